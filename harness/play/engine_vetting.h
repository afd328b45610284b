// Vetting engines before they play: started, asked GetInfo, checked to
// declare the game and accept their options, prepared. The one path that
// `run`, `sprt` (VetEngines) and `tourney check` (its start and get_info
// steps) all take, so what passes one passes the others.
#ifndef HARNESS_PLAY_ENGINE_VETTING_H_
#define HARNESS_PLAY_ENGINE_VETTING_H_

#include <cstdio>
#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "harness/engine/engine_connection.h"
#include "harness/plan/resolved_tournament.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// How long a started engine may take to answer GetInfo in a tournament.
inline constexpr int kGetInfoTimeoutMs = 10000;

// What an engine said of itself on starting.
struct EngineIntroduction {
  bot::v1::EngineInfo info;
  std::string transport;   // EngineTransport::Describe()
  double answered_ms = 0;  // from starting it to its GetInfo answer
};

// Starts `connection`'s engine and asks GetInfo within `timeout_ms`. An
// error names the engine, says why and, if the engine died, how ("engine
// x: ...; the engine exited with code 3").
absl::StatusOr<EngineIntroduction> IntroduceEngine(EngineConnection& connection, int timeout_ms);

// `info` is well formed, declares `game` (and `variant`), and accepts the
// options `spec` sets. The error names the first thing wrong.
absl::Status CheckEngineFits(const tourney::v1::EngineSpec& spec, const bot::v1::EngineInfo& info,
                             const std::string& game, const std::string& variant);

// Every engine of `tournament` once, before anything is played: introduced,
// fitted to the game, prepared (which also fills on-disk caches its later
// processes load). Errors name the engine. Notes say what each engine is,
// and warn of options and of `games_at_once` that ask for more than the
// harness or the machine gives.
absl::Status VetEngines(const ResolvedTournament& tournament, const LaunchSettings& launch,
                        int games_at_once, FILE* notes);

}  // namespace harness

#endif  // HARNESS_PLAY_ENGINE_VETTING_H_
