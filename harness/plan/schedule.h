// Which games a fixed-schedule format (round robin, gauntlet) plays: its
// groups (FormatKind::Groups), every pairing
// (every group, for games of more than two seats) in seed-paired games that
// rotate the seats, interleaved so a stopped tournament has played every
// pairing about equally.
//
// The schedule is never materialised: game k is computed from k alone
// (the group is unranked from its index among the combinations), so a
// tournament of a billion games costs no more memory than one of ten.
#ifndef HARNESS_PLAN_SCHEDULE_H_
#define HARNESS_PLAN_SCHEDULE_H_

#include <cstdint>
#include <vector>

#include "harness/config/openings.h"
#include "harness/formats/format_kind.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct ScheduledGame {
  int64_t game_index = 0;  // position in the schedule, 0-based
  int64_t pair_index = 0;  // the games of one seat rotation share it (and the seed)
  uint64_t seed = 0;       // the game's seed: opening, chance, decision seeds
  std::vector<int> seats;  // engine index (into config.engines) per seat
  // The suite opening the rotation starts from (nullptr: random plies).
  const Opening* opening = nullptr;
  // Formats that pair by results (format_rounds.h): the round and the
  // match in it, from 1; 0 in a round robin or gauntlet.
  int round = 0;
  int match = 0;
};

// The schedule of a defaulted, validated config. Order: rotation number
// (the seed) first, then group (ascending combinations of engine indices;
// in a gauntlet the hub first, then a combination of the others), then the
// seat shift. With the config's opening suite (LoadOpenings; it must outlive
// the schedule) every seat rotation plays one of its openings, the same in
// every pairing. With config.seeds_per_pairing every pairing plays seeds of
// its own (PairingSeed), and its suite openings follow the pair index, so
// pairings share neither: more independent units for the ratings.
class Schedule {
 public:
  explicit Schedule(const tourney::v1::TournamentConfig& config,
                    const std::vector<Opening>* openings = nullptr);

  int64_t size() const { return rotations_ * groups_ * seats_; }
  // Game `game_index` (0 <= game_index < size()), in O(seats^2 log engines).
  ScheduledGame Game(int64_t game_index) const;

 private:
  const tourney::v1::TournamentConfig& config_;
  const FormatKind& format_;  // its groups
  int seats_ = 1;
  int64_t groups_ = 0;
  int64_t rotations_ = 0;
  uint64_t seed_ = 0;
  bool seeds_per_pairing_ = false;
  const std::vector<Opening>* openings_ = nullptr;  // null or non-empty
  OpeningOrder order_;
};

// Seed of the `pair_number`-th pair of every pairing: the same openings are
// played in every pairing, which makes results comparable across them.
uint64_t PairSeed(uint64_t tournament_seed, int64_t pair_number);

// With seeds_per_pairing: the seed of the `pair_number`-th pair of the
// `group_rank`-th pairing (in the schedule's group order), its own.
uint64_t PairingSeed(uint64_t tournament_seed, int64_t group_rank, int64_t pair_number);

}  // namespace harness

#endif  // HARNESS_PLAN_SCHEDULE_H_
