// Everything the referee and the seats can observe of a game at one moment,
// to tell whether something changed it: a refused action must not, trying
// an action on a clone must not, and redrawing what a seat may not see must
// not change that seat's view.
#ifndef GAMES_COMMON_CONFORMANCE_SNAPSHOT_H_
#define GAMES_COMMON_CONFORMANCE_SNAPSHOT_H_

#include <string>
#include <vector>

#include "games/common/game.h"

namespace games::conformance {

// Protos are kept serialized: cheap to compare, and the same message built
// the same way serializes the same within one binary.
struct Snapshot {
  std::string record;
  int plies = 0;
  int seat_to_move = 0;
  bool over = false;
  std::vector<std::string> views;  // by seat
  std::vector<std::string> legal;  // the seat to move's legal actions
};

// `seat`'s view, serialized.
std::string ViewOf(const Game& game, int seat);

// How much a snapshot takes. Every seat's view and the legal actions (up to
// hundreds) are the costly parts, so a check that snapshots many times a ply
// may take less each time and everything once.
enum class Parts {
  kRecord,  // the record and the counters
  kViews,   // ... and every seat's view
  kAll,     // ... and the legal actions
};
Snapshot TakeSnapshot(const Game& game, Parts parts = Parts::kAll);

// The first difference between two snapshots in words, "" if none.
std::string Difference(const Snapshot& before, const Snapshot& after);
// What differs between two serialized views of `seat`, for failure messages.
std::string ViewChange(int seat, const std::string& before, const std::string& after);

}  // namespace games::conformance

#endif  // GAMES_COMMON_CONFORMANCE_SNAPSHOT_H_
