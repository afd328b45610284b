// Yacht behind the generic games::Game interface, with the conversions
// between rule objects and bot.v1 messages and the variant syntax
// "RULESET[:switch=value,...]", e.g. "yahtzee:joker=forced" or
// "clubhouse:duplicate_dice=true".
#ifndef GAMES_YACHT_YACHT_GAME_H_
#define GAMES_YACHT_YACHT_GAME_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "games/common/game.h"
#include "games/common/game_type.h"
#include "games/yacht/yacht_state.h"

namespace yacht {

struct YachtVariant {
  Ruleset rules;
  bool duplicate_dice = false;
};

// "" means "clubhouse".
absl::StatusOr<YachtVariant> ParseVariant(const std::string& variant);

bot::v1::Action KeepAction(const FaceCounts& kept);
bot::v1::Action FillAction(int index);

// The view of the turn in play, the same for every seat: Yacht hides
// nothing but the dice still to roll.
bot::v1::YachtObservation ObservationOf(const YachtState& state);

// The dice a keep holds, refusing more than five or a face outside 1-6.
absl::StatusOr<FaceCounts> KeptDice(const bot::v1::YachtKeep& keep);

// What a decision needs from an observation, read back for `seat`.
struct YachtView {
  Ruleset rules;
  Sheet sheet{0};  // the seat's
  FaceCounts dice{};
  int rolls_left = 0;
};

// Reads an observation as ObservationOf writes one, refusing with one line
// what it never writes: an unknown ruleset or boxes out of its order, no
// sheet for `seat` (1 to kMaxPlayers sheets), a box neither empty (-1) nor
// within what a box can score, a full sheet, other than five dice of 1-6,
// re-rolls outside 0-2. An engine may then trust every value.
absl::StatusOr<YachtView> ViewOf(const bot::v1::YachtObservation& observation, int seat);

class YachtGame : public games::Game {
 public:
  YachtGame(YachtVariant variant, int players, uint64_t seed)
      : state_(std::move(variant.rules), players, seed, variant.duplicate_dice) {}

  int NumSeats() const override { return state_.Players(); }
  bool IsOver() const override { return state_.IsOver(); }
  int SeatToMove() const override { return state_.ToMove(); }
  int Plies() const override { return state_.Decisions(); }
  std::vector<bot::v1::Action> LegalActions() const override;
  void FillObservationFor(int seat, bot::v1::Observation* observation) const override;
  games::ApplyResult Apply(const bot::v1::Action& action) override;
  std::unique_ptr<games::Game> Clone() const override { return std::make_unique<YachtGame>(*this); }
  // The dice still to roll.
  void RedrawHidden(int /*seat*/, uint64_t seed) override { state_.RedrawFutureDice(seed); }
  games::Outcome GetOutcome() const override;
  std::string Record() const override { return state_.Record(); }
  // Every sheet: "P0:aces=3,twos=-,...,total=N P1:...", boxes in the
  // ruleset's order, '-' while empty; the total counts the bonuses.
  std::string PositionText() const override;

  const YachtState& state() const { return state_; }

 private:
  YachtState state_;
};

// This game's row in the games registry.
games::GameType YachtGameType();

}  // namespace yacht

#endif  // GAMES_YACHT_YACHT_GAME_H_
