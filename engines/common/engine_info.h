// Questions about an engine's declared EngineInfo, asked by both the engine
// server (per request) and the harness (before a tournament).
#ifndef ENGINES_COMMON_ENGINE_INFO_H_
#define ENGINES_COMMON_ENGINE_INFO_H_

#include <string>

#include "bot/v1/engine.pb.h"

namespace engines {

// True if `info` lists the game ("*" = any game) and the variant (an empty
// variant list = every variant).
inline bool PlaysGame(const bot::v1::EngineInfo& info, const std::string& game,
                      const std::string& variant) {
  for (const bot::v1::GameSupport& support : info.games()) {
    if (support.game() != "*" && support.game() != game) continue;
    if (support.variants().empty()) return true;
    for (const std::string& listed : support.variants()) {
      if (listed == variant) return true;
    }
  }
  return false;
}

}  // namespace engines

#endif  // ENGINES_COMMON_ENGINE_INFO_H_
