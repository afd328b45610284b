// The report's "Games" section: a paginated list filterable by engine and
// result, and a replay viewer for the game opened (harness/report/assets/).
// The records travel as JSON in the page; the script decodes a game's
// record only when it is opened.
#ifndef HARNESS_REPORT_GAME_LIST_H_
#define HARNESS_REPORT_GAME_LIST_H_

#include <string>
#include <vector>

#include "tourney/v1/tournament.pb.h"

namespace harness {

// The section's HTML, its data included, in game order.
std::string GameListSection(const std::vector<tourney::v1::GameRecord>& records);

// The viewers' style and script, to include once in the page.
std::string GameListStyle();
std::string GameListScript();

}  // namespace harness

#endif  // HARNESS_REPORT_GAME_LIST_H_
