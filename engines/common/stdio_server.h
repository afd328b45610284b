// bot.v1 on stdin/stdout (protos/bot/v1/stdio.proto), the engine side, as
// JSON lines or as length-delimited binary messages: requests answered in
// order, one at a time, with the same checks as the gRPC service
// (PrepareChecked, DecideChecked).
#ifndef ENGINES_COMMON_STDIO_SERVER_H_
#define ENGINES_COMMON_STDIO_SERVER_H_

#include <string>

#include "absl/strings/string_view.h"
#include "bot/v1/stdio.pb.h"
#include "engines/common/engine_server.h"

namespace engines {

enum class StdioFraming { kJsonLines, kBinary };

// The answer to one request message in `framing`'s encoding; `request`
// receives what was read of it. A message that is not a request gets an
// INVALID_ARGUMENT error (under id 0 if not even the id could be read);
// GameOver and unknown calls get UNIMPLEMENTED. Unknown fields in a request
// are ignored, so newer harnesses can add fields.
bot::v1::StdioResponse AnswerStdioMessage(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                                          StdioFraming framing, absl::string_view message,
                                          bot::v1::StdioRequest* request);

// `answer` as one line of canonical JSON (no newline).
std::string StdioJson(const bot::v1::StdioResponse& answer);

// Reads requests from `in_fd` and writes answers to `out_fd` until `in_fd`
// ends (returns 0) or `out_fd` breaks (returns 1). With JSON lines,
// `filter` (may be null) chooses the bytes written per answer.
int ServeStdio(EnginePolicy& policy, StdioFraming framing, int in_fd, int out_fd,
               const StdioAnswerFilter& filter);

}  // namespace engines

#endif  // ENGINES_COMMON_STDIO_SERVER_H_
