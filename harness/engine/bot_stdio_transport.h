// bot.v1 on a process's stdin/stdout, in the envelope of
// protos/bot/v1/stdio.proto, in one of two encodings: JSON lines
// (protocol=jsonl: canonical JSON with every primitive field present, one
// message a line; in answers, keys bot.v1 does not know are ignored, as the
// binary encoding ignores unknown fields, and the engines log says so once;
// nesting past protocol::kMaxJsonNesting is refused before parsing) or
// binary (protocol=proto: each message length-delimited, the fast one).
// Anything but the awaited answer (or a late GameOver answer) is a fault.
// Every string in an answer is capped as it is read (protocol/string_caps.h).
#ifndef HARNESS_ENGINE_BOT_STDIO_TRANSPORT_H_
#define HARNESS_ENGINE_BOT_STDIO_TRANSPORT_H_

#include <cstddef>
#include <memory>
#include <set>
#include <string>

#include "bot/v1/stdio.pb.h"
#include "harness/engine/engine_log.h"
#include "harness/engine/engine_transport.h"
#include "harness/engine/pipe_channel.h"
#include "protocol/string_caps.h"

namespace harness {

enum class StdioEncoding { kJsonLines, kBinary };

class BotStdioTransport final : public EngineTransport {
 public:
  // Writes requests to `write_fd` and reads answers from `read_fd` (the
  // caller keeps owning both); `where` names the engine in messages and in
  // warnings to `log` (null: none). `engine` (its spec's name) keys
  // warnings said once per engine across its restarts ("": once per
  // transport).
  BotStdioTransport(StdioEncoding encoding, int write_fd, int read_fd, std::string where,
                    std::shared_ptr<EngineLog> log = nullptr, std::string engine = "");

  absl::StatusOr<bot::v1::EngineInfo> GetInfo(int timeout_ms) override;
  absl::Status Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) override;
  DecideOutcome Decide(const bot::v1::DecideRequest& request, int64_t deadline_ms) override;
  // Written without waiting for an answer; after the first UNIMPLEMENTED
  // answer it is not sent again.
  void GameOver(const bot::v1::GameOverRequest& request) override;
  std::string Describe() const override { return where_; }

 private:
  // How one call ended: a fault, or an answer (possibly an error answer)
  // under the call's key.
  struct Reply {
    CallFault fault = CallFault::kNone;
    std::string detail;
    bot::v1::StdioResponse answer;
  };

  // Sends `request` with a fresh id and waits for its answer by
  // `timeout_ms` from now. A fault breaks the transport for good.
  Reply Call(bot::v1::StdioRequest request, int64_t timeout_ms);
  Reply Exchange(bot::v1::StdioRequest& request, int64_t timeout_ms);
  // Before a request is sent: a fault if the engine wrote anything unasked
  // (late GameOver answers aside).
  Reply CheckNothingUnasked();
  absl::Status Write(const bot::v1::StdioRequest& request, PipeChannel::Clock::time_point deadline);
  absl::StatusOr<std::string> Read(PipeChannel::Clock::time_point deadline);
  // A failed Read as a fault.
  Reply ReadFault(const absl::Status& status, int64_t timeout_ms);
  // A message read as an answer, its strings capped; a fault if it is not
  // one.
  Reply Parse(const std::string& message);
  Reply Decode(const std::string& message);
  // Once per transport: tells the log if `message` (a JSON answer read with
  // unknown keys ignored) has keys bot.v1 lacks.
  void WarnOfUnknownKeys(const std::string& message);
  // Whether `answer` is a late GameOver answer, to be dropped.
  bool IsGameOverAnswer(const bot::v1::StdioResponse& answer);

  StdioEncoding encoding_;
  PipeChannel channel_;
  std::string where_;
  std::shared_ptr<EngineLog> log_;
  std::string engine_;  // the spec's name: warnings are said once per engine
  bool warned_of_unknown_keys_ = false;
  int last_id_ = 0;
  std::set<int> game_over_ids_;  // GameOver requests not answered (yet)
  bool game_over_unimplemented_ = false;
  Reply broken_;  // the fault that ended this transport, if any
};

}  // namespace harness

#endif  // HARNESS_ENGINE_BOT_STDIO_TRANSPORT_H_
