// The `run`, `ratings`, `report` and `merge` commands of the tourney CLI.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "google/protobuf/text_format.h"
#include "harness/cli/commands.h"
#include "harness/cli/graceful_stop.h"
#include "harness/cli/help.h"
#include "harness/cli/live_report.h"
#include "harness/cli/seed_flag.h"
#include "harness/config/default_tournament.h"
#include "harness/config/engine_spec.h"
#include "harness/config/number_ranges.h"
#include "harness/config/one_line.h"
#include "harness/config/openings.h"
#include "harness/config/tournament_config.h"
#include "harness/engine/engine_log.h"
#include "harness/play/tournament.h"
#include "harness/report/html_report.h"
#include "harness/report/ratings_report.h"
#include "harness/results/fresh_results_dir.h"
#include "harness/results/merge.h"
#include "harness/results/results_lock.h"
#include "harness/results/results_log.h"

namespace harness {

int Fail(const absl::Status& status) {
  std::fprintf(stderr, "tourney: %s\n", std::string(status.message()).c_str());
  return 1;
}

namespace {

std::string ConfigCopyPath(const std::string& results) { return results + ".config.txtpb"; }

std::string ReportPath(const std::string& results) {
  return (std::filesystem::path(results).parent_path() / "ratings.txt").string();
}

std::string HtmlReportPath(const std::string& results) {
  return (std::filesystem::path(results).parent_path() / "report.html").string();
}

}  // namespace

FlagNames RunFlagNames() {
  return {WithMatchRuleFlags({"engine",
                              "each",
                              "game",
                              "variant",
                              "seats",
                              "format",
                              "gauntlet",
                              "games",
                              "opening-plies",
                              "seed",
                              "concurrency",
                              "move-time-ms",
                              "deadline-margin-ms",
                              "results",
                              "engine-log",
                              "builtin-dir",
                              "shard",
                              "stop-grace-ms",
                              "unreachable-grace-ms",
                              "prepare-timeout-ms",
                              "engine-log-max-mb",
                              "report-every-s"}),
          {"resume", "quiet", "help", "auto-play-forced", "pin-workers"}};
}

namespace {

absl::Status ApplyFlagValues(const CliFlags& flags, tourney::v1::TournamentConfig* config) {
  for (const std::string& text : flags.GetAll("engine")) {
    absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(text);
    if (!spec.ok()) return spec.status();
    *config->add_engines() = *std::move(spec);
  }
  if (flags.Has("each")) {
    absl::StatusOr<tourney::v1::EngineSpec> each = ParseEngineDefaults(flags.Get("each"));
    if (!each.ok()) return each.status();
    *config->mutable_each() = *std::move(each);
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
  absl::Status numbers = ApplyNumberFlags(
      flags,
      {
          {kGamesPerPairing,
           [&](int64_t v) { config->set_games_per_pairing(static_cast<int>(v)); }},
          // The flag's 0 asks for none, as the config's -1 (its 0 is the default).
          {kOpeningPlies,
           [&](int64_t v) { config->set_opening_plies(v == 0 ? -1 : static_cast<int>(v)); }},
          {kConcurrency, [&](int64_t v) { config->set_concurrency(static_cast<int>(v)); }},
          {kSeatsPerGame, [&](int64_t v) { config->set_seats_per_game(static_cast<int>(v)); }},
          {kMoveTimeMs, [&](int64_t v) { config->set_move_time_ms(v); }},
          {kDeadlineMarginMs, [&](int64_t v) { config->set_deadline_margin_ms(v); }},
          {kUnreachableGraceMs, [&](int64_t v) { config->set_unreachable_grace_ms(v); }},
          {kPrepareTimeoutMs, [&](int64_t v) { config->set_prepare_timeout_ms(v); }},
      });
  if (!numbers.ok()) return numbers;
  if (flags.Has("seed")) {
    absl::StatusOr<uint64_t> seed = ParseSeedFlag(flags.Get("seed"));
    if (!seed.ok()) return seed.status();
    config->set_seed(*seed);
  }
  if (flags.Has("results")) config->set_results(flags.Get("results"));
  if (flags.Has("auto-play-forced")) config->set_auto_play_forced(true);
  if (flags.Has("pin-workers")) config->set_pin_workers(true);
  return ApplyMatchRuleFlags(flags, config);
}

}  // namespace

absl::Status ApplyRunFlags(const CliFlags& flags, tourney::v1::TournamentConfig* config) {
  // Messages quote the flags' values.
  return OneLine(ApplyFlagValues(flags, config));
}

absl::StatusOr<TournamentRun> PrepareRun(const CliFlags& flags,
                                         tourney::v1::TournamentConfig config) {
  const bool resume = flags.Has("resume");
  if (resume && config.results().empty()) {
    return absl::InvalidArgumentError("--resume needs --results (the log to continue)");
  }
  if (config.seed() == 0 && resume) {
    // The first run picked the seed; it is in the saved config.
    absl::StatusOr<tourney::v1::TournamentConfig> saved =
        LoadTournamentConfig(ConfigCopyPath(config.results()));
    if (saved.ok()) config.set_seed(saved->seed());
  }
  if (config.seed() == 0) {
    config.set_seed(ClockSeed());
  }
  ApplyDefaults(&config);
  absl::Status valid = ValidateConfig(config);
  if (!valid.ok()) return valid;
  absl::Status pinned = PinOpeningsDigest(&config);
  if (!pinned.ok()) return pinned;
  if (config.results().empty()) {
    absl::StatusOr<std::string> dir = MakeFreshResultsDir("results", absl::Now());
    if (!dir.ok()) return dir.status();
    config.set_results(*dir + "/results.jsonl");
  }

  TournamentRun run;
  run.config = config;
  run.resume = resume;
  if (flags.Has("shard")) {
    const std::string shard = flags.Get("shard");
    const size_t slash = shard.find('/');
    if (slash == std::string::npos || !absl::SimpleAtoi(shard.substr(0, slash), &run.shard_index) ||
        !absl::SimpleAtoi(shard.substr(slash + 1), &run.shard_count) || run.shard_count < 1 ||
        run.shard_index < 0 || run.shard_index >= run.shard_count) {
      return absl::InvalidArgumentError(
          absl::StrCat("--shard=", shard, ": expected I/N with 0 <= I < N"));
    }
  }
  run.launch.builtin_dir = flags.Get("builtin-dir", DefaultBuiltinDir());
  run.launch.log_path = flags.Get("engine-log", config.results() + ".engines.log");
  absl::StatusOr<int64_t> log_cap = flags.GetInt(kEngineLogMaxMb, kDefaultEngineLogMaxBytes >> 20);
  if (!log_cap.ok()) return log_cap.status();
  run.launch.log_max_bytes = *log_cap << 20;
  run.progress = flags.Has("quiet") ? nullptr : stderr;
  absl::StatusOr<int64_t> grace = flags.GetInt(kStopGraceMs, run.stop_grace_ms);
  if (!grace.ok()) return grace.status();
  run.stop_grace_ms = *grace;

  // One writer per results log, from here until the report is written.
  absl::StatusOr<std::unique_ptr<ResultsLock>> lock = ResultsLock::Acquire(config.results());
  if (!lock.ok()) return lock.status();
  run.results_lock = *std::move(lock);

  // Keep the exact config beside the results, for --resume and for the record
  // (the lock made their directory).
  {
    std::string text;
    google::protobuf::TextFormat::PrintToString(config, &text);
    if (!std::filesystem::exists(config.results())) {
      std::ofstream(ConfigCopyPath(config.results())) << text;
    }
  }

  return run;
}

int RunCommand(const std::vector<std::string>& args, bool default_tournament) {
  const FlagNames names = RunFlagNames();
  absl::Status split = SplitEngineArgsProblem(args, {"engine"}, names.valued, names.switches, true);
  if (!split.ok()) return Fail(split);
  absl::StatusOr<CliFlags> flags = CliFlags::Parse(args, names.valued, names.switches);
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::fputs(TourneyHelp().c_str(), stdout);
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
      return Fail(absl::NotFoundError(
          absl::StrCat("--resume: no config given and ", ConfigCopyPath(flags->Get("results")),
                       " is missing; pass the same config or --engine flags as the first run")));
    }
    config = *std::move(saved);
  } else if (default_tournament || !flags->Has("engine")) {
    config = DefaultTournament();
  }
  absl::Status applied = ApplyRunFlags(*flags, &config);
  if (!applied.ok()) return Fail(applied);

