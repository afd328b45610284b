#include "harness/engine/othello_text_transport.h"

#include <utility>

#include "absl/strings/str_cat.h"

namespace harness {

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
      channel_(to_engine_fd, from_engine_fd),
      where_(std::move(where)) {}

DecideOutcome OthelloTextTransport::Decide(const bot::v1::DecideRequest& request,
                                           int64_t deadline_ms) {
  const Deadline deadline = DeadlineAfterMs(deadline_ms);
  DecideOutcome outcome;
  const ReversiHistory* history = HistoryOf(request);
  if (history == nullptr) {
    outcome.fault = CallFault::kEngineError;
    outcome.detail =
        absl::StrCat("the ", protocol_, " adapter plays Reversi only, not '", request.game(), "'");
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
  return outcome;
}

absl::Status OthelloTextTransport::Send(const std::string& line) {
  absl::Status sent = channel_.WriteLine(line);
  if (sent.ok()) return sent;
  return absl::Status(sent.code(), absl::StrCat("sending ", Quoted(line), ": ", sent.message()));
}

absl::StatusOr<std::string> OthelloTextTransport::ReadAnswerLine(const std::string& command,
                                                                 Deadline deadline) {
  absl::StatusOr<std::string> line = channel_.ReadLine(deadline);
  if (line.ok()) return line;
  return absl::Status(
      line.status().code(),
      absl::StrCat("waiting for the answer to ", Quoted(command), ": ", line.status().message()));
}

}  // namespace harness
