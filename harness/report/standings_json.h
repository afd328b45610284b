// A format's standings (formats/format_standings.h) for programs: one JSON
// object, and a Swiss's as FIDE's TRF-16. The JSON,
// for programs: the same object the text and HTML reports print. Written
// beside the results log as standings.json when a run ends. Names are
// JSON-escaped (and "<" as \u003c, so the text can sit in a page).
//
//   {"format": "Swiss", "rounds_played": 5, "rounds": 5,
//    "engines": [{"name": ..., "rating": "+12"}, ...],            // config order
//    "swiss": [{"rank": 1, "engine": ..., "points": 7, "games": 10,
//               "buchholz": 21.5, "sonneborn_berger": 30,
//               "rounds": [{"opponent": ..., "seat": 0, "points": 2} |
//                          {"bye": true, "points": 2} | {"unpaired": true}]}],
//    "knockout": {"size": 8, "champion": ..., "rounds": [{"round": 1, "matches": [
//                  {"number": 1, "high": ..., "high_seed": 1, "low": ... | null,
//                   "low_seed": 8, "high_points": 3, "low_points": 1, "games": 4,
//                   "tiebreak_games": 0, "winner": ... | null, "reason": "won 3-1"}]}]},
//    "rank": {"why": ..., "guarantee": ..., "order": [names],
//             "adjacent": [{"upper": ..., "lower": ..., "settled": true,
//                           "doubt": 0.01, "los": "97.5", "games": 40}]}}
// Only the key of the format's shape is present.
#ifndef HARNESS_REPORT_STANDINGS_JSON_H_
#define HARNESS_REPORT_STANDINGS_JSON_H_

#include <string>

#include "harness/formats/format_standings.h"

namespace harness {

std::string StandingsJson(const FormatStandings& standings);

// A Swiss's standings as FIDE's TRF-16 (formats/trf.h), `title` its 012
// line; "" for another format. No ratings column: the ratings are the
// tournament's own Elo, not a rating list's.
std::string StandingsTrf(const FormatStandings& standings, const std::string& title);

}  // namespace harness

#endif  // HARNESS_REPORT_STANDINGS_JSON_H_
