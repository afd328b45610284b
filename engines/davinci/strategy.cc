#include "engines/davinci/strategy.h"

#include <algorithm>

namespace davinci {

std::vector<GuessChoice> GuessesOf(const std::vector<HiddenSlot>& beliefs) {
  std::vector<GuessChoice> guesses;
  for (const HiddenSlot& slot : beliefs) {
    for (int value = 0; value < kValues; ++value) {
      if (slot.probability[value] > 0)
        guesses.push_back({slot.seat, slot.position, value, slot.probability[value]});
    }
  }
  std::stable_sort(guesses.begin(), guesses.end(), [](const GuessChoice& a, const GuessChoice& b) {
    return a.probability > b.probability;
  });
  return guesses;
}

}  // namespace davinci
