// Nim Tetris behind the generic games::Game interface. Two players place
// tetrominoes in turn on empty cells; misère: whoever places the last piece
// loses (a player who cannot move wins). Variant "WxH" (default "10x10").
#ifndef GAMES_NIMTETRIS_NIMTETRIS_GAME_H_
#define GAMES_NIMTETRIS_NIMTETRIS_GAME_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "games/common/game.h"
#include "games/common/game_type.h"
#include "games/nimtetris/board.h"

namespace nimtetris {

absl::StatusOr<const Geometry*> ParseVariant(const std::string& variant);

bot::v1::Action PlacementAction(const Placement& placement);
// The board an observation describes, or an error.
absl::StatusOr<Bits> FilledOf(const Geometry& geometry, const bot::v1::NimTetrisObservation& view);
// The placement index an action names, or an error.
absl::StatusOr<int> PlacementOf(const Geometry& geometry, const bot::v1::NimTetrisAction& action);

// A record like "T0@c4 I0@a1" as actions (placements off the board are
// for Apply to refuse).
absl::StatusOr<std::vector<bot::v1::Action>> ParseMoves(const std::string& moves);

class NimTetrisGame : public games::Game {
 public:
  NimTetrisGame(std::string variant, const Geometry& geometry)
      : variant_(std::move(variant)), geometry_(geometry) {}

  int NumSeats() const override { return 2; }
  bool IsOver() const override;
  int SeatToMove() const override { return plies_ % 2; }
  int Plies() const override { return plies_; }
  std::vector<bot::v1::Action> LegalActions() const override;
  // The board, the same for both seats.
  void FillObservationFor(int seat, bot::v1::Observation* observation) const override;
  games::ApplyResult Apply(const bot::v1::Action& action) override;
  std::unique_ptr<games::Game> Clone() const override {
    return std::make_unique<NimTetrisGame>(*this);
  }
  // Scores: the seat left without a move wins; points: pieces each placed.
  games::Outcome GetOutcome() const override;
  std::string Record() const override { return record_; }
  // Rows top first, joined by '/': '#' filled, '.' empty.
  std::string PositionText() const override;

 private:
  std::string variant_;
  const Geometry& geometry_;
  Bits filled_ = 0;
  int plies_ = 0;
  std::string record_;
};

// This game's row in the games registry.
games::GameType NimTetrisGameType();

}  // namespace nimtetris

#endif  // GAMES_NIMTETRIS_NIMTETRIS_GAME_H_
