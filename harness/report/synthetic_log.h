// For the report's tests: results logs of made-up games, as large as a
// memory budget needs, with a result that depends on the game index only
// (so a test can tally what the reports should say on its own).
#ifndef HARNESS_REPORT_SYNTHETIC_LOG_H_
#define HARNESS_REPORT_SYNTHETIC_LOG_H_

#include <cstdint>
#include <string>
#include <vector>

#include "tourney/v1/tournament.pb.h"

namespace harness {

// Game `index` of a round robin among four engines laid out as the
// schedule does (seat-swapped pairs, a seed per rotation of the six
// pairings). `decisions` per game: two make a short record, 60 a Reversi
// game's worth (each with time, depth, nodes and score, and its move).
tourney::v1::GameRecord SyntheticGame(int64_t index, int decisions = 2);

// One normally ended game of `game`: names in seat order, each seat's
// score and points; its moves a serial number, so that no two made-up
// games are copies of each other (standings.h).
tourney::v1::GameRecord MadeUpGame(const std::string& game, uint64_t seed,
                                   const std::vector<std::string>& names,
                                   const std::vector<double>& scores,
                                   const std::vector<double>& points);

// Games 0 to `games` - 1 as a log named `name` in the test's temporary
// directory; returns its path.
std::string WriteSyntheticLog(const std::string& name, int64_t games, int decisions = 2);

// How many games an HTML report lists: its games data has one
// {"i":INDEX,...} each.
int CountListedGames(const std::string& html);

}  // namespace harness

#endif  // HARNESS_REPORT_SYNTHETIC_LOG_H_
