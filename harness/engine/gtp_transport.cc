#include "harness/engine/gtp_transport.h"

#include <algorithm>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "protocol/string_caps.h"

namespace harness {

GtpTransport::GtpTransport(int to_engine_fd, int from_engine_fd, std::string where)
    : OthelloTextTransport("gtp", to_engine_fd, from_engine_fd, std::move(where)) {}

absl::StatusOr<GtpTransport::Answer> GtpTransport::Ask(const std::string& command,
                                                       Deadline deadline) {
  absl::Status sent = Send(command);
  if (!sent.ok()) return sent;
  std::string line;
  do {  // empty lines before an answer are allowed
    absl::StatusOr<std::string> read = ReadAnswerLine(command, deadline);
    if (!read.ok()) return read.status();
    line = *std::move(read);
  } while (absl::StripAsciiWhitespace(line).empty());
  if (line[0] != '=' && line[0] != '?') {
    return absl::DataLossError(
        absl::StrCat(Answered(line, command), ", not a GTP answer (which starts with '=' or '?')"));
  }
  Answer answer;
  answer.success = line[0] == '=';
  answer.text = std::string(absl::StripAsciiWhitespace(absl::string_view(line).substr(1)));
  answer.raw = line;
  for (;;) {  // an empty line ends the answer
    absl::StatusOr<std::string> more = ReadAnswerLine(command, deadline);
    if (!more.ok()) return more.status();
    if (absl::StripAsciiWhitespace(*more).empty()) break;
    absl::StrAppend(&answer.text, "\n", *more);
    absl::StrAppend(&answer.raw, "\n", *more);
  }
  return answer;
}

absl::StatusOr<std::string> GtpTransport::Expect(const std::string& command, Deadline deadline) {
  absl::StatusOr<Answer> answer = Ask(command, deadline);
  if (!answer.ok()) return answer.status();
  if (!answer->success) {
    return absl::FailedPreconditionError(Answered(answer->raw, command));
  }
  return answer->text;
}

absl::StatusOr<std::string> GtpTransport::Command(const std::string& command, int timeout_ms) {
  return Expect(command, DeadlineAfterMs(timeout_ms));
}

absl::StatusOr<bot::v1::EngineInfo> GtpTransport::GetInfo(int timeout_ms) {
  const Deadline deadline = DeadlineAfterMs(timeout_ms);
  absl::StatusOr<std::string> name = Expect("name", deadline);
  if (!name.ok()) return name.status();
  absl::StatusOr<Answer> version = Ask("version", deadline);
  if (!version.ok()) return version.status();
  bot::v1::EngineInfo info;
  info.set_name(*name);
  if (version->success) info.set_version(version->text);
  info.add_games()->set_game(kGame);
  protocol::CapEngineStrings(&info, max_string_bytes());
  return info;
}

absl::Status GtpTransport::Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) {
  if (absl::Status game = CheckGame(request.game()); !game.ok()) return game;
  return SetBoardSize(DeadlineAfterMs(timeout_ms));
}

absl::Status GtpTransport::SetBoardSize(Deadline deadline) {
  if (board_size_set_) return absl::OkStatus();
  absl::StatusOr<std::string> set = Expect("boardsize 8", deadline);
  if (!set.ok()) return set.status();
  board_size_set_ = true;
  return absl::OkStatus();
}

absl::Status GtpTransport::SendMoves(const MoveSync::Plan& plan, Deadline deadline) {
  for (size_t i = 0; i < plan.moves.size(); ++i) {
    const bot::v1::ReversiAction& move = plan.moves[i];
    const bool pass = move.move_case() == bot::v1::ReversiAction::kPass;
    if (pass && engine_skips_passes_) continue;
    const std::string command = absl::StrCat(
        "play ", ColourOfPly(plan.first_ply + static_cast<int>(i)), " ", GtpMoveText(move));
    absl::StatusOr<Answer> answer = Ask(command, deadline);
    if (!answer.ok()) return answer.status();
    if (answer->success) continue;
    // An engine that refuses to be told of a pass passes by itself.
    if (pass) {
      engine_skips_passes_ = true;
      continue;
    }
    return absl::FailedPreconditionError(Answered(answer->raw, command));
  }
  return absl::OkStatus();
}

absl::Status GtpTransport::SendTime(int64_t budget_ms, const char* colour, Deadline deadline) {
  if (budget_ms <= 0 || time_commands_refused_) return absl::OkStatus();
  // GTP counts whole seconds: a budget under one second is sent as one.
  const int64_t seconds = std::max<int64_t>(1, budget_ms / 1000);
  if (seconds != time_settings_seconds_) {
    absl::StatusOr<Answer> set = Ask(absl::StrCat("time_settings 0 ", seconds, " 1"), deadline);
    if (!set.ok()) return set.status();
    if (!set->success) {
      time_commands_refused_ = true;
      return absl::OkStatus();
    }
    time_settings_seconds_ = seconds;
  }
  absl::StatusOr<Answer> left =
      Ask(absl::StrCat("time_left ", colour, " ", seconds, " 1"), deadline);
  if (!left.ok()) return left.status();
  if (!left->success) time_commands_refused_ = true;
  return absl::OkStatus();
}

absl::StatusOr<OthelloTextTransport::EngineMove> GtpTransport::AskMove(
    const bot::v1::DecideRequest& request, const ReversiHistory& history, Deadline deadline) {
  const MoveSync::Plan plan = sync_.PlanFor(request.game_id(), history);
  if (plan.new_game) {
    absl::Status set = SetBoardSize(deadline);
    if (!set.ok()) return set;
    absl::StatusOr<std::string> cleared = Expect("clear_board", deadline);
    if (!cleared.ok()) return cleared.status();
  }
  absl::Status sent = SendMoves(plan, deadline);
  if (!sent.ok()) return sent;
  sync_.Told(request.game_id(), history);

  const char* colour = ColourOfPly(history.size());
  absl::Status timed = SendTime(request.time_budget_ms(), colour, deadline);
  if (!timed.ok()) return timed;
  const std::string command = absl::StrCat("genmove ", colour);
  absl::StatusOr<Answer> answer = Ask(command, deadline);
  if (!answer.ok()) return answer.status();
  if (!answer->success || absl::AsciiStrToLower(answer->text) == "resign") {
    return absl::FailedPreconditionError(Answered(answer->raw, command));
  }
  absl::StatusOr<bot::v1::ReversiAction> move = ParseEngineMove(answer->text);
  if (!move.ok()) {
    return absl::DataLossError(
        absl::StrCat(Answered(answer->raw, command), ": ", move.status().message()));
  }
  sync_.PlayedItself(*move);
  return EngineMove{*std::move(move), answer->raw};
}

}  // namespace harness