  absl::StatusOr<int64_t> report_every_s = flags->GetInt(kReportEveryS, 30);
  if (!report_every_s.ok()) return Fail(report_every_s.status());
  absl::StatusOr<TournamentRun> run = PrepareRun(*flags, config);
  if (!run.ok()) return Fail(run.status());
  StopGracefully(&*run);
  std::string halted;
  run->halted = &halted;
  LiveReport live(HtmlReportPath(run->config.results()),
                  absl::StrCat("Tournament ", TournamentId(run->config)), run->config.results(),
                  absl::Seconds(*report_every_s));
  run->on_schedule = [&live](int64_t games) { live.SetScheduled(games); };
  run->on_record = [&live](const tourney::v1::GameRecord& record) {
    live.Add(record);
    return false;
  };
  absl::StatusOr<TournamentOutcome> outcome = PlayTournament(*run);
  if (!outcome.ok()) return Fail(outcome.status());
  // No game to report when stopped before any ended.
  if (outcome->finished > 0) {
    // The report is made from the log, a game at a time.
    absl::StatusOr<LogSummary> summary = ReadLogToReport(run->config.results());
    if (!summary.ok()) return Fail(summary.status());
    const std::string report = FormatRatingsReport(*summary);
    std::fputs(report.c_str(), stdout);
    std::ofstream(ReportPath(run->config.results())) << report;
    absl::Status written = live.Finish(*summary);
    // Stopped by a full disk, the report may not fit either: the resume
    // line below matters more.
    if (!written.ok() && halted.empty()) return Fail(written);
    if (!written.ok())
      std::fprintf(stderr, "tourney: %s\n", std::string(written.message()).c_str());
    if (run->progress) {
      std::fprintf(stderr, "results: %s\nreport:  %s\n         %s\n", run->config.results().c_str(),
                   ReportPath(run->config.results()).c_str(),
                   HtmlReportPath(run->config.results()).c_str());
    }
  }
  std::vector<std::string> words = {"run"};
  words.insert(words.end(), args.begin(), args.end());
  return ReportGracefulStop(words, *flags, run->config.results(), outcome->finished, halted);
}

