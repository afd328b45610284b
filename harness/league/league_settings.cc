#include "harness/league/league_settings.h"

#include <google/protobuf/text_format.h>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

constexpr char kGamesKey[] = "games";
constexpr char kBotsKey[] = "bots";
constexpr char kIdKey[] = "id";

// The integer settings, by key.
struct IntSetting {
  const char* key;
  int LeagueSettings::*field;
  int low, high;
};
constexpr IntSetting kIntSettings[] = {
    {"check_games", &LeagueSettings::check_games, 0, 10000},
    {"suspend_after", &LeagueSettings::suspend_after, 1, 1000},
    {"placement_opponents", &LeagueSettings::placement_opponents, 1, 100},
    {"workers", &LeagueSettings::workers, 1, 256},
};

template <typename Message>
std::string Text(const Message& message) {
  std::string text;
  google::protobuf::TextFormat::PrintToString(message, &text);
  return text;
}

}  // namespace

absl::Status CheckLeagueSettings(const LeagueSettings& settings) {
  for (const IntSetting& setting : kIntSettings) {
    const int value = settings.*setting.field;
    if (value < setting.low || value > setting.high) {
      return absl::InvalidArgumentError(
          absl::StrCat(setting.key, " ", value, " is outside ", setting.low, "..", setting.high));
    }
  }
  // The games' settings checked as a tournament's between two bots of the
  // league's kind would be.
  tourney::v1::TournamentConfig config = settings.games;
  for (const char* name : {"a", "b"}) {
    tourney::v1::EngineSpec* engine = config.add_engines();
    engine->set_name(name);
    engine->set_builtin("random");
  }
  ApplyDefaults(&config);
  if (absl::Status valid = ValidateConfig(config); !valid.ok()) return valid;
  // How every bot runs, checked on a bot of that kind.
  tourney::v1::EngineSpec bot = settings.bots;
  bot.set_name("bot");
  bot.set_cmd("./bot");
  bot.set_protocol("jsonl");
  return ValidateEngineSpec(bot);
}

absl::Status SaveLeagueSettings(const LeagueSettings& settings, LeagueStore& store) {
  for (const auto& [key, value] :
       {std::pair<const char*, std::string>{kGamesKey, Text(settings.games)},
        {kBotsKey, Text(settings.bots)},
        {kIdKey, settings.id}}) {
    absl::Status set = store.SetSetting(key, value);
    if (!set.ok()) return set;
  }
  for (const IntSetting& setting : kIntSettings) {
    absl::Status set = store.SetSetting(setting.key, absl::StrCat(settings.*setting.field));
    if (!set.ok()) return set;
  }
  return absl::OkStatus();
}

absl::StatusOr<LeagueSettings> LoadLeagueSettings(LeagueStore& store) {
  LeagueSettings settings;
  absl::StatusOr<std::optional<std::string>> games = store.Setting(kGamesKey);
  if (!games.ok()) return games.status();
  if (!games->has_value()) {
    return absl::FailedPreconditionError(
        "the league has no settings: it was not made by tourney league init");
  }
  absl::StatusOr<tourney::v1::TournamentConfig> config =
      ParseTournamentConfig(**games, "the league's settings");
  if (!config.ok()) return config.status();
  settings.games = *std::move(config);
  absl::StatusOr<std::optional<std::string>> bots = store.Setting(kBotsKey);
  if (!bots.ok()) return bots.status();
  if (!bots->has_value() ||
      !google::protobuf::TextFormat::ParseFromString(**bots, &settings.bots)) {
    return absl::DataLossError("the league's bot settings are missing or unreadable");
  }
  absl::StatusOr<std::optional<std::string>> id = store.Setting(kIdKey);
  if (!id.ok()) return id.status();
  settings.id = id->value_or("");
  for (const IntSetting& setting : kIntSettings) {
    absl::StatusOr<std::optional<std::string>> text = store.Setting(setting.key);
    if (!text.ok()) return text.status();
    if (text->has_value() && !absl::SimpleAtoi(**text, &(settings.*setting.field))) {
      return absl::DataLossError(
          absl::StrCat("the league's setting ", setting.key, " is not a number: ", **text));
    }
  }
  absl::Status checked = CheckLeagueSettings(settings);
  if (!checked.ok()) return checked;
  return settings;
}

bool Sandboxed(const LeagueSettings& settings) {
  return settings.bots.sandbox() == tourney::v1::EngineSpec::BWRAP;
}

}  // namespace harness
