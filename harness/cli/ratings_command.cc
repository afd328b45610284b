// `tourney ratings RESULTS`: the ratings report of a results log.
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/report/ratings_report.h"
#include "harness/report/standings_text.h"

namespace harness {

int RatingsCommand(const std::vector<std::string>& args) {
  if (args.size() != 1 || args[0] == "--help") {
    std::fputs("usage: tourney ratings RESULTS.jsonl\n", args.size() == 1 ? stdout : stderr);
    return args.size() == 1 ? 0 : 2;
  }
  absl::StatusOr<LogSummary> summary = ReadLogToReport(args[0]);
  if (!summary.ok()) return Fail(summary.status());
  // As the run printed it: the format's standings first.
  const std::optional<FormatStandings> standings = SavedFormatStandings(args[0], *summary);
  if (standings && !StandingsText(*standings).empty()) {
    std::fputs(absl::StrCat(StandingsText(*standings), "\n").c_str(), stdout);
  }
  std::fputs(FormatRatingsReport(*summary).c_str(), stdout);
  return 0;
}

}  // namespace harness
