// `tourney run` (and plain `tourney`): a tournament from a config file
// and/or flags, its report written as games finish and at the end.
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/time.h"
#include "harness/cli/atomic_file.h"
#include "harness/cli/commands.h"
#include "harness/cli/graceful_stop.h"
#include "harness/cli/help.h"
#include "harness/cli/live_report.h"
#include "harness/cli/split_engine_args.h"
#include "harness/config/default_tournament.h"
#include "harness/config/tournament_config.h"
#include "harness/formats/format_registry.h"
#include "harness/report/format_standings.h"
#include "harness/report/ratings_report.h"
#include "harness/report/standings_json.h"
#include "harness/report/standings_text.h"

namespace harness {
namespace {

// The config the flags go over: the file given, the saved one when resuming
// with nothing but the results path, the default tournament, or none.
absl::StatusOr<tourney::v1::TournamentConfig> StartingConfig(const CliFlags& flags,
                                                             bool default_tournament) {
  if (!flags.positional().empty()) return LoadTournamentConfig(flags.positional()[0]);
  if (flags.Has("resume") && !flags.Has("engine") && flags.Has("results")) {
    const std::string saved_path = ConfigCopyPath(flags.Get("results"));
    absl::StatusOr<tourney::v1::TournamentConfig> saved = LoadTournamentConfig(saved_path);
    if (saved.ok()) return saved;
    return absl::NotFoundError(
        absl::StrCat("--resume: no config given and ", saved_path,
                     " is missing; pass the same config or --engine flags as the first run"));
  }
  if (default_tournament || !flags.Has("engine")) return DefaultTournament();
  return tourney::v1::TournamentConfig();
}

// The reports of the run, from the live summary (every game of the log,
// resumed ones included: the log is not read again) and the format's
// standings computed once from it: the ratings report printed and written
// beside the log with the standings first, the standings as JSON (and a
// Swiss's as TRF-16), and the final HTML page (`ended`: the tournament is
// over, not stopped); where they are, unless quiet.
absl::Status WriteReports(const PreparedRun& run, LiveReport& live, bool ended) {
  LogSummary summary = live.Summary();
  for (const auto& engine : run.tournament->config().engines()) summary.AddEngine(engine.name());
  const std::optional<FormatStandings> standings = StandingsOf(run.tournament->rounds(), summary);
  const std::string standings_text = standings ? StandingsText(*standings) : "";
  const std::string report = absl::StrCat(standings_text, standings_text.empty() ? "" : "\n",
                                          FormatRatingsReport(summary));
  std::fputs(report.c_str(), stdout);
  absl::Status written = WriteAtomically(RatingsPath(run.results()), report);
  const std::string title = absl::StrCat("Tournament ", run.tournament->id());
  const std::string trf = standings ? StandingsTrf(*standings, title) : "";
  if (written.ok() && standings) {
    written = WriteAtomically(StandingsJsonPath(run.results()), StandingsJson(*standings));
  }
  if (written.ok() && !trf.empty()) written = WriteAtomically(StandingsTrfPath(run.results()), trf);
  if (written.ok()) written = live.Finish(summary, standings ? &*standings : nullptr, ended);
  if (!written.ok()) return written;
  if (run.settings.progress) {
    std::fprintf(stderr, "results: %s\nreport:  %s\n         %s\n", run.results().c_str(),
                 RatingsPath(run.results()).c_str(), HtmlReportPath(run.results()).c_str());
    if (standings) {
      std::fprintf(stderr, "         %s\n", StandingsJsonPath(run.results()).c_str());
    }
    if (!trf.empty())
      std::fprintf(stderr, "         %s\n", StandingsTrfPath(run.results()).c_str());
  }
  return absl::OkStatus();
}

// Plays the prepared run with its live report; the exit status.
int Play(const std::vector<std::string>& args, const CliFlags& flags, int64_t report_every_s,
         PreparedRun& run) {
  StopGracefully(&run.settings);
  Halt halted;
  run.settings.halted = &halted;
  const FormatRounds* rounds = run.tournament->rounds();
  LiveReport live(
      HtmlReportPath(run.results()), absl::StrCat("Tournament ", run.tournament->id()),
      run.results(), absl::Seconds(report_every_s),
      [rounds](const LogSummary& summary) { return StandingsOf(rounds, summary); },
      &FormatOf(run.tournament->config()));
  run.settings.on_schedule = [&live](int64_t games) { live.SetScheduled(games); };
  run.settings.on_record = [&live](const tourney::v1::GameRecord& record) {
    live.Add(record);
    return false;
  };
  absl::StatusOr<TournamentOutcome> outcome = PlayTournament(*run.tournament, run.settings);
  if (!outcome.ok()) return FailedOrStopped(outcome.status());
  // No game to report when stopped before any ended.
  if (outcome->finished > 0) {
    absl::Status reported = WriteReports(run, live, !halted.happened());
    // Stopped by a full disk, the report may not fit either: the resume
    // line below matters more.
    if (!reported.ok() && !halted.happened()) return Fail(reported);
    if (!reported.ok())
      std::fprintf(stderr, "tourney: %s\n", std::string(reported.message()).c_str());
  }
  std::vector<std::string> words = {"run"};
  words.insert(words.end(), args.begin(), args.end());
  return ReportGracefulStop(words, flags, run.results(), outcome->finished, halted);
}

}  // namespace

int RunCommand(const std::vector<std::string>& args, bool default_tournament) {
  absl::StatusOr<CliFlags> flags =
      ParseWithEngineSpecs(args, RunFlagNames(), {"engine", "enter"}, /*positional_ok=*/true);
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::fputs(TourneyHelp().c_str(), stdout);
    return 0;
  }
  if (flags->positional().size() > 1) {
    return Fail(absl::InvalidArgumentError("run takes at most one config file"));
  }
  RunFlagValues settings;
  absl::StatusOr<tourney::v1::TournamentConfig> config = StartingConfig(*flags, default_tournament);
  if (!config.ok()) return Fail(config.status());
  settings.config = *std::move(config);
  absl::Status applied = ApplyRunFlags(*flags, RunFlagSections(), &settings);
  if (!applied.ok()) return Fail(applied);
  if (settings.dry_run) return DryRun(std::move(settings));
  absl::StatusOr<PreparedRun> run = PrepareRun(settings);
  if (!run.ok()) return Fail(run.status());
  return Play(args, *flags, settings.report_every_s, *run);
}

}  // namespace harness
