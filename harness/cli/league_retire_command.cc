// `tourney league retire|pause|resume NAME`: the organiser's say over a bot.
#include <cstdio>
#include <string>
#include <vector>

#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"

namespace harness {
namespace {

struct StateFlags {
  std::string db = kDefaultLeagueDb;
};

const Flag<StateFlags> kStateFlags[] = {
    {{"db", Arity::kValue, "FILE", "the league (default league.sqlite)"},
     Set<StateFlags>([](const std::string& db, StateFlags& s) { s.db = db; })},
};

std::vector<FlagSection<StateFlags>> StateFlagSections() {
  return {{"", {std::begin(kStateFlags), std::end(kStateFlags)}}};
}

constexpr char kUsage[] =
    "usage: tourney league retire|pause|resume NAME [--db LEAGUE]\n"
    "retire: the bot leaves the league for good (its games and versions stay in\n"
    "        its history; it takes no new version).\n"
    "pause:  the bot is matched no more until `resume` (its page says so).\n"
    "resume: the bot's current version is matched again (also after a suspension).\n"
    "A running `serve` takes the change within a second; games under way finish.\n\n";

}  // namespace

// args[0] is the verb.
int LeagueRetireCommand(const std::vector<std::string>& args) {
  const std::string verb = args[0];
  const LeagueCommandLine read = ReadLeagueCommandLine(
      std::vector<std::string>(args.begin() + 1, args.end()), StateFlagSections(), kUsage,
      [&](const CliFlags& flags) { return flags.positional().size() == 1; });
  if (!read.given) return read.exit_status;
  const CliFlags* flags = &*read.given;
  StateFlags state;
  if (absl::Status applied = ApplyFlags(*flags, StateFlagSections(), state); !applied.ok()) {
    return Fail(applied);
  }
  absl::StatusOr<OpenedLeague> league = OpenLeague(state.db);
  if (!league.ok()) return Fail(league.status());
  const std::string& bot = flags->positional()[0];
  absl::Status done;
  if (verb == "retire") {
    done = league->store->Retire(bot);
  } else if (verb == "resume") {
    done = league->store->Reinstate(bot);
  } else {
    done = league->store->Pause(bot);
  }
  if (!done.ok()) return Fail(done);
  std::printf("%s: %s\n", bot.c_str(),
              verb == "retire"  ? "retired"
              : verb == "pause" ? "paused"
                                : "matched again");
  return 0;
}

}  // namespace harness
