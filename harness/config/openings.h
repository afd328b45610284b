// Opening suites: reading a tournament's opening file (one move sequence a
// line, in the game's own notation, each checked by playing it on the
// referee) and which opening each seat rotation plays.
#ifndef HARNESS_CONFIG_OPENINGS_H_
#define HARNESS_CONFIG_OPENINGS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "harness/config/game_definition.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct Opening {
  int index = 0;  // 1-based among the suite's openings, in file order
  int line = 0;   // where it is in the file
  std::vector<bot::v1::Action> actions;
};

// An opening suite as read: its openings and the digest of the bytes they
// were read from.
struct OpeningSuite {
  std::vector<Opening> openings;
  std::string digest;
};

// Reads the suite `settings.file` names, once, every line played on a new
// game of `game`. Errors name the file and line and say why (an unreadable
// move and the notation expected, an illegal move, a line that ends the
// game); a game without a move-sequence notation, a bad order or start, or
// an empty suite is refused as a whole. With settings.digest set, a file
// whose bytes no longer hash to it is refused: it changed since the
// tournament started (the digest pins what a tournament's openings are, not
// only where they are, into its id).
absl::StatusOr<OpeningSuite> LoadOpeningSuite(const GameDefinition& game,
                                              const tourney::v1::OpeningsConfig& settings);

// Where a suite is played from when openings.start is unset: its first line
// (openings.start counts from 1).
inline constexpr int kFirstOpening = 1;

// The suite opening (0-based) that the `rotation`-th seat rotation of every
// pairing plays (with seeds_per_pairing, the `rotation`-th pair of the
// schedule): file order or the seed's shuffle, from openings.start, wrapping
// around after the last.
class OpeningOrder {
 public:
  OpeningOrder(const tourney::v1::OpeningsConfig& openings, uint64_t seed, int count);
  int ForRotation(int64_t rotation) const;

 private:
  std::vector<int> order_;
  int64_t start_ = 0;
};

}  // namespace harness

#endif  // HARNESS_CONFIG_OPENINGS_H_
