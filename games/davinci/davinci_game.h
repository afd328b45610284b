// Da Vinci Code behind the generic games::Game interface, with the bot.v1
// conversions. Variant "standard" (26 tiles, the default) or "no_jokers"
// (24); 2 to 4 players.
#ifndef GAMES_DAVINCI_DAVINCI_GAME_H_
#define GAMES_DAVINCI_DAVINCI_GAME_H_

#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "games/common/game.h"
#include "games/common/game_type.h"
#include "games/davinci/davinci_state.h"

namespace davinci {

// Whether the variant has jokers, or an error for an unknown variant.
absl::StatusOr<bool> ParseVariant(const std::string& variant);

// `seat`'s view: its own tiles' values, the others' only when revealed.
bot::v1::DavinciObservation ObservationOf(const DavinciState& state, int seat,
                                          const std::string& variant);

// Checks a view as ObservationOf writes one, refusing with one line what it
// never writes: an unknown variant or phase; other than 2-4 players, a rack
// each, the seat one of them; a tile of no colour, a value outside -1..11
// (12 with jokers), a revealed or own tile hidden, an id used twice or
// beyond the tile count, a tile seen twice, more tiles in racks and pool
// than the game has; a drawn tile not in the own rack, a pending joker of no
// colour; a guess naming no player, tile or value (0-12); an eliminated
// seat that is no player. An engine may then index by every seat, tile and
// value the view holds.
absl::Status CheckObservation(const bot::v1::DavinciObservation& view);

class DavinciGame : public games::Game {
 public:
  DavinciGame(const std::string& variant, bool jokers, int players, uint64_t seed)
      : variant_(variant.empty() ? "standard" : variant), state_(players, jokers, seed) {}

  int NumSeats() const override { return state_.Players(); }
  bool IsOver() const override { return state_.IsOver(); }
  int SeatToMove() const override { return state_.ToMove(); }
  int Plies() const override { return state_.Actions(); }
  std::vector<bot::v1::Action> LegalActions() const override;
  void FillObservationFor(int seat, bot::v1::Observation* observation) const override;
  games::ApplyResult Apply(const bot::v1::Action& action) override;
  std::unique_ptr<games::Game> Clone() const override {
    return std::make_unique<DavinciGame>(*this);
  }
  void RedrawHidden(int seat, uint64_t seed) override { state_.RedrawHiddenFrom(seat, seed); }
  // Scores: the share of the other players placed below; points: the place
  // (1 = winner).
  games::Outcome GetOutcome() const override;
  std::string Record() const override { return state_.Record(); }
  std::string HiddenRecord() const override { return state_.HiddenRecord(); }
  std::string PositionText() const override { return state_.PositionText(); }

  const DavinciState& state() const { return state_; }

 private:
  std::string variant_;
  DavinciState state_;
};

// This game's row in the games registry.
games::GameType DavinciGameType();

}  // namespace davinci

#endif  // GAMES_DAVINCI_DAVINCI_GAME_H_
