// The harness's own clock bench: the strong Reversi engine against itself
// on a clock (default tc=10+0.1), 100 games at concurrency 2, through the
// whole harness (engine processes, gRPC, game clocks). Prints the time
// losses (expected: none), the clock used per game and seat, and the
// distribution of the harness's measurement error: per decision, the time
// the harness measured (request sent to answer received, steady clock)
// minus the time the engine reported (its own search), i.e. transport,
// (de)serialisation and scheduling. Both are whole ms in the log, so the
// error's resolution is 1 ms. Exits 1 if any game was lost on time.
//   bazel run -c opt //bench:clock_bench -- [--games=100] [--concurrency=2]
//       [--tc=10+0.1] [--margin_ms=1000] [--results=PATH]
// About 15 minutes with the defaults (two games at a time took 16 s).
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "flags/command_line.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"
#include "harness/play/tournament.h"
#include "harness/ratings/standings.h"

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {{"games", "100"},
                                              {"concurrency", "2"},
                                              {"tc", "10+0.1"},
                                              {"margin_ms", "1000"},
                                              {"results", ""}};
  if (!flags::ParseProgramFlags(
          argc, argv, "clock_bench",
          "--games=N --concurrency=C --tc=BASE+INC --margin_ms=M --results=PATH", &flags))
    return 2;
  int games, concurrency;
  int64_t margin_ms;
  if (!absl::SimpleAtoi(flags["games"], &games) ||
      !absl::SimpleAtoi(flags["concurrency"], &concurrency) ||
      !absl::SimpleAtoi(flags["margin_ms"], &margin_ms)) {
    std::fprintf(stderr, "clock_bench: --games, --concurrency and --margin_ms must be numbers\n");
    return 2;
  }
  const std::string results =
      !flags["results"].empty()
          ? flags["results"]
          : (std::filesystem::temp_directory_path() / "clock_bench" / "results.jsonl").string();
  std::filesystem::remove(results);

  harness::TournamentRun run;
  for (const char* name : {"strong-a", "strong-b"}) {
    absl::StatusOr<tourney::v1::EngineSpec> spec = harness::ParseEngineSpec(
        absl::StrCat("name=", name, ",builtin=reversi,option.eval=strong,tc=", flags["tc"]));
    if (!spec.ok()) {
      std::fprintf(stderr, "clock_bench: %s\n", std::string(spec.status().message()).c_str());
      return 2;
    }
    *run.config.add_engines() = *spec;
  }
  run.config.set_games_per_pairing(games);
  run.config.set_concurrency(concurrency);
  run.config.set_deadline_margin_ms(margin_ms);
  run.config.set_seed(1);
  run.config.set_results(results);
  run.launch.builtin_dir = "engines";
  run.launch.log_path = results + ".engines.log";
  run.progress = stderr;
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  if (!records.ok()) {
    std::fprintf(stderr, "clock_bench: %s\n", std::string(records.status().message()).c_str());
    return 1;
  }

  int time_losses = 0;
  std::vector<double> used_ms, clock_left_ms, error_ms;
  for (const tourney::v1::GameRecord& record : *records) {
    if (record.termination() == "timeout") ++time_losses;
    std::vector<double> used(record.players_size(), 0);
    for (const tourney::v1::MoveRecord& move : record.decisions()) {
      used[move.seat()] += move.ms();
      error_ms.push_back(move.ms() - move.engine_ms());
    }
    used_ms.insert(used_ms.end(), used.begin(), used.end());
    for (int64_t left : record.clock_left_ms()) clock_left_ms.push_back(left);
  }
  const harness::Distribution used = harness::Summarize(used_ms);
  const harness::Distribution left = harness::Summarize(clock_left_ms);
  const harness::Distribution error = harness::Summarize(error_ms);
  std::printf("clock bench: strong vs strong, tc=%s, %zu games, concurrency %d, margin %lld ms\n",
              flags["tc"].c_str(), records->size(), concurrency, static_cast<long long>(margin_ms));
  std::printf("time losses: %d\n", time_losses);
  std::printf("clock used per game and seat, ms: mean %.0f, min %.0f, max %.0f\n", used.mean,
              used.min, used.max);
  std::printf("clock left at the end, ms: mean %.0f, min %.0f\n", left.mean, left.min);
  std::printf(
      "measurement error (harness-measured minus engine-reported), ms, over %d decisions:\n"
      "  mean %.2f, s.d. %.2f, min %.0f, p5 %.1f, p50 %.1f, p95 %.1f, p99 %.1f, max %.0f\n",
      error.count, error.mean, error.standard_deviation, error.min, error.q05, error.median,
      error.q95, error.q99, error.max);
  std::printf("results: %s\n", results.c_str());
  return time_losses == 0 ? 0 : 1;
}
