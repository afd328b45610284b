// An engine's GetInfo declaration: builders the engines use to write it, and
// the questions the harness asks of it (does it play this game, is every
// option declaration sound).
#ifndef PROTOCOL_ENGINE_INFO_H_
#define PROTOCOL_ENGINE_INFO_H_

#include <initializer_list>
#include <string>

#include "absl/status/status.h"
#include "bot/v1/engine.pb.h"

namespace protocol {

// True if `info` lists the game ("*" = any game) and the variant (an empty
// variant list = every variant).
bool PlaysGame(const bot::v1::EngineInfo& info, const std::string& game,
               const std::string& variant);

// OK when the declaration is well formed: a name, at least one game (each
// with an id), and every option with a name (unique), a known type, a range
// with finite min <= max or distinct choices, and a default that its own range or
// choices accept. Otherwise the first problem, in one line.
absl::Status CheckEngineInfo(const bot::v1::EngineInfo& info);

// Builders for an engine's GetInfo declarations. `game` is a game name, or
// "*" for an engine that plays any game from its legal actions.
bot::v1::EngineInfo EngineInfoFor(const std::string& name, const std::string& version,
                                  const std::string& game);
bot::v1::OptionSpec IntOption(const std::string& name, int64_t default_value, int64_t min,
                              int64_t max, const std::string& description);
bot::v1::OptionSpec DoubleOption(const std::string& name, double default_value, double min,
                                 double max, const std::string& description);
bot::v1::OptionSpec EnumOption(const std::string& name, const std::string& default_value,
                               std::initializer_list<std::string> choices,
                               const std::string& description);

}  // namespace protocol

#endif  // PROTOCOL_ENGINE_INFO_H_
