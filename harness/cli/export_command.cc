// `tourney export`: a results log as PGN (rating tools) or GGF (Othello
// viewers).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/report/export.h"
#include "harness/report/standings_json.h"

namespace harness {
namespace {

constexpr char kUsage[] = R"(usage: tourney export --format pgn|ggf|trf RESULTS.jsonl [-o OUT]

Writes every game of a results log in another program's format (default: to
standard output):
  pgn  one PGN game per two-player record, for Ordo and BayesElo: White is
       seat 0, Black seat 1 (the first mover is White whatever the game calls
       it), Result from the scores, tags Game, Variant, Seed, Termination,
       PlyCount, OpeningIndex; the record in the game's own notation as a
       comment. Games of one or more than two seats are skipped, counted.
  ggf  Reversi only: one Othello GGF game a line (GGS, NBoard), PB seat 0
       (Black), PW seat 1, RE Black's disc differential (flag t: lost on
       time, r: resigned or another forfeit, s: adjudicated), the moves.
  trf  a Swiss only: FIDE's Tournament Report File (TRF-16), which pairing
       programs (bbpPairings, JaVaFo) read and check: the standings the run
       printed, from the log and the config saved beside it.

)";

struct ExportSettings {
  std::string format;
  std::string out;  // "": standard output
};

const Flag<ExportSettings> kExportFlags[] = {
    {{"format", Arity::kValue, "pgn|ggf|trf", "the format (above)"},
     Checked<ExportSettings>([](const std::string& format, ExportSettings& s) {
       if (format != "pgn" && format != "ggf" && format != "trf") {
         return absl::InvalidArgumentError(
             absl::StrCat("--format=", format, ": expected pgn, ggf or trf"));
       }
       s.format = format;
       return absl::OkStatus();
     })},
    {{"out", Arity::kValue, "OUT", "where to write (also -o OUT; default: standard output)"},
     Set<ExportSettings>([](const std::string& out, ExportSettings& s) { s.out = out; })},
};

std::vector<FlagSection<ExportSettings>> ExportFlags() {
  return {{"", {std::begin(kExportFlags), std::end(kExportFlags)}}};
}

// A Swiss's standings as TRF-16, from the log and its saved config.
int ExportTrf(const std::string& results, std::ostream& stream, const std::string& out) {
  absl::StatusOr<LogSummary> summary = ReadLogToReport(results);
  if (!summary.ok()) return Fail(summary.status());
  const std::optional<FormatStandings> standings = SavedFormatStandings(results, *summary);
  if (!standings || !standings->swiss) {
    return Fail(absl::FailedPreconditionError(
        absl::StrCat("--format=trf: ", results, " is not a Swiss's log (its saved config ",
                     ConfigCopyPath(results), " says another format, or is missing)")));
  }
  stream << StandingsTrf(*standings, absl::StrCat("Tournament ", summary->tournament_id()));
  stream.flush();
  if (!stream) return Fail(absl::UnavailableError(absl::StrCat("cannot write ", out)));
  std::fprintf(stderr, "exported the Swiss's standings after %d rounds%s\n",
               standings->rounds_played, out.empty() ? "" : absl::StrCat(" to ", out).c_str());
  return 0;
}

}  // namespace

int ExportCommand(const std::vector<std::string>& args) {
  std::vector<std::string> normalized;
  for (const std::string& arg : args) normalized.push_back(arg == "-o" ? "--out" : arg);
  absl::StatusOr<CliFlags> flags = ParseFlags(normalized, ExportFlags());
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help") || flags->positional().size() != 1 || !flags->Has("format")) {
    const std::string usage = kUsage + SectionsHelp(ExportFlags());
    std::fputs(usage.c_str(), flags->Has("help") ? stdout : stderr);
    return flags->Has("help") ? 0 : 2;
  }
  ExportSettings settings;
  absl::Status applied = ApplyFlags(*flags, ExportFlags(), settings);
  if (!applied.ok()) return Fail(applied);
  const std::string& format = settings.format;
  const std::string results = flags->positional()[0];
  const std::string& out = settings.out;
  std::ofstream file;
  if (!out.empty()) file.open(out);
  std::ostream& stream = out.empty() ? std::cout : file;
  if (format == "trf") return ExportTrf(results, stream, out);
  // Record by record: the log's size does not matter.
  ExportedGames exported;
  absl::StatusOr<GameScan> scan =
      ScanGames({results}, [&](const tourney::v1::GameRecord& record) -> absl::Status {
        absl::StatusOr<ExportedGames> game =
            format == "pgn" ? ExportPgn({record}) : ExportGgf({record});
        if (!game.ok()) return game.status();
        stream << game->text;
        exported.games += game->games;
        exported.skipped += game->skipped;
        if (!game->skipped_why.empty()) exported.skipped_why = game->skipped_why;
        return absl::OkStatus();
      });
  if (!scan.ok()) return Fail(scan.status());
  PrintScanNotes(results, *scan);
  stream.flush();
  if (!stream) return Fail(absl::UnavailableError(absl::StrCat("cannot write ", out)));
  std::fprintf(
      stderr, "exported %d games%s%s\n", exported.games,
      out.empty() ? "" : absl::StrCat(" to ", out).c_str(),
      exported.skipped == 0
          ? ""
          : absl::StrCat("; skipped ", exported.skipped, " (", exported.skipped_why, ")").c_str());
  return 0;
}

}  // namespace harness
