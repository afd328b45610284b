// The transports for engines spoken to on stdin/stdout, by protocol name.
#ifndef HARNESS_ENGINE_STDIO_TRANSPORTS_H_
#define HARNESS_ENGINE_STDIO_TRANSPORTS_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "harness/engine/engine_process.h"
#include "harness/engine/engine_transport.h"

namespace harness {

// A transport for `protocol` ("jsonl", "gtp", "nboard") over the pipes of
// `process`, a kStdio process that outlives the transport.
absl::StatusOr<std::unique_ptr<EngineTransport>> MakeStdioTransport(const std::string& protocol,
                                                                    EngineProcess& process);

}  // namespace harness

#endif  // HARNESS_ENGINE_STDIO_TRANSPORTS_H_
