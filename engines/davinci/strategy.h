// What a Da Vinci Code player decides, apart from the throttles the engine
// applies on top (temperature, epsilon): beliefs about the opponents'
// hidden tiles, the draw colour, where a joker goes, whether to guess on,
// which own tile to give up. Two strategies: the exact inference engine and
// the seed document's heuristics.
#ifndef ENGINES_DAVINCI_STRATEGY_H_
#define ENGINES_DAVINCI_STRATEGY_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/v1/davinci.pb.h"
#include "engines/davinci/posterior.h"
#include "games/common/seeded_random.h"

namespace davinci {

struct GuessChoice {
  int target = 0;
  int position = 0;
  int value = 0;
  double probability = 0;  // as the strategy believes it
};

// Every (slot, value) with a positive belief, most likely first.
std::vector<GuessChoice> GuessesOf(const std::vector<HiddenSlot>& beliefs);

class Strategy {
 public:
  virtual ~Strategy() = default;
  // Each opponent hidden slot with what this strategy believes it holds.
  virtual absl::StatusOr<std::vector<HiddenSlot>> Beliefs(
      const bot::v1::DavinciObservation& view) const = 0;
  // 0 black, 1 white; only colours with tiles left are asked about.
  virtual absl::StatusOr<int> DrawColour(const bot::v1::DavinciObservation& view,
                                         games::SeededRandom& random) const = 0;
  // Where the pending joker goes: 0 = leftmost ... rack length = rightmost.
  virtual absl::StatusOr<int> JokerPosition(const bot::v1::DavinciObservation& view) const = 0;
  // After a right guess: guess `best` again (true) or stop.
  virtual absl::StatusOr<bool> GuessAgain(const bot::v1::DavinciObservation& view,
                                          const GuessChoice& best) const = 0;
  // A wrong guess with nothing drawn: which own hidden tile to reveal.
  virtual absl::StatusOr<uint32_t> TileToReveal(const bot::v1::DavinciObservation& view) const = 0;
};

// risk scales how readily a strategy guesses on (1 = as designed, more is
// bolder); threshold is the seed's bar for risking an important tile.
std::unique_ptr<Strategy> MakeInferenceStrategy(double risk);
std::unique_ptr<Strategy> MakeSeedStrategy(double risk, double threshold);

}  // namespace davinci

#endif  // ENGINES_DAVINCI_STRATEGY_H_
