// Reversi behind the generic games::Game interface, with the conversions
// between rule objects and bot.v1 messages.
#ifndef GAMES_REVERSI_REVERSI_GAME_H_
#define GAMES_REVERSI_REVERSI_GAME_H_

#include <optional>
#include <string>
#include <vector>

#include "bot/v1/engine.pb.h"
#include "games/common/game.h"
#include "games/common/game_type.h"
#include "games/reversi/reversi_state.h"

namespace reversi {

bot::v1::Action ActionForMove(int move);
// The square or kPass an action names, refusing other games' actions and
// malformed ones.
games::ApplyResult MoveForAction(const bot::v1::Action& action, int* move);

// The view of the seat playing `color` (Reversi hides nothing; the view
// is the position from that side).
bot::v1::ReversiObservation ObservationOf(const ReversiState& state, Color color);
// Rebuilds the state from an observation's history and checks it matches
// the discs and colour sent, so an engine can trust what it computes from it.
absl::StatusOr<ReversiState> StateFromObservation(const bot::v1::ReversiObservation& observation);

// A move sequence like "f5d6c3" (spaces between moves allowed) as actions.
absl::StatusOr<std::vector<bot::v1::Action>> ParseMoves(const std::string& moves);
// The outcome of perfect play (the exact endgame solver) from a Reversi
// game's position with at most `max_empties` empty squares, else nullopt.
std::optional<games::Outcome> SolvedOutcome(const games::Game& game, int max_empties);

class ReversiGame : public games::Game {
 public:
  int NumSeats() const override { return 2; }
  bool IsOver() const override { return state_.IsOver(); }
  int SeatToMove() const override { return static_cast<int>(state_.ToMove()); }
  int Plies() const override { return static_cast<int>(state_.History().size()); }
  std::vector<bot::v1::Action> LegalActions() const override;
  void FillObservationFor(int seat, bot::v1::Observation* observation) const override;
  games::ApplyResult Apply(const bot::v1::Action& action) override;
  std::unique_ptr<games::Game> Clone() const override {
    return std::make_unique<ReversiGame>(*this);
  }
  games::Outcome GetOutcome() const override;
  std::string Record() const override { return state_.Record(); }
  std::string PositionText() const override { return state_.BoardText(); }

 private:
  ReversiState state_;
};

// This game's row in the games registry.
games::GameType ReversiGameType();

}  // namespace reversi

#endif  // GAMES_REVERSI_REVERSI_GAME_H_
