// `tourney league serve`: the league running, with its leaderboard online.
#include <signal.h>

#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"
#include "harness/cli/seed_flag.h"
#include "harness/cli/stop_signals.h"
#include "harness/config/number_ranges.h"
#include "harness/league/league_server.h"

namespace harness {
namespace {

constexpr IntRange kPort{"port", "--port", 0, 65535, "(0: any free port)", true};
constexpr IntRange kStopAfter{"stop after", "--stop-after-games", 1, int64_t{1} << 40, "games",
                              false};
constexpr IntRange kSubmissionMb{"submission cap", "--max-submission-mb", 1, 4096, "MiB", false};

struct ServeFlags {
  ServeOptions options;
  bool random_seed = false;
};

const Flag<ServeFlags> kServeFlags[] = {
    {{"db", Arity::kValue, "FILE", "the league (default league.sqlite)"},
     Set<ServeFlags>([](const std::string& db, ServeFlags& s) { s.options.db = db; })},
    {{"host", Arity::kValue, "ADDR",
      "the address the site listens on (default $LEAGUE_HOST: this\n"
      "machine only; 0.0.0.0 for every interface)"},
     Set<ServeFlags>([](const std::string& host, ServeFlags& s) { s.options.host = host; })},
    {{"port", Arity::kValue, "N",
      "the site's port (default $LEAGUE_PORT; 0: any free one, printed)"},
     Int<ServeFlags>(kPort,
                     [](int64_t v, ServeFlags& s) { s.options.port = static_cast<int>(v); })},
    {{"seed", Arity::kValue, "N|random",
      "the matchmaking's seed (default $LEAGUE_SEED; random: picked, printed)"},
     Checked<ServeFlags>([](const std::string& text, ServeFlags& s) {
       absl::StatusOr<uint64_t> seed = ParseSeedFlag(text);
       if (!seed.ok()) return seed.status();
       s.random_seed = *seed == 0;
       s.options.seed = *seed;
       return absl::OkStatus();
     })},
    {{"stop-after-games", Arity::kValue, "N",
      "stop once this server has committed N games (default: never)"},
     Int<ServeFlags>(kStopAfter, [](int64_t v, ServeFlags& s) { s.options.stop_after_games = v; })},
    {{"stop-grace-ms", Arity::kValue, "N",
      "on Ctrl-C, how long the games under way may finish before they\n"
      "are abandoned (and played again by the next serve; default $STOP_GRACE_MS)"},
     Int<ServeFlags>(kStopGraceMs, [](int64_t v, ServeFlags& s) { s.options.stop_grace_ms = v; })},
    {{"max-submission-mb", Arity::kValue, "N",
      "the largest bot archive accepted over HTTP (default $LEAGUE_SUBMISSION_MB)"},
     Int<ServeFlags>(kSubmissionMb,
                     [](int64_t v, ServeFlags& s) { s.options.max_submission_bytes = v << 20; })},
    {{"engine-log", Arity::kValue, "FILE",
      "where the bots' stderr goes (default LEAGUE.engines.log)"},
     Set<ServeFlags>(
         [](const std::string& log, ServeFlags& s) { s.options.launch.log_path = log; })},
};

std::vector<FlagSection<ServeFlags>> ServeFlagSections() {
  return {{"", {std::begin(kServeFlags), std::end(kServeFlags)}}};
}

constexpr char kUsage[] =
    "usage: tourney league serve [--db LEAGUE] [--port N] [--host ADDR]\n"
    "Runs the league: matchmaking, the games (the league's --workers at once) and\n"
    "the HTTP leaderboard with its JSON API and live updates (docs/league.md). One\n"
    "line per game committed. Ctrl-C stops after the games under way; a second\n"
    "Ctrl-C at once. Killed outright, the next serve loses no committed game and\n"
    "plays the games that were in flight again.\n\n";

}  // namespace

int LeagueServeCommand(const std::vector<std::string>& args) {
  const LeagueCommandLine read =
      ReadLeagueCommandLine(args, ServeFlagSections(), kUsage,
                            [&](const CliFlags& flags) { return flags.positional().empty(); });
  if (!read.given) return read.exit_status;
  const CliFlags* flags = &*read.given;
  ServeFlags serve;
  serve.options.db = kDefaultLeagueDb;
  if (absl::Status applied = ApplyFlags(*flags, ServeFlagSections(), serve); !applied.ok()) {
    return Fail(applied);
  }
  if (serve.random_seed) {
    serve.options.seed = RandomSeed();
    std::fprintf(stderr, "matchmaking seed %llu (picked at random)\n",
                 static_cast<unsigned long long>(serve.options.seed));
  }
  serve.options.launch.builtin_dir = DefaultBuiltinDir();
  if (serve.options.launch.log_path.empty()) {
    serve.options.launch.log_path = serve.options.db + ".engines.log";
  }
  serve.options.on_listening = [](const std::string& url) {
    std::printf("leaderboard: %s\n", url.c_str());
    std::fflush(stdout);
  };
  // A write past the file size limit (ulimit -f) fails with EFBIG, which
  // SQLite reports and serve stops on in one line, instead of SIGXFSZ
  // killing the server without a word.
  ::signal(SIGXFSZ, SIG_IGN);
  AllowGracefulStop();
  serve.options.stop_requested = [] { return StopSignal() != 0; };
  absl::Status served = ServeLeague(serve.options);
  if (!served.ok()) return Fail(served);
  if (StopSignal() != 0) return 128 + StopSignal();
  return 0;
}

}  // namespace harness
