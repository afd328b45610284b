// `tourney merge --out MERGED RESULTS...`: the result logs of one
// tournament (its shards, say) combined into one, and its ratings report.
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/report/ratings_report.h"
#include "harness/results/merge.h"

namespace harness {
namespace {

struct MergeSettings {
  std::string out;
};

const Flag<MergeSettings> kMergeFlags[] = {
    {{"out", Arity::kValue, "MERGED.jsonl", "the merged log (a new file)"},
     Set<MergeSettings>([](const std::string& out, MergeSettings& s) { s.out = out; })},
};

std::vector<FlagSection<MergeSettings>> MergeFlags() {
  return {{"", {std::begin(kMergeFlags), std::end(kMergeFlags)}}};
}

std::string Usage() {
  return "usage: tourney merge --out MERGED.jsonl RESULTS.jsonl...\n"
         "Combines the result logs of one tournament (e.g. its shards): a game found\n"
         "twice with the same outcome is kept once; different outcomes are an error.\n"
         "Prints the ratings report of the merged games.\n\n" +
         SectionsHelp(MergeFlags());
}

}  // namespace

int MergeCommand(const std::vector<std::string>& args) {
  absl::StatusOr<CliFlags> flags = ParseFlags(args, MergeFlags());
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help") || !flags->Has("out") || flags->positional().empty()) {
    std::fputs(Usage().c_str(), flags->Has("help") ? stdout : stderr);
    return flags->Has("help") ? 0 : 2;
  }
  MergeSettings settings;
  absl::Status applied = ApplyFlags(*flags, MergeFlags(), settings);
  if (!applied.ok()) return Fail(applied);
  if (std::filesystem::exists(settings.out)) {
    return Fail(absl::AlreadyExistsError(absl::StrCat(settings.out, " already exists")));
  }
  // The text report only: no samples over time.
  LogSummary summary(0);
  absl::StatusOr<GameScan> merged =
      MergeResultLogs(flags->positional(), settings.out,
                      [&summary](const tourney::v1::GameRecord& r) { summary.Add(r); });
  if (!merged.ok()) return Fail(merged.status());
  PrintScanNotes(absl::StrCat(flags->positional().size(), " logs"), *merged);
  std::fprintf(stderr, "merged %lld games from %zu logs into %s (%lld duplicates dropped)\n",
               static_cast<long long>(merged->games), flags->positional().size(),
               settings.out.c_str(), static_cast<long long>(merged->duplicates));
  std::fputs(FormatRatingsReport(summary).c_str(), stdout);
  return 0;
}

}  // namespace harness
