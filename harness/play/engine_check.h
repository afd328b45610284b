// `tourney check`: what a tournament will ask of one engine, asked in a row
// with a verdict per step, so a bot author learns what is wrong before a
// tournament forfeits the bot. The games go through the referee loop a
// tournament uses (PlayGame), so what passes here plays there.
#ifndef HARNESS_PLAY_ENGINE_CHECK_H_
#define HARNESS_PLAY_ENGINE_CHECK_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "harness/config/tournament_config.h"
#include "harness/engine/engine_connection.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Decisions the engine must make when the number of games is not given.
inline constexpr int kCheckDecisions = 200;

struct EngineCheckSettings {
  tourney::v1::EngineSpec engine;
  std::string game;     // "" = the first game GetInfo lists that the harness referees
  std::string variant;  // "" = the default variant (or the first the engine lists)
  int seats = 0;        // 0 = the variant's own count, else 2 within the game's range
  int games = 0;        // 0 = whole seat rotations until kCheckDecisions decisions
  uint64_t seed = 1;
  int64_t move_time_ms = kDefaultMoveTimeMs;
  int64_t deadline_margin_ms = kDefaultDeadlineMarginMs;
  LaunchSettings launch;      // builtin_dir, log_path, startup and prepare limits
  std::string out_dir = ".";  // where an offending request is written
  // Whether option_extremes runs: false where the engine will only ever run
  // with its defaults (a league's bots), so settings it is never asked to
  // play cannot refuse it.
  bool option_extremes = true;
};

enum class CheckVerdict { kPass, kWarn, kFail, kSkip };

// "PASS", "WARN", "FAIL", "SKIP".
const char* VerdictName(CheckVerdict verdict);

struct CheckLine {
  CheckVerdict verdict = CheckVerdict::kPass;
  std::string check;   // "start", "get_info", "prepare", "games", ...
  std::string detail;  // one line
};

// The checks in the order they run.
const std::vector<std::string>& CheckNames();

// Runs every check, handing each line to `report` as soon as it is known.
// After the first failure the remaining checks are reported as skipped; a
// failure writes the offending request (as JSON) into settings.out_dir and
// names the file in its line. True when nothing failed (warnings allowed).
bool CheckEngine(const EngineCheckSettings& settings,
                 const std::function<void(const CheckLine&)>& report);

}  // namespace harness

#endif  // HARNESS_PLAY_ENGINE_CHECK_H_
