#include "harness/engine/nboard_transport.h"

#include <utility>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "protocol/engine_info.h"
#include "protocol/string_caps.h"

namespace harness {
namespace {

constexpr char kMyName[] = "set myname ";
constexpr char kMoveAnswer[] = "===";

}  // namespace

int NboardDepth(const google::protobuf::Map<std::string, std::string>& options) {
  const auto found = options.find("depth");
  int depth = 0;
  if (found == options.end() || !absl::SimpleAtoi(found->second, &depth) || depth < 1) {
    return NboardTransport::kDefaultDepth;
  }
  return depth;
}

NboardTransport::NboardTransport(int to_engine_fd, int from_engine_fd, std::string where)
    : OthelloTextTransport("nboard", to_engine_fd, from_engine_fd, std::move(where)) {}

absl::StatusOr<bot::v1::EngineInfo> NboardTransport::GetInfo(int timeout_ms) {
  absl::Status configured = Configure(kDefaultDepth);
  if (configured.ok()) configured = Synchronise("", DeadlineAfterMs(timeout_ms));
  if (!configured.ok()) return configured;
  bot::v1::EngineInfo info =
      protocol::EngineInfoFor(name_.empty() ? "nboard engine" : name_, "", kGame);
  *info.add_options() = protocol::IntOption(
      "depth", kDefaultDepth, 1, 60,
      "midgame search depth, sent as NBoard `set depth N` (the protocol has no clock: choose a "
      "depth that answers within --move-time-ms)");
  protocol::CapEngineStrings(&info, max_string_bytes());
  return info;
}

absl::Status NboardTransport::Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) {
  if (absl::Status game = CheckGame(request.game()); !game.ok()) return game;
  absl::Status configured = Configure(NboardDepth(request.options()));
  if (!configured.ok()) return configured;
  return Synchronise("", DeadlineAfterMs(timeout_ms));
}

absl::Status NboardTransport::Configure(int depth) {
  if (!greeted_) {
    absl::Status sent = Send("nboard 2");
    if (!sent.ok()) return sent;
    greeted_ = true;
  }
  if (depth == depth_sent_) return absl::OkStatus();
  absl::Status sent = Send(absl::StrCat("set depth ", depth));
  if (sent.ok()) depth_sent_ = depth;
  return sent;
}

absl::Status NboardTransport::Synchronise(const std::string& then, Deadline deadline) {
  const std::string ping = absl::StrCat("ping ", ++pings_);
  absl::Status sent = Send(ping);
  if (sent.ok() && !then.empty()) sent = Send(then);
  if (!sent.ok()) return sent;
  const std::string pong = absl::StrCat("pong ", pings_);
  for (;;) {
    absl::StatusOr<std::string> line = ReadAnswerLine(ping, deadline);
    if (!line.ok()) return line.status();
    if (absl::StripAsciiWhitespace(*line) == pong) return absl::OkStatus();
    if (absl::StartsWith(*line, kMyName)) name_ = line->substr(sizeof kMyName - 1);
    if (absl::StartsWith(*line, kMoveAnswer)) {
      return absl::DataLossError(
          absl::StrCat(Answered(*line, ping), ": a move nobody asked for (before '", pong, "')"));
    }
  }
}

absl::StatusOr<OthelloTextTransport::EngineMove> NboardTransport::AskMove(
    const bot::v1::DecideRequest& request, const ReversiHistory& history, Deadline deadline) {
  absl::Status status = Configure(NboardDepth(request.options()));
  const MoveSync::Plan plan = sync_.PlanFor(request.game_id(), history);
  if (status.ok() && plan.new_game) status = Send(absl::StrCat("set game ", GgfGame(history)));
  for (size_t i = 0; status.ok() && !plan.new_game && i < plan.moves.size(); ++i) {
    status = Send(absl::StrCat("move ", NboardMoveText(plan.moves[i])));
  }
  if (status.ok()) status = Synchronise("go", deadline);
  if (!status.ok()) return status;
  sync_.Told(request.game_id(), history);

  for (;;) {
    absl::StatusOr<std::string> line = ReadAnswerLine("go", deadline);
    if (!line.ok()) return line.status();
    absl::string_view rest = *line;
    if (!absl::ConsumePrefix(&rest, kMoveAnswer)) continue;
    // "=== d6/-1.00/0.0" or "=== d6 -1.00 0.0": the move is the first word.
    const std::vector<absl::string_view> words =
        absl::StrSplit(rest, absl::ByAnyChar(" \t/"), absl::SkipEmpty());
    absl::StatusOr<bot::v1::ReversiAction> move =
        words.empty() ? absl::InvalidArgumentError("no move after '==='")
                      : ParseEngineMove(words[0]);
    if (!move.ok()) {
      return absl::DataLossError(
          absl::StrCat(Answered(*line, "go"), ": ", move.status().message()));
    }
    return EngineMove{*std::move(move), *std::move(line)};
  }
}

}  // namespace harness
