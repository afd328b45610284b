// For the report's tests: the logs of formats that pair by results, made
// of random but legal Reversi games recorded as the harness records them
// (every decision with its time, depth, nodes and score), so the page's
// size and replays are those of real games.
#ifndef HARNESS_REPORT_SYNTHETIC_FORMATS_H_
#define HARNESS_REPORT_SYNTHETIC_FORMATS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "tourney/v1/tournament.pb.h"

namespace harness {

// Random legal moves from `seed`, `first` black (seat 0).
tourney::v1::GameRecord RandomReversiGame(uint64_t seed, const std::string& first,
                                          const std::string& second);

// "e001", "e002", ...: engine `index` (from 0) of a synthetic tournament.
std::string SyntheticEngineName(int index);

// Each match two seat-swapped games, the first with the match's first
// engine in seat 0; game indices laid out as the harness lays
// them (plan/format_rounds.h). Engine i is the
// stronger the lower i: each game's winner is drawn by the Elo model
// (synthetic_formats.cc has the rating steps) before a random game that
// ends that way is found.
//
// Swiss: each round pairs the engines by points (most first, then by
// index), each with the next one it has not met yet if any; with an odd
// count the lowest without a bye so far gets the round's bye.
std::vector<tourney::v1::GameRecord> SyntheticSwiss(int engines, int rounds, uint64_t seed);
// Knockout of 2^k engines, seeded by index: seed i meets seed n + 1 - i,
// then the winners in bracket order; a tied match plays up to two more
// seat-swapped pairs, and still tied goes to the higher seed.
std::vector<tourney::v1::GameRecord> SyntheticKnockout(int engines, uint64_t seed);
// Rank: `batches` rounds, each with a match of every two engines next to
// each other by index.
std::vector<tourney::v1::GameRecord> SyntheticRank(int engines, int batches, uint64_t seed);

}  // namespace harness

#endif  // HARNESS_REPORT_SYNTHETIC_FORMATS_H_
