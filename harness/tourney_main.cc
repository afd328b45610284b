// tourney: the harness command line. See `tourney --help`.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <functional>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "google/protobuf/text_format.h"
#include "harness/cli_flags.h"
#include "harness/default_tournament.h"
#include "harness/engine_spec.h"
#include "harness/ratings_report.h"
#include "harness/results_log.h"
#include "harness/tournament.h"
#include "harness/tournament_config.h"

namespace harness {
namespace {

constexpr char kHelp[] = R"(tourney: runs game-AI tournaments between engines that speak bot.v1 (gRPC).

usage:
  tourney                      the default tournament (Reversi round robin:
                               random, seed-d1, seed-d3, strong)
  tourney run [CONFIG] [flags] a tournament from a config file (protobuf text
                               format, schema tourney.v1.TournamentConfig in
                               protos/tourney/v1/tournament.proto) and/or flags
  tourney ratings RESULTS      the ratings report of a results log
  tourney --help               this text

run flags (each overrides the config file):
  --engine SPEC          add an engine (repeatable). SPEC is comma-separated
                         key=value: name=NAME and one of builtin=random|reversi|yacht,
                         cmd=PATH (spawned with --port=0; args=A B C passes
                         arguments) or addr=HOST:PORT (already running), plus
                         option.KEY=VALUE for options the engine declares.
                         e.g. --engine name=ab3,builtin=reversi,option.eval=seed,option.depth=3
  --game NAME            game: reversi (default) or yacht
  --variant NAME         e.g. yacht: clubhouse (default), pancht, yahtzee, with
                         switches: yahtzee:joker=forced, clubhouse:duplicate_dice=true
  --seats N              players per game (default 2; yacht: 1..6)
  --format FORMAT        round_robin (default) or gauntlet
  --gauntlet NAME        the engine that meets all others (default: the first)
  --games N              games per pairing, played as seat-swapped pairs (default 20)
  --opening-plies N      random opening plies before engines move (default 4; 0 = none)
  --seed N               master seed (default: from the clock, printed)
  --concurrency N        games at once (default 2); each has its own engine processes
  --move-time-ms N       thinking time offered per move (default 100)
  --deadline-margin-ms N grace on top before an answer is late (default 1000)
  --results PATH         results log, JSON lines (default results/<time>/results.jsonl)
  --resume               continue PATH: finished games are kept, the rest played
                         (with no config or engines given, the saved
                         PATH.config.txtpb is used)
  --engine-log PATH      append engine stderr here (default: next to the results)
  --builtin-dir DIR      where built-in engines live (default: beside this binary)
  --quiet                no progress line

Each finished game is appended to the results log and synced at once; a killed
tournament continues with --resume. The ratings report is printed at the end
and written next to the results log (ratings.txt).
)";

int Fail(const absl::Status& status) {
  std::fprintf(stderr, "tourney: %s\n", std::string(status.message()).c_str());
  return 1;
}

std::string ConfigCopyPath(const std::string& results) { return results + ".config.txtpb"; }

std::string ReportPath(const std::string& results) {
  return (std::filesystem::path(results).parent_path() / "ratings.txt").string();
}

absl::Status ApplyRunFlags(const CliFlags& flags, tourney::v1::TournamentConfig* config) {
  for (const std::string& text : flags.GetAll("engine")) {
    absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(text);
    if (!spec.ok()) return spec.status();
    *config->add_engines() = *std::move(spec);
  }
  if (flags.Has("game")) config->set_game(flags.Get("game"));
  if (flags.Has("variant")) config->set_variant(flags.Get("variant"));
  if (flags.Has("format")) {
    const std::string format = flags.Get("format");
    if (format == "round_robin") {
      config->set_format(tourney::v1::TournamentConfig::ROUND_ROBIN);
    } else if (format == "gauntlet") {
      config->set_format(tourney::v1::TournamentConfig::GAUNTLET);
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("--format=", format, ": expected round_robin or gauntlet"));
    }
  }
  if (flags.Has("gauntlet")) {
    config->set_gauntlet_engine(flags.Get("gauntlet"));
    config->set_format(tourney::v1::TournamentConfig::GAUNTLET);
  }
  struct IntFlag {
    const char* name;
    int64_t min, max;
    std::function<void(int64_t)> set;
  };
  const IntFlag int_flags[] = {
      {"games", 1, 1000000, [&](int64_t v) { config->set_games_per_pairing(static_cast<int>(v)); }},
      {"opening-plies", 0, 60, [&](int64_t v) { config->set_opening_plies(v == 0 ? -1 : static_cast<int>(v)); }},
      {"concurrency", 1, 256, [&](int64_t v) { config->set_concurrency(static_cast<int>(v)); }},
      {"seats", 1, 6, [&](int64_t v) { config->set_seats_per_game(static_cast<int>(v)); }},
      {"move-time-ms", 1, 3600000, [&](int64_t v) { config->set_move_time_ms(v); }},
      {"deadline-margin-ms", 1, 3600000, [&](int64_t v) { config->set_deadline_margin_ms(v); }},
  };
  for (const IntFlag& flag : int_flags) {
    if (!flags.Has(flag.name)) continue;
    absl::StatusOr<int64_t> value = flags.GetInt(flag.name, 0, flag.min, flag.max);
    if (!value.ok()) return value.status();
    flag.set(*value);
  }
  if (flags.Has("seed")) {
    uint64_t seed;
    if (!absl::SimpleAtoi(flags.Get("seed"), &seed)) {
      return absl::InvalidArgumentError(absl::StrCat("--seed=", flags.Get("seed"), ": not a number"));
    }
    config->set_seed(seed);
  }
  if (flags.Has("results")) config->set_results(flags.Get("results"));
  return absl::OkStatus();
}

