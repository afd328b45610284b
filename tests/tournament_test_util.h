// Helpers for end-to-end tests: configs over the engines built into the
// test's runfiles, and a scratch results path.
#ifndef TESTS_TOURNAMENT_TEST_UTIL_H_
#define TESTS_TOURNAMENT_TEST_UTIL_H_

#include <cstdlib>
#include <filesystem>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/catalog/builtin_engines.h"
#include "gtest/gtest.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"
#include "harness/play/tournament.h"

namespace tests {

inline std::string ScratchPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(dir ? dir : "/tmp") + "/" + name;
  std::filesystem::remove_all(path);
  return path;
}

// A run over engines given as command-line specs; built-ins resolve to the
// binaries in the test's runfiles.
inline harness::TournamentRun MakeRun(const std::vector<std::string>& engine_specs,
                                      int games_per_pairing, const std::string& results) {
  harness::TournamentRun run;
  for (const std::string& text : engine_specs) {
    *run.config.add_engines() = *harness::ParseEngineSpec(text);
  }
  run.config.set_games_per_pairing(games_per_pairing);
  run.config.set_seed(2024);
  run.config.set_results(results);
  harness::ApplyDefaults(&run.config);
  run.launch.builtin_dir = "engines";
  run.launch.log_path = results + ".engines.log";
  run.progress = nullptr;
  return run;
}

// The spec of built-in `engine` under its catalog row's quick options (if
// it has any), named after the engine.
inline std::string QuickBuiltinSpec(const std::string& engine) {
  std::string spec = absl::StrCat("name=", engine, ",builtin=", engine);
  const std::string quick = engines::QuickOptions(engine);
  if (!quick.empty()) absl::StrAppend(&spec, ",", quick);
  return spec;
}

// Switches a run to another game and variant, without random openings
// (they are a Reversi device).
inline void SetGame(harness::TournamentRun* run, const std::string& game,
                    const std::string& variant) {
  run->config.set_game(game);
  run->config.set_variant(variant);
  run->config.set_opening_plies(-1);
  harness::ApplyDefaults(&run->config);
}

// Every game ended by the rules, none by a fault.
inline void ExpectAllNormal(const std::vector<tourney::v1::GameRecord>& records) {
  for (const tourney::v1::GameRecord& record : records) {
    EXPECT_EQ(record.termination(), "normal") << record.termination_detail();
  }
}

}  // namespace tests

#endif  // TESTS_TOURNAMENT_TEST_UTIL_H_
