// `tourney league export --out results.jsonl`: the league's games as a
// results log, so ratings, report, export and merge read a league as they
// read a tournament.
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/cli/atomic_file.h"
#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"

namespace harness {
namespace {

struct ExportFlags {
  std::string db = kDefaultLeagueDb;
  std::string out;
};

const Flag<ExportFlags> kExportFlags[] = {
    {{"db", Arity::kValue, "FILE", "the league (default league.sqlite)"},
     Set<ExportFlags>([](const std::string& db, ExportFlags& s) { s.db = db; })},
    {{"out", Arity::kValue, "RESULTS.jsonl", "the log to write (a new file)"},
     Set<ExportFlags>([](const std::string& out, ExportFlags& s) { s.out = out; })},
};

std::vector<FlagSection<ExportFlags>> ExportFlagSections() {
  return {{"", {std::begin(kExportFlags), std::end(kExportFlags)}}};
}

constexpr char kUsage[] =
    "usage: tourney league export --out RESULTS.jsonl [--db LEAGUE]\n"
    "Writes every committed game of the league, in commit order, as a results log:\n"
    "one record a line, the league's id as the tournament id, the game's lease as\n"
    "its index, each version named NAME@vN. `tourney ratings RESULTS.jsonl`,\n"
    "`report`, `export` and `merge` then read it. A running league can be exported:\n"
    "the log holds the games committed when the export began.\n\n";

}  // namespace

int LeagueExportCommand(const std::vector<std::string>& args) {
  const LeagueCommandLine read = ReadLeagueCommandLine(
      args, ExportFlagSections(), kUsage,
      [&](const CliFlags& flags) { return flags.Has("out") && flags.positional().empty(); });
  if (!read.given) return read.exit_status;
  const CliFlags* flags = &*read.given;
  ExportFlags exported;
  if (absl::Status applied = ApplyFlags(*flags, ExportFlagSections(), exported); !applied.ok()) {
    return Fail(applied);
  }
  if (std::filesystem::exists(exported.out)) {
    return Fail(absl::AlreadyExistsError(absl::StrCat(exported.out, " already exists")));
  }
  absl::StatusOr<OpenedLeague> league = OpenLeague(exported.db);
  if (!league.ok()) return Fail(league.status());
  int64_t games = 0;
  absl::Status written = WriteAtomically(exported.out, [&](std::ostream& out) {
    return league->store->VisitGames(0, [&](const LeagueGame& game) {
      out << game.record << '\n';
      ++games;
      return out ? absl::OkStatus() : absl::DataLossError("writing the log failed");
    });
  });
  if (!written.ok()) return Fail(written);
  std::fprintf(stderr, "exported %lld games of %s to %s\n", static_cast<long long>(games),
               exported.db.c_str(), exported.out.c_str());
  return 0;
}

}  // namespace harness
