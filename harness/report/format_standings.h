// What a format that pairs by results prints after its ratings: a Swiss
// tournament's standings and crosstable, a knockout's bracket, the rank
// format's ranking with the orders it settled. Made from the log's records
// and the resolved tournament (the same pairing functions that played it).
#ifndef HARNESS_REPORT_FORMAT_STANDINGS_H_
#define HARNESS_REPORT_FORMAT_STANDINGS_H_

#include <string>
#include <vector>

#include "harness/plan/resolved_tournament.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// "" for a round robin or gauntlet.
std::string FormatStandingsText(const ResolvedTournament& tournament,
                                const std::vector<tourney::v1::GameRecord>& records);

}  // namespace harness

#endif  // HARNESS_REPORT_FORMAT_STANDINGS_H_
