#include "harness/config/tournament_config.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"
#include "harness/config/adjudication_rules.h"
#include "harness/config/engine_spec.h"
#include "harness/config/openings.h"
#include "harness/config/time_control.h"

namespace harness {
namespace {

// Keeps the first parse error with its position.
class FirstErrorCollector : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int line, google::protobuf::io::ColumnNumber column,
                const std::string& message) override {
    if (error_.empty()) error_ = absl::StrCat(line + 1, ":", column + 1, ": ", message);
  }
  const std::string& error() const { return error_; }

 private:
  std::string error_;
};

// `each` holds defaults only: a time control and limits.
absl::Status ValidateEach(const tourney::v1::EngineSpec& each) {
  tourney::v1::EngineSpec timing_only;
  if (each.has_time_control()) *timing_only.mutable_time_control() = each.time_control();
  if (each.has_limits()) *timing_only.mutable_limits() = each.limits();
  if (!google::protobuf::util::MessageDifferencer::Equals(each, timing_only)) {
    return absl::InvalidArgumentError(
        "each: only time_control and limits may be set (the defaults for every engine)");
  }
  absl::Status valid = ValidateTiming(each);
  if (!valid.ok()) return absl::InvalidArgumentError(absl::StrCat("each: ", valid.message()));
  return absl::OkStatus();
}

uint64_t HashString(uint64_t hash, const std::string& text) {
  hash = games::MixSeeds(hash, text.size());
  for (char c : text) hash = games::MixSeeds(hash, static_cast<unsigned char>(c));
  return hash;
}

}  // namespace

absl::StatusOr<tourney::v1::TournamentConfig> ParseTournamentConfig(const std::string& text,
                                                                    const std::string& origin) {
  tourney::v1::TournamentConfig config;
  google::protobuf::TextFormat::Parser parser;
  FirstErrorCollector errors;
  parser.RecordErrorsTo(&errors);
  if (!parser.ParseFromString(text, &config)) {
    return absl::InvalidArgumentError(absl::StrCat(origin, ":", errors.error()));
  }
  return config;
}

absl::StatusOr<tourney::v1::TournamentConfig> LoadTournamentConfig(const std::string& path) {
  std::ifstream file(path);
  if (!file) return absl::NotFoundError(absl::StrCat("cannot read config file ", path));
  std::stringstream text;
  text << file.rdbuf();
  return ParseTournamentConfig(text.str(), path);
}

void ApplyDefaults(tourney::v1::TournamentConfig* config) {
  if (config->game().empty()) config->set_game(games::RegisteredGames().front().id);
  if (config->seats_per_game() == 0) config->set_seats_per_game(2);
  if (config->games_per_pairing() == 0) config->set_games_per_pairing(kDefaultGamesPerPairing);
  // Games come in seat rotations (pairs, for two seats): round up to whole
  // rotations.
  const int seats = std::max(1, config->seats_per_game());
  const int games = config->games_per_pairing();
  config->set_games_per_pairing((games + seats - 1) / seats * seats);
  // An opening suite replaces the random plies.
  if (config->opening_plies() == 0 && config->openings().file().empty()) {
    const games::GameType* type = games::FindGame(config->game());
    config->set_opening_plies(type != nullptr ? type->default_opening_plies : 0);
  }
  if (config->opening_plies() < 0) config->set_opening_plies(0);  // -1 asks for none
  if (config->concurrency() == 0) config->set_concurrency(kDefaultConcurrency);
  if (config->move_time_ms() == 0) config->set_move_time_ms(kDefaultMoveTimeMs);
  if (config->deadline_margin_ms() == 0) config->set_deadline_margin_ms(kDefaultDeadlineMarginMs);
  for (tourney::v1::EngineSpec& engine : *config->mutable_engines()) {
    ApplyEachDefaults(config->each(), &engine);
  }
  if (config->format() == tourney::v1::TournamentConfig::GAUNTLET &&
      config->gauntlet_engine().empty() && config->engines_size() > 0) {
    config->set_gauntlet_engine(config->engines(0).name());
  }
}

absl::Status ValidateConfig(const tourney::v1::TournamentConfig& config) {
  absl::StatusOr<std::unique_ptr<games::Game>> game =
      games::NewGame(config.game(), config.variant(), 0, config.seats_per_game());
  if (!game.ok()) return game.status();
  const int needed = std::max(2, config.seats_per_game());
  if (config.engines_size() < needed) {
    return absl::InvalidArgumentError(absl::StrCat("a tournament of ", config.seats_per_game(),
                                                   "-player games needs at least ", needed,
                                                   " engines, got ", config.engines_size()));
  }
  absl::Status each = ValidateEach(config.each());
  if (!each.ok()) return each;
  std::set<std::string> names;
  for (const tourney::v1::EngineSpec& engine : config.engines()) {
    absl::Status valid = ValidateEngineSpec(engine);
    if (!valid.ok()) return valid;
    if ((engine.protocol() == "gtp" || engine.protocol() == "nboard") &&
        config.game() != "reversi") {
      return absl::InvalidArgumentError(
          absl::StrCat("engine ", engine.name(), ": protocol=", engine.protocol(),
                       " speaks Othello only, and this tournament plays ", config.game()));
    }
    if (!names.insert(engine.name()).second) {
      return absl::InvalidArgumentError(
          absl::StrCat("two engines are named '", engine.name(), "'"));
    }
  }
  if (config.games_per_pairing() < 0) {
    return absl::InvalidArgumentError("games_per_pairing must be positive");
  }
  if (config.concurrency() < 1 || config.concurrency() > 256) {
    return absl::InvalidArgumentError(
        absl::StrCat("concurrency must be 1..256, got ", config.concurrency()));
  }
  if (config.move_time_ms() < 0 || config.deadline_margin_ms() < 0) {
    return absl::InvalidArgumentError("move_time_ms and deadline_margin_ms must not be negative");
  }
  if (config.format() == tourney::v1::TournamentConfig::GAUNTLET &&
      !names.count(config.gauntlet_engine())) {
    return absl::InvalidArgumentError(
        absl::StrCat("gauntlet engine '", config.gauntlet_engine(), "' is not among the engines"));
  }
  if (!config.openings().file().empty()) {
    if (config.opening_plies() > 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("opening_plies: ", config.opening_plies(),
                       " random plies and an openings file exclude each other: expected "
                       "opening_plies unset (or -1) with openings.file"));
    }
    absl::StatusOr<std::vector<Opening>> openings = LoadOpenings(config);
    if (!openings.ok()) return openings.status();
  } else if (config.has_openings()) {
    return absl::InvalidArgumentError("openings: expected a file (openings.file) with order/start");
  }
  return ValidateAdjudication(config);
}

std::string TournamentId(const tourney::v1::TournamentConfig& config) {
  // The whole config but where results go and how many games run at once,
  // so that a setting added later counts unless it is left out here.
  tourney::v1::TournamentConfig played = config;
  played.clear_results();
  played.clear_concurrency();
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);  // options (a map) in key order
    played.SerializeToCodedStream(&coded);
  }
  return absl::StrFormat("%016x", HashString(0x7a11, bytes));
}

}  // namespace harness
