#include "harness/play/decision_record.h"

#include <algorithm>
#include <limits>
#include <memory>

namespace harness {
namespace {

int32_t ClampToInt32(int64_t value) {
  return static_cast<int32_t>(std::clamp<int64_t>(value, 0, std::numeric_limits<int32_t>::max()));
}

}  // namespace

std::string Notation(const games::Game& game,
                     const google::protobuf::RepeatedPtrField<bot::v1::Action>& actions) {
  if (actions.empty()) return "";
  std::unique_ptr<games::Game> line = game.Clone();
  const std::string before = line->Record();
  for (const bot::v1::Action& action : actions) {
    if (line->IsOver() || !line->Apply(action).ok()) break;
  }
  const std::string after = line->Record();
  // Records only grow; anything else is not a line to show.
  return after.compare(0, before.size(), before) == 0 ? after.substr(before.size()) : "";
}

tourney::v1::MoveRecord RecordDecision(const games::Game& game, int seat, int64_t used_us,
                                       const bot::v1::DecideResponse& response) {
  tourney::v1::MoveRecord move;
  move.set_seat(seat);
  move.set_ply(game.Plies());
  move.set_ms(ClampToInt32((used_us + 500) / 1000));
  if (!response.has_info()) return move;
  const bot::v1::SearchInfo& info = response.info();
  move.set_engine_ms(ClampToInt32(info.time_ms()));
  move.set_depth(std::max(0, info.depth()));
  move.set_nodes(std::max<int64_t>(0, info.nodes()));
  // bot.v1 has no "no score": a SearchInfo without a depth carries a score
  // only if it is not 0; with a depth, 0 is a real score (an even position).
  if (info.depth() > 0 || info.score() != 0) move.set_score(info.score());
  move.set_pv(Notation(game, info.principal_variation()));
  move.set_comment(info.comment());
  return move;
}

}  // namespace harness
