#include "harness/engine/othello_text_transport.h"

#include <chrono>
#include <utility>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "protocol/string_caps.h"

namespace harness {
namespace {

// The longest line accepted (a GTP `showboard` is about 200 bytes).
constexpr size_t kMaxLineBytes = 64 * 1024;
constexpr size_t kQuotedBytes = 200;
// A write blocks only while the engine does not read its stdin.
constexpr int64_t kWriteTimeoutMs = 10000;

}  // namespace

Deadline DeadlineAfterMs(int64_t ms) {
  return PipeChannel::Clock::now() + std::chrono::milliseconds(ms);
}

std::string Quoted(absl::string_view text) {
  // C escapes keep a multi-line answer on the message's one line.
  if (text.size() <= kQuotedBytes) return absl::StrCat("'", absl::CHexEscape(text), "'");
  return absl::StrCat("'", absl::CHexEscape(text.substr(0, kQuotedBytes)), "...' (", text.size(),
                      " bytes)");
}

CallFault FaultOf(const absl::Status& status) {
  switch (status.code()) {
    case absl::StatusCode::kDeadlineExceeded:
      return CallFault::kTimeout;
    case absl::StatusCode::kUnavailable:
      return CallFault::kUnavailable;
    case absl::StatusCode::kDataLoss:
    case absl::StatusCode::kResourceExhausted:
      return CallFault::kProtocolError;
    default:
      return CallFault::kEngineError;
  }
}

std::string Answered(absl::string_view answer, absl::string_view command) {
  return absl::StrCat("the engine answered ", Quoted(answer), " to ", Quoted(command));
}

OthelloTextTransport::OthelloTextTransport(std::string protocol, int to_engine_fd,
                                           int from_engine_fd, std::string where)
    : protocol_(std::move(protocol)),
      channel_(to_engine_fd, from_engine_fd, kMaxLineBytes),
      where_(std::move(where)) {}

std::string OthelloTextTransport::OnlyReversi(absl::string_view game) const {
  return absl::StrCat("the ", protocol_, " adapter plays Reversi only, not '", game, "'");
}

absl::Status OthelloTextTransport::CheckGame(absl::string_view game) const {
  if (game == kGame) return absl::OkStatus();
  return absl::InvalidArgumentError(OnlyReversi(game));
}

DecideOutcome OthelloTextTransport::Decide(const bot::v1::DecideRequest& request,
                                           int64_t deadline_ms) {
  const Deadline deadline = DeadlineAfterMs(deadline_ms);
  DecideOutcome outcome;
  const ReversiHistory* history = HistoryOf(request);
  if (history == nullptr) {
    outcome.fault = CallFault::kEngineError;
    outcome.detail = OnlyReversi(request.game());
    return outcome;
  }
  bot::v1::ReversiAction* action = outcome.response.mutable_action()->mutable_reversi();
  if (OnlyPassIsLegal(request)) {
    action->set_pass(true);
    outcome.response.mutable_info()->set_comment("forced pass, answered by the adapter");
    return outcome;
  }
  absl::StatusOr<EngineMove> move = AskMove(request, *history, deadline);
  if (!move.ok()) {
    outcome.fault = FaultOf(move.status());
    outcome.detail = std::string(move.status().message());
    if (outcome.fault == CallFault::kTimeout) {
      outcome.detail = absl::StrCat("no answer within ", deadline_ms, " ms (", outcome.detail, ")");
    }
    return outcome;
  }
  *action = move->move;
  outcome.response.mutable_info()->set_comment(move->text);
  protocol::CapEngineStrings(&outcome.response, max_string_bytes());
  return outcome;
}

absl::Status OthelloTextTransport::Send(const std::string& line) {
  absl::Status sent = channel_.WriteLine(line, DeadlineAfterMs(kWriteTimeoutMs));
  if (sent.ok()) return sent;
  return absl::Status(sent.code(), absl::StrCat("sending ", Quoted(line), ": ", sent.message()));
}

absl::StatusOr<std::string> OthelloTextTransport::ReadAnswerLine(const std::string& command,
                                                                 Deadline deadline) {
  absl::StatusOr<std::string> line = channel_.ReadLine(deadline);
  if (line.ok()) {
    if (!line->empty() && line->back() == '\r') line->pop_back();
    return line;
  }
  std::string why(line.status().message());
  if (absl::IsDeadlineExceeded(line.status())) {
    why = channel_.pending().empty()
              ? "no answer"
              : absl::StrCat("a partial line ", Quoted(channel_.pending()), " and then nothing");
  } else if (line.status().message() == "end of stream") {
    why = "the engine closed its stdout";
  }
  return absl::Status(line.status().code(),
                      absl::StrCat("waiting for the answer to ", Quoted(command), ": ", why));
}

}  // namespace harness