void PrintScanNotes(const std::string& what, const GameScan& scan) {
  for (const std::string& warning : scan.warnings) {
    std::fprintf(stderr, "warning: %s\n", warning.c_str());
  }
  if (scan.duplicates > 0) {
    std::fprintf(stderr, "note: %s: %lld repeated game lines counted once\n", what.c_str(),
                 static_cast<long long>(scan.duplicates));
  }
}

absl::StatusOr<LogSummary> ReadLogToReport(const std::string& path) {
  GameScan scan;
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  if (!summary.ok()) return summary.status();
  PrintScanNotes(path, scan);
  if (scan.games == 0) return absl::NotFoundError(absl::StrCat(path, " holds no finished games"));
  return summary;
}

int RatingsCommand(const std::vector<std::string>& args) {
  if (args.size() != 1 || args[0] == "--help") {
    std::fputs("usage: tourney ratings RESULTS.jsonl\n", args.size() == 1 ? stdout : stderr);
    return args.size() == 1 ? 0 : 2;
  }
  absl::StatusOr<LogSummary> summary = ReadLogToReport(args[0]);
  if (!summary.ok()) return Fail(summary.status());
  std::fputs(FormatRatingsReport(*summary).c_str(), stdout);
  return 0;
}

int MergeCommand(const std::vector<std::string>& args) {
  absl::StatusOr<CliFlags> flags = CliFlags::Parse(args, {"out"}, {"help"});
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help") || !flags->Has("out") || flags->positional().empty()) {
    std::fputs(
        "usage: tourney merge --out MERGED.jsonl RESULTS.jsonl...\n"
        "Combines the result logs of one tournament (e.g. its shards): a game found\n"
        "twice with the same outcome is kept once; different outcomes are an error.\n"
        "Prints the ratings report of the merged games.\n",
        flags->Has("help") ? stdout : stderr);
    return flags->Has("help") ? 0 : 2;
  }
  const std::string out = flags->Get("out");
  if (std::filesystem::exists(out)) {
    return Fail(absl::AlreadyExistsError(absl::StrCat(out, " already exists")));
  }
  // The text report only: no samples over time.
  LogSummary summary(0);
  absl::StatusOr<GameScan> merged = MergeResultLogs(
      flags->positional(), out, [&summary](const tourney::v1::GameRecord& r) { summary.Add(r); });
  if (!merged.ok()) return Fail(merged.status());
  PrintScanNotes(absl::StrCat(flags->positional().size(), " logs"), *merged);
  std::fprintf(stderr, "merged %lld games from %zu logs into %s (%lld duplicates dropped)\n",
               static_cast<long long>(merged->games), flags->positional().size(), out.c_str(),
               static_cast<long long>(merged->duplicates));
  std::fputs(FormatRatingsReport(summary).c_str(), stdout);
  return 0;
}

int ReportCommand(const std::vector<std::string>& args) {
  absl::StatusOr<CliFlags> flags = CliFlags::Parse(args, {"out", "title", "max-games"}, {"help"});
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help") || flags->positional().size() != 1) {
    std::fputs(
        "usage: tourney report RESULTS.jsonl [--out REPORT.html] [--title TEXT] [--max-games N]\n"
        "Writes one self-contained HTML page (default: report.html beside RESULTS). Its\n"
        "statistics cover every game; it lists the records of the first N games of the\n"
        "log (default 10000; 0: none).\n",
        flags->Has("help") ? stdout : stderr);
    return flags->Has("help") ? 0 : 2;
  }
  const std::string results = flags->positional()[0];
  absl::StatusOr<int64_t> max_games = flags->GetInt(kReportMaxGames, kDefaultEmbeddedGames);
  if (!max_games.ok()) return Fail(max_games.status());
  absl::StatusOr<LogSummary> summary = ReadLogToReport(results);
  if (!summary.ok()) return Fail(summary.status());
  const std::string out = flags->Get("out", HtmlReportPath(results));
  std::ofstream file(out);
  const absl::Status written =
      WriteLogHtmlReport(file, *summary, results, *max_games,
                         flags->Get("title", absl::StrCat("Tournament ", results)));
  if (!written.ok()) return Fail(written);
  if (!file) return Fail(absl::UnavailableError(absl::StrCat("cannot write ", out)));
  std::fprintf(stderr, "report: %s\n", out.c_str());
  return 0;
}

}  // namespace harness
