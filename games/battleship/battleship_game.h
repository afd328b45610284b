// Battleship behind the generic games::Game interface, with the bot.v1
// conversions. Variant: "seed8" or "classic" (default), ":solo" for the
// one-player mode (e.g. "seed8:solo") that measures a shooter alone.
#ifndef GAMES_BATTLESHIP_BATTLESHIP_GAME_H_
#define GAMES_BATTLESHIP_BATTLESHIP_GAME_H_

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "games/battleship/battleship_state.h"
#include "games/common/game.h"
#include "games/common/game_type.h"

namespace battleship {

struct BattleshipVariant {
  Rules rules;
  bool solo = false;
};

absl::StatusOr<BattleshipVariant> ParseVariant(const std::string& variant);

bot::v1::Action LayoutAction(const Layout& layout);
bot::v1::Action ShotAction(int cell);
// The layout an action describes, in fleet order, or an error.
absl::StatusOr<Layout> LayoutOf(const Rules& rules, const bot::v1::BattleshipLayout& layout);

// `seat`'s view: its own fleet and the answers to every shot, never the
// enemy fleet.
bot::v1::BattleshipObservation ObservationOf(const BattleshipState& state, int seat,
                                             const std::string& variant);

// What a shooter or placer needs from a view, read back.
struct SeatView {
  Rules rules;  // the variant's
  bool placement = false;
  std::vector<Shot> own_shots;  // in order, with their answers
};

// Reads a view as ObservationOf writes one, refusing with one line what it
// never writes: an unknown variant, a board or fleet not the variant's, an
// unknown phase, an own shot off the board or at a cell shot before, an
// answer other than miss, hit or sunk, a sinking of no fleet ship or of one
// sunk before, and, while shooting, no cell left to shoot.
absl::StatusOr<SeatView> SeatViewOf(const bot::v1::BattleshipObservation& observation);

class BattleshipGame : public games::Game {
 public:
  // Layout samples offered during placement (see battleship.proto).
  static constexpr int kLayoutSamples = 8;

  BattleshipGame(const std::string& variant_name, BattleshipVariant variant, uint64_t seed);

  int NumSeats() const override { return state_.Players(); }
  bool IsOver() const override { return state_.IsOver(); }
  int SeatToMove() const override { return state_.ToMove(); }
  int Plies() const override { return state_.Actions(); }
  std::vector<bot::v1::Action> LegalActions() const override;
  // Placement offers a sample of layouts; any legal one is accepted.
  bool LegalActionsAreComplete() const override { return !state_.InPlacement(); }
  void FillObservationFor(int seat, bot::v1::Observation* observation) const override;
  games::ApplyResult Apply(const bot::v1::Action& action) override;
  std::unique_ptr<games::Game> Clone() const override {
    return std::make_unique<BattleshipGame>(*this);
  }
  void RedrawHidden(int seat, uint64_t seed) override { state_.RedrawFleetsHiddenFrom(seat, seed); }
  // Scores: the winner 1; points: shots each seat fired.
  games::Outcome GetOutcome() const override;
  std::string Record() const override { return state_.Record(); }
  std::string HiddenRecord() const override { return state_.HiddenRecord(); }
  std::string PositionText() const override { return state_.PositionText(); }

  const BattleshipState& state() const { return state_; }

 private:
  std::string variant_name_;
  uint64_t seed_;
  BattleshipState state_;
};

// This game's row in the games registry.
games::GameType BattleshipGameType();

}  // namespace battleship

#endif  // GAMES_BATTLESHIP_BATTLESHIP_GAME_H_
