// `tourney league add` and `update`: a bot's first version, and its next.
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"
#include "harness/engine/engine_connection.h"
#include "harness/league/admission.h"

namespace harness {
namespace {

struct AddFlags {
  std::string db = kDefaultLeagueDb;
  std::string command;
  std::string protocol = kDefaultBotProtocol;
};

const Flag<AddFlags> kAddFlags[] = {
    {{"db", Arity::kValue, "FILE", "the league (default league.sqlite)"},
     Set<AddFlags>([](const std::string& db, AddFlags& s) { s.db = db; })},
    {{"cmd", Arity::kValue, "CMD",
      "how the bot starts inside DIR: a program in it, relative to it,\n"
      "then its arguments ('./bot --level 3'); update: default the\n"
      "current version's"},
     Set<AddFlags>([](const std::string& cmd, AddFlags& s) { s.command = cmd; })},
    {{"protocol", Arity::kValue, "P",
      "what the bot speaks on its stdin and stdout: jsonl (default),\n"
      "proto, gtp, nboard; grpc only in a league without the sandbox\n"
      "(docs/protocol.md)"},
     Set<AddFlags>([](const std::string& protocol, AddFlags& s) { s.protocol = protocol; })},
};

std::vector<FlagSection<AddFlags>> AddFlagSections() {
  return {{"", {std::begin(kAddFlags), std::end(kAddFlags)}}};
}

std::string Usage(bool new_bot) {
  return absl::StrCat(
      new_bot ? "usage: tourney league add NAME DIR --cmd CMD [--protocol P] [--db LEAGUE]\n"
                "Adds a bot to the league. "
              : "usage: tourney league update NAME DIR [--cmd CMD] [--protocol P] [--db LEAGUE]\n"
                "A new version of a bot: matched from now on (a paused bot's once resumed);\n"
                "the old one keeps its games and its place in history. The current\n"
                "version's own DIR and command again are refused. ",
      "DIR is copied into the league's store under its\n"
      "SHA-256 (changing DIR later changes nothing), then `tourney check` runs the\n"
      "stored copy as the league will; a bot that fails is refused with the check's\n"
      "report.\n\n");
}

// The bot's current version: what `update` keeps unless told otherwise.
std::optional<LeagueVersion> Current(LeagueStore& store, const std::string& bot) {
  absl::StatusOr<std::vector<LeagueVersion>> versions = store.Versions();
  if (!versions.ok()) return std::nullopt;
  std::optional<LeagueVersion> current;
  for (const LeagueVersion& version : *versions) {
    if (version.bot == bot) current = version;
  }
  return current;
}

}  // namespace

int LeagueAddCommand(const std::vector<std::string>& args, bool new_bot) {
  const LeagueCommandLine read =
      ReadLeagueCommandLine(args, AddFlagSections(), Usage(new_bot), [&](const CliFlags& flags) {
        return flags.positional().size() == 2 && (!new_bot || flags.Has("cmd"));
      });
  if (!read.given) return read.exit_status;
  const CliFlags* flags = &*read.given;
  AddFlags add;
  if (absl::Status applied = ApplyFlags(*flags, AddFlagSections(), add); !applied.ok()) {
    return Fail(applied);
  }
  absl::StatusOr<OpenedLeague> league = OpenLeague(add.db);
  if (!league.ok()) return Fail(league.status());
  Submission submission{flags->positional()[0], flags->positional()[1], add.command, add.protocol,
                        new_bot};
  if (!new_bot) {
    if (std::optional<LeagueVersion> current = Current(*league->store, submission.bot)) {
      if (!flags->Has("cmd")) submission.command = current->command;
      if (!flags->Has("protocol")) submission.protocol = current->protocol;
    }
  }
  LaunchSettings launch;
  launch.builtin_dir = DefaultBuiltinDir();
  std::printf("checking %s from %s as the league runs it\n", submission.bot.c_str(),
              submission.dir.c_str());
  absl::StatusOr<LeagueVersion> version = AdmitVersion(
      submission, add.db, *league->store, league->settings, launch,
      [](const std::string& line) {
        std::printf("  %s\n", line.c_str());
        std::fflush(stdout);
      },
      LeagueNowMs());
  if (!version.ok()) return Fail(version.status());
  std::printf("%s v%d added (sha256 %s): %s\n", version->bot.c_str(), version->number,
              version->sha256.c_str(),
              version->active ? "matched from the next pairing"
                              : "paused, as the bot is: `tourney league resume` matches it");
  return 0;
}

}  // namespace harness