int Run(const std::vector<std::string>& args, bool default_tournament) {
  absl::StatusOr<CliFlags> flags = CliFlags::Parse(
      args,
      {"engine", "game", "variant", "seats", "format", "gauntlet", "games", "opening-plies", "seed",
       "concurrency", "move-time-ms", "deadline-margin-ms", "results", "engine-log",
       "builtin-dir"},
      {"resume", "quiet", "help"});
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::fputs(kHelp, stdout);
    return 0;
  }
  if (flags->positional().size() > 1) {
    return Fail(absl::InvalidArgumentError("run takes at most one config file"));
  }

  tourney::v1::TournamentConfig config;
  const bool resume = flags->Has("resume");
  if (!flags->positional().empty()) {
    absl::StatusOr<tourney::v1::TournamentConfig> loaded =
        LoadTournamentConfig(flags->positional()[0]);
    if (!loaded.ok()) return Fail(loaded.status());
    config = *std::move(loaded);
  } else if (resume && !flags->Has("engine") && flags->Has("results")) {
    // Resuming with nothing but the results path: reuse the saved config.
    absl::StatusOr<tourney::v1::TournamentConfig> saved =
        LoadTournamentConfig(ConfigCopyPath(flags->Get("results")));
    if (!saved.ok()) {
      return Fail(absl::NotFoundError(absl::StrCat(
          "--resume: no config given and ", ConfigCopyPath(flags->Get("results")),
          " is missing; pass the same config or --engine flags as the first run")));
    }
    config = *std::move(saved);
  } else if (default_tournament || !flags->Has("engine")) {
    config = DefaultTournament();
  }
  absl::Status applied = ApplyRunFlags(*flags, &config);
  if (!applied.ok()) return Fail(applied);

  if (resume && config.results().empty()) {
    return Fail(absl::InvalidArgumentError("--resume needs --results (the log to continue)"));
  }
  if (config.seed() == 0 && resume) {
    // The first run picked the seed; it is in the saved config.
    absl::StatusOr<tourney::v1::TournamentConfig> saved =
        LoadTournamentConfig(ConfigCopyPath(config.results()));
    if (saved.ok()) config.set_seed(saved->seed());
  }
  if (config.seed() == 0) {
    config.set_seed(static_cast<uint64_t>(absl::ToUnixMicros(absl::Now())));
  }
  if (config.results().empty()) {
    config.set_results(absl::StrCat(
        "results/", absl::FormatTime("%Y%m%d-%H%M%S", absl::Now(), absl::LocalTimeZone()),
        "/results.jsonl"));
  }
  ApplyDefaults(&config);
  absl::Status valid = ValidateConfig(config);
  if (!valid.ok()) return Fail(valid);

  TournamentRun run;
  run.config = config;
  run.resume = resume;
  run.launch.builtin_dir = flags->Get("builtin-dir", DefaultBuiltinDir());
  run.launch.log_path = flags->Get("engine-log", config.results() + ".engines.log");
  run.progress = flags->Has("quiet") ? nullptr : stderr;

  // Keep the exact config beside the results, for --resume and for the record.
  {
    std::error_code error;
    std::filesystem::create_directories(
        std::filesystem::path(config.results()).parent_path(), error);
    std::string text;
    google::protobuf::TextFormat::PrintToString(config, &text);
    if (!std::filesystem::exists(config.results())) {
      std::ofstream(ConfigCopyPath(config.results())) << text;
    }
  }

  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = RunTournament(run);
  if (!records.ok()) return Fail(records.status());
  const std::string report = FormatRatingsReport(*records);
  std::fputs(report.c_str(), stdout);
  std::ofstream(ReportPath(config.results())) << report;
  if (run.progress) {
    std::fprintf(stderr, "results: %s\nreport:  %s\n", config.results().c_str(),
                 ReportPath(config.results()).c_str());
  }
  return 0;
}

int Ratings(const std::vector<std::string>& args) {
  if (args.size() != 1 || args[0] == "--help") {
    std::fputs("usage: tourney ratings RESULTS.jsonl\n", args.size() == 1 ? stdout : stderr);
    return args.size() == 1 ? 0 : 2;
  }
  absl::StatusOr<LoadedResults> loaded = ReadResults(args[0]);
  if (!loaded.ok()) return Fail(loaded.status());
  if (!loaded->warning.empty()) std::fprintf(stderr, "warning: %s\n", loaded->warning.c_str());
  if (loaded->records.empty()) {
    return Fail(absl::NotFoundError(absl::StrCat(args[0], " holds no finished games")));
  }
  std::fputs(FormatRatingsReport(loaded->records).c_str(), stdout);
  return 0;
}

}  // namespace
}  // namespace harness

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return harness::Run({}, true);
  const std::string command = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "--help" || command == "-h" || command == "help") {
    std::fputs(harness::kHelp, stdout);
    return 0;
  }
  if (command == "run") return harness::Run(rest, false);
  if (command == "ratings") return harness::Ratings(rest);
  if (command.rfind("--", 0) == 0) return harness::Run(args, false);  // flags for the default run
  std::fprintf(stderr, "tourney: unknown command '%s' (commands: run, ratings; see --help)\n",
               command.c_str());
  return 2;
}
