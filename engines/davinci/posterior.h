// The exact posterior over hidden tiles. Every tile is dealt and drawn
// uniformly at random (a drawer chooses only the colour), so every
// assignment of the unseen tiles to the hidden slots that fits what is
// known is equally likely; the probability that a slot holds a value is the
// share of those assignments. An assignment fits if each slot gets an unseen
// tile of its colour, numbers stand in ascending order in every rack (black
// before white on equal numbers; jokers anywhere), no slot holds a value
// once guessed wrong at it, and a drawn number's left neighbour when it
// entered was not a joker (numbers enter just right of the last smaller
// number). Where jokers stand is taken as uninformative. Optionally, a
// wrong guess also shows that its guesser held no tile it named.
//
// Counted exactly: for each way of placing the unseen jokers, a dynamic
// programme runs over the number tiles in ascending order, its state how
// many hidden number slots of each rack are filled (a rack's numbers are
// sorted, so they fill left to right); forward and backward passes give
// every slot's marginals.
#ifndef ENGINES_DAVINCI_POSTERIOR_H_
#define ENGINES_DAVINCI_POSTERIOR_H_

#include <array>
#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/v1/davinci.pb.h"

namespace davinci {

inline constexpr int kValues = 13;  // 0-11 and the joker

struct HiddenSlot {
  int seat = 0;
  int position = 0;  // in the seat's rack
  int tile_id = 0;
  std::array<double, kValues> probability{};
};

// What a wrong guess tells.
enum class GuessReading {
  kRules,  // the value is not at the tile guessed
  // ... and the guesser did not hold the tile it named: true of every player
  // who never names a tile of its own (not of a random player).
  kGuessersNameNoOwnTile,
};

// The slots of every opponent of view.seat() still in the game, as that
// seat sees them (its own tiles known), or an error if no assignment fits
// the view (a corrupt observation, or guesses read as kGuessersNameNoOwnTile
// from a player who did name its own tile).
absl::StatusOr<std::vector<HiddenSlot>> Posterior(const bot::v1::DavinciObservation& view,
                                                  GuessReading reading = GuessReading::kRules);

// The unrevealed slots of `seat` as an observer who sees only what is public
// would weigh them: what the opponents can infer about that rack (without
// the tiles they hold themselves).
absl::StatusOr<std::vector<HiddenSlot>> PublicPosterior(
    const bot::v1::DavinciObservation& view, int seat, GuessReading reading = GuessReading::kRules);

}  // namespace davinci

#endif  // ENGINES_DAVINCI_POSTERIOR_H_
