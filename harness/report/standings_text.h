// A format's standings (formats/format_standings.h) as the text report
// prints them after the ratings: a Swiss's table with its tie-breaks and
// crosstable, a knockout's bracket, the rank format's order with what it
// settled.
#ifndef HARNESS_REPORT_STANDINGS_TEXT_H_
#define HARNESS_REPORT_STANDINGS_TEXT_H_

#include <string>

#include "harness/formats/format_standings.h"

namespace harness {

// "" for a format without standings of its own (round robin, gauntlet).
std::string StandingsText(const FormatStandings& standings);

}  // namespace harness

#endif  // HARNESS_REPORT_STANDINGS_TEXT_H_
