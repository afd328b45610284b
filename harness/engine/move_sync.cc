#include "harness/engine/move_sync.h"

namespace harness {
namespace {

bool SameMove(const bot::v1::ReversiAction& a, const bot::v1::ReversiAction& b) {
  return a.move_case() == b.move_case() && a.square() == b.square();
}

}  // namespace

MoveSync::Plan MoveSync::PlanFor(const std::string& game_id, const ReversiHistory& history) const {
  Plan plan;
  bool extends = game_id == game_id_ && known_.size() <= static_cast<size_t>(history.size());
  for (size_t i = 0; extends && i < known_.size(); ++i) {
    extends = SameMove(known_[i], history[static_cast<int>(i)]);
  }
  plan.new_game = !extends;
  plan.first_ply = extends ? static_cast<int>(known_.size()) : 0;
  plan.moves.assign(history.begin() + plan.first_ply, history.end());
  return plan;
}

void MoveSync::Told(const std::string& game_id, const ReversiHistory& history) {
  game_id_ = game_id;
  known_.assign(history.begin(), history.end());
}

void MoveSync::PlayedItself(const bot::v1::ReversiAction& move) { known_.push_back(move); }

const ReversiHistory* HistoryOf(const bot::v1::DecideRequest& request) {
  if (!request.observation().has_reversi()) return nullptr;
  return &request.observation().reversi().history();
}

bool OnlyPassIsLegal(const bot::v1::DecideRequest& request) {
  return request.legal_actions_size() == 1 && request.legal_actions(0).has_reversi() &&
         request.legal_actions(0).reversi().move_case() == bot::v1::ReversiAction::kPass;
}

}  // namespace harness
