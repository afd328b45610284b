// `tourney league status`: the leaderboard and what is in flight, as text.
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"
#include "harness/league/league_games.h"
#include "harness/league/league_live.h"

namespace harness {
namespace {

struct StatusFlags {
  std::string db = kDefaultLeagueDb;
  BoardOrder order = BoardOrder::kRating;
};

const Flag<StatusFlags> kStatusFlags[] = {
    {{"db", Arity::kValue, "FILE", "the league (default league.sqlite)"},
     Set<StatusFlags>([](const std::string& db, StatusFlags& s) { s.db = db; })},
    {{"by-lower", Arity::kSwitch, "", "order by the lower end of the 95% interval (conservative)"},
     Set<StatusFlags>(
         [](const std::string&, StatusFlags& s) { s.order = BoardOrder::kLowerBound; })},
};

std::vector<FlagSection<StatusFlags>> StatusFlagSections() {
  return {{"", {std::begin(kStatusFlags), std::end(kStatusFlags)}}};
}

constexpr char kUsage[] =
    "usage: tourney league status [--db LEAGUE] [--by-lower]\n"
    "The leaderboard (each bot's current version), suspended versions and games\n"
    "in flight, from the league file (a running serve may be ahead by a game).\n\n";

std::string Cell(double value) {
  return std::isfinite(value) ? absl::StrFormat("%.0f", value) : "-";
}

}  // namespace

int LeagueStatusCommand(const std::vector<std::string>& args) {
  const LeagueCommandLine read =
      ReadLeagueCommandLine(args, StatusFlagSections(), kUsage,
                            [&](const CliFlags& flags) { return flags.positional().empty(); });
  if (!read.given) return read.exit_status;
  const CliFlags* flags = &*read.given;
  StatusFlags status;
  if (absl::Status applied = ApplyFlags(*flags, StatusFlagSections(), status); !applied.ok()) {
    return Fail(applied);
  }
  absl::StatusOr<OpenedLeague> league = OpenLeague(status.db);
  if (!league.ok()) return Fail(league.status());
  LeagueLive live(/*window_games=*/1, /*keep_history=*/false);
  if (absl::Status read = live.Refresh(*league->store); !read.ok()) return Fail(read);
  const std::shared_ptr<const LiveSnapshot> snapshot = live.Snapshot();
  const LeagueSettings& settings = league->settings;
  std::printf("%s: %s%s%s, %lld games, bots %s\n", status.db.c_str(), settings.games.game().c_str(),
              settings.games.variant().empty() ? "" : " ", settings.games.variant().c_str(),
              static_cast<long long>(snapshot->board.games),
              Sandboxed(settings) ? "sandboxed" : "NOT sandboxed (sandbox: none)");
  std::printf("%4s  %-24s %7s %6s %6s %7s %7s  %s\n", "rank", "bot", "version", "rating", "±95%",
              "lower", "games", "state");
  int rank = 0;
  for (const VersionStanding& s : BotsBy(snapshot->board, status.order)) {
    const LeagueVersion& v = s.version;
    const std::string state = v.suspended_because.empty() || v.retired
                                  ? StateText(v)
                                  : absl::StrCat(StateText(v), ": ", v.suspended_because);
    // Only the bots being matched hold a rank.
    std::printf("%4s  %-24s %7s %6s %6s %7s %7lld  %s\n",
                v.active ? absl::StrCat(++rank).c_str() : "-", v.bot.c_str(),
                absl::StrCat("v", v.number).c_str(), RatingText(s).c_str(),
                Cell(s.margin95).c_str(), Cell(s.Lower()).c_str(), static_cast<long long>(s.games),
                state.c_str());
  }
  absl::StatusOr<std::vector<LeagueLease>> leases = league->store->Leases();
  if (!leases.ok()) return Fail(leases.status());
  std::printf(
      "%zu game%s in flight (or held by a stopped serve, which the next one plays "
      "first)\n",
      leases->size(), leases->size() == 1 ? "" : "s");
  return 0;
}

}  // namespace harness
