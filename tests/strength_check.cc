// The test behind the strength_test() Bazel macro: plays a seeded match
// between a candidate and a baseline through the harness and fails when
// the candidate's Elo advantage (Bradley-Terry fit) is below the floor.
//   strength_check --game=G [--variant=V] --candidate=SPEC --baseline=SPEC
//                  --min_elo=X --games=N [--seed=S]
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "absl/strings/numbers.h"
#include "flags/command_line.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"
#include "harness/play/tournament.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/standings.h"

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {{"game", ""},     {"variant", ""}, {"candidate", ""},
                                              {"baseline", ""}, {"min_elo", ""}, {"games", ""},
                                              {"seed", "1"}};
  if (!flags::ParseProgramFlags(argc, argv, "strength_check",
                                "--game=G --variant=V --candidate=SPEC --baseline=SPEC "
                                "--min_elo=X --games=N --seed=S",
                                &flags)) {
    return 2;
  }
  double min_elo = 0;
  int games = 0;
  uint64_t seed = 1;
  if (!absl::SimpleAtod(flags["min_elo"], &min_elo) || !absl::SimpleAtoi(flags["games"], &games) ||
      !absl::SimpleAtoi(flags["seed"], &seed)) {
    std::fprintf(stderr, "strength_check: --min_elo, --games and --seed must be numbers\n");
    return 2;
  }

  harness::TournamentRun run;
  for (const char* role : {"candidate", "baseline"}) {
    absl::StatusOr<tourney::v1::EngineSpec> spec = harness::ParseEngineSpec(flags[role]);
    if (!spec.ok()) {
      std::fprintf(stderr, "strength_check: %s\n", std::string(spec.status().message()).c_str());
      return 2;
    }
    *run.config.add_engines() = *spec;
  }
  run.config.set_game(flags["game"]);
  run.config.set_variant(flags["variant"]);
  run.config.set_games_per_pairing(games);
  run.config.set_seed(seed);
  // Untimed: the specs' node and depth limits (or the engines' own
  // fixed-effort options) end every search, so the answer does not depend
  // on the machine or its load.
  run.config.mutable_each()->mutable_time_control()->set_infinite(true);
  const char* tmp = std::getenv("TEST_TMPDIR");
  run.config.set_results(std::string(tmp ? tmp : "/tmp") + "/strength/results.jsonl");
  harness::ApplyDefaults(&run.config);
  run.launch.builtin_dir = "engines";
  run.launch.log_path = run.config.results() + ".engines.log";
  run.progress = nullptr;
  // Solver tables go to the test's scratch space.
  setenv("TOURNEY_CACHE_DIR", (std::string(tmp ? tmp : "/tmp") + "/cache").c_str(), 1);

  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  if (!records.ok()) {
    std::fprintf(stderr, "strength_check: %s\n", std::string(records.status().message()).c_str());
    return 1;
  }
  const harness::Standings standings = harness::ComputeStandings(*records);
  const harness::EloFit fit = harness::FitElo(standings.pairwise);
  const std::string candidate = run.config.engines(0).name();
  int c = 0;
  while (standings.engines[c].name != candidate) ++c;
  const double advantage = fit.elo[c] - fit.elo[1 - c];
  const harness::EngineStanding& e = standings.engines[c];
  std::printf("%s vs %s, %d games (seed %llu): %d-%d-%d, Elo advantage %+.0f%s, floor %+.0f\n",
              candidate.c_str(), standings.engines[1 - c].name.c_str(), standings.games,
              static_cast<unsigned long long>(seed), e.wins, e.draws, e.losses, advantage,
              fit.prior_draws > 0 ? " (one virtual draw: the score was perfect)" : "", min_elo);
  if (advantage < min_elo) {
    std::printf("FAIL: %s is weaker than its floor\n", candidate.c_str());
    return 1;
  }
  return 0;
}
