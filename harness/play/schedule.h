// Which games a tournament plays: round robin or gauntlet, every pairing
// (every group, for games of more than two seats) in seed-paired games that
// rotate the seats, interleaved so a stopped tournament has played every
// pairing about equally.
#ifndef HARNESS_PLAY_SCHEDULE_H_
#define HARNESS_PLAY_SCHEDULE_H_

#include <cstdint>
#include <vector>

#include "harness/config/openings.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct ScheduledGame {
  int64_t game_index = 0;  // position in the schedule, 0-based
  int64_t pair_index = 0;  // the games of one seat rotation share it (and the seed)
  uint64_t seed = 0;       // the game's seed: opening, chance, decision seeds
  std::vector<int> seats;  // engine index (into config.engines) per seat
  // The suite opening the rotation starts from (nullptr: random plies).
  const Opening* opening = nullptr;
};

// The full schedule of a defaulted, validated config. With the config's
// opening suite (LoadOpenings; it must outlive the schedule) every seat
// rotation plays one of its openings, the same in every pairing.
std::vector<ScheduledGame> MakeSchedule(const tourney::v1::TournamentConfig& config,
                                        const std::vector<Opening>* openings = nullptr);

// Seed of the `pair_number`-th pair of every pairing: the same openings are
// played in every pairing, which makes results comparable across them.
uint64_t PairSeed(uint64_t tournament_seed, int64_t pair_number);

}  // namespace harness

#endif  // HARNESS_PLAY_SCHEDULE_H_
