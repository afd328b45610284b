// A format's standings (formats/format_standings.h) from a log's summary:
// its records read by the format's own code (FormatRounds), with the
// ratings the ratings report prints. Computed once and handed to every
// report (text, HTML, JSON, TRF).
#ifndef HARNESS_REPORT_FORMAT_STANDINGS_H_
#define HARNESS_REPORT_FORMAT_STANDINGS_H_

#include <optional>

#include "harness/formats/format_standings.h"
#include "harness/plan/format_rounds.h"
#include "harness/report/log_summary.h"

namespace harness {

// nullopt for a format without standings of its own (`rounds` null: a
// round robin or gauntlet) or a log without two-player games.
std::optional<FormatStandings> StandingsOf(const FormatRounds* rounds, const LogSummary& summary);

}  // namespace harness

#endif  // HARNESS_REPORT_FORMAT_STANDINGS_H_
