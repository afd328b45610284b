#include "harness/config/tournament_config.h"

#include <algorithm>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "games/common/game_registry.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"
#include "harness/config/adjudication_rules.h"
#include "harness/config/engine_spec.h"
#include "harness/config/number_ranges.h"
#include "harness/config/one_line.h"
#include "harness/config/openings.h"
#include "harness/config/text_file.h"
#include "harness/config/time_control.h"
#include "harness/engine/transport_kinds.h"
#include "harness/formats/format_registry.h"
#include "harness/seeds/keyed_seed.h"

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

}  // namespace

absl::StatusOr<tourney::v1::TournamentConfig> ParseTournamentConfig(const std::string& text,
                                                                    const std::string& origin) {
  tourney::v1::TournamentConfig config;
  google::protobuf::TextFormat::Parser parser;
  FirstErrorCollector errors;
  parser.RecordErrorsTo(&errors);
  if (!parser.ParseFromString(text, &config)) {
    return OneLine(absl::InvalidArgumentError(absl::StrCat(origin, ":", errors.error())));
  }
  return config;
}

absl::StatusOr<tourney::v1::TournamentConfig> LoadTournamentConfig(const std::string& path) {
  absl::StatusOr<std::string> text = ReadTextFile(path, "config file");
  if (!text.ok()) return text.status();
  return ParseTournamentConfig(*text, path);
}

const games::GameType* ApplyDefaults(tourney::v1::TournamentConfig* config) {
  if (config->game().empty()) config->set_game(games::RegisteredGames().front().id);
  const games::GameType* type = games::FindGame(config->game());
  if (config->seats_per_game() == 0) config->set_seats_per_game(kDefaultSeatsPerGame);
  if (config->games_per_pairing() == 0) config->set_games_per_pairing(kDefaultGamesPerPairing);
  // Games come in seat rotations (pairs, for two seats): round up to whole
  // rotations, down at the cap. A value out of range is left for
  // ValidateConfig to name.
  const int64_t seats = config->seats_per_game();
  const int64_t games = config->games_per_pairing();
  if (CheckInt(kSeatsPerGame, seats).ok() && CheckInt(kGamesPerPairing, games).ok() &&
      FormatOf(*config).whole_rotations()) {
    int64_t rounded = (games + seats - 1) / seats * seats;
    if (rounded > kGamesPerPairing.max) rounded -= seats;
    config->set_games_per_pairing(static_cast<int>(rounded));
  }
  // An opening suite replaces the random plies. -1 (none) stays -1: a 0
  // would take the game's default when the saved config is read back.
  if (config->opening_plies() == 0 && config->openings().file().empty()) {
    config->set_opening_plies(type != nullptr ? type->default_opening_plies : 0);
  }
  // -1 (none) stays -1, not 0: the saved config must not read as "the
  // game's default" when a resume applies the defaults again.
  if (config->concurrency() == 0) config->set_concurrency(kDefaultConcurrency);
  if (config->move_time_ms() == 0) config->set_move_time_ms(kDefaultMoveTimeMs);
  if (config->deadline_margin_ms() == 0) config->set_deadline_margin_ms(kDefaultDeadlineMarginMs);
  if (config->unreachable_grace_ms() == 0) {
    config->set_unreachable_grace_ms(kDefaultUnreachableGraceMs);
  }
  if (config->prepare_timeout_ms() == 0) config->set_prepare_timeout_ms(kDefaultPrepareTimeoutMs);
  if (config->max_engine_string_bytes() == 0) {
    config->set_max_engine_string_bytes(kDefaultMaxEngineStringBytes);
  }
  for (tourney::v1::EngineSpec& engine : *config->mutable_engines()) {
    ApplyEachDefaults(config->each(), &engine);
  }
  ApplyFormatDefaults(config);
  if (!config->has_seeds_per_pairing()) {
    config->set_seeds_per_pairing(FormatOf(*config).SeedsPerPairingByDefault(*config));
  }
  return type;
}

namespace {

// The numbers against their ranges, then the game, the engines and the
// schedule; everything but the files the config names.
absl::StatusOr<GameDefinition> CheckSettings(const tourney::v1::TournamentConfig& config,
                                             const games::GameType* type) {
  for (absl::Status status :
       {CheckInt(kGamesPerPairing, config.games_per_pairing()),
        CheckInt(kOpeningPlies, config.opening_plies()),
        CheckInt(kConcurrency, config.concurrency()), CheckInt(kMoveTimeMs, config.move_time_ms()),
        CheckInt(kDeadlineMarginMs, config.deadline_margin_ms()),
        CheckInt(kUnreachableGraceMs, config.unreachable_grace_ms()),
        CheckInt(kPrepareTimeoutMs, config.prepare_timeout_ms()),
        CheckInt(kMaxEngineStringBytes, config.max_engine_string_bytes())}) {
    if (!status.ok()) return status;
  }
  if (type == nullptr) return games::UnknownGameError(config.game());
  absl::StatusOr<GameDefinition> game =
      GameDefinition::ForType(*type, config.variant(), config.seats_per_game());
  if (!game.ok()) return game.status();  // names the game's seat counts
  absl::Status seats = CheckInt(kSeatsPerGame, config.seats_per_game());
  if (!seats.ok()) return seats;
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
    absl::Status plays = CheckPlays(TransportOf(engine), config.game());
    if (!plays.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("engine ", engine.name(), ": ", plays.message()));
    }
    if (!names.insert(engine.name()).second) {
      return absl::InvalidArgumentError(
          absl::StrCat("two engines are named '", engine.name(), "'"));
    }
  }
  absl::Status format = CheckFormat(config);
  if (!format.ok()) return format;
  return game;
}

// CheckConfig, its messages as they quote the config.
absl::StatusOr<CheckedConfig> CheckAndLoad(const tourney::v1::TournamentConfig& config,
                                           const games::GameType* type) {
  absl::StatusOr<GameDefinition> game = CheckSettings(config, type);
  if (!game.ok()) return game.status();
  OpeningSuite openings;
  if (!config.openings().file().empty()) {
    if (config.opening_plies() > 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("opening_plies: ", config.opening_plies(),
                       " random plies and an openings file exclude each other: expected "
                       "opening_plies unset (or -1) with openings.file"));
    }
    absl::StatusOr<OpeningSuite> suite = LoadOpeningSuite(*game, config.openings());
    if (!suite.ok()) return suite.status();
    openings = *std::move(suite);
  } else if (config.has_openings()) {
    return absl::InvalidArgumentError("openings: expected a file (openings.file) with order/start");
  }
  absl::Status adjudication = ValidateAdjudication(config, game->type());
  if (!adjudication.ok()) return adjudication;
  return CheckedConfig{*std::move(game), std::move(openings)};
}

}  // namespace

absl::StatusOr<CheckedConfig> CheckConfig(const tourney::v1::TournamentConfig& config,
                                          const games::GameType* type) {
  absl::StatusOr<CheckedConfig> checked = CheckAndLoad(config, type);
  if (!checked.ok()) return OneLine(checked.status());
  return checked;
}

absl::Status ValidateConfig(const tourney::v1::TournamentConfig& config) {
  return CheckConfig(config, games::FindGame(config.game())).status();
}

std::string TournamentId(const tourney::v1::TournamentConfig& config) {
  // The whole config but where results go, how many games run at once, how
  // long engines are waited for and how much of their texts is kept, so that a setting added later
  // counts unless it is left out here.
  tourney::v1::TournamentConfig played = config;
  played.clear_seed();  // the key instead: engines see the id in game_id
  played.clear_results();
  played.clear_concurrency();
  played.clear_unreachable_grace_ms();
  played.clear_prepare_timeout_ms();
  played.clear_max_engine_string_bytes();
  // Shared seeds hash as the field's old unset default did: a tournament
  // that plays the same schedule keeps its id (and its logs resume).
  if (!played.seeds_per_pairing()) played.clear_seeds_per_pairing();
  // Withdrawals and late entries change the rounds after them only: the
  // log of the rounds before resumes under them.
  for (const tourney::v1::FormatSettings::LateEntry& entry :
       config.format_settings().late_entries()) {
    auto* engines = played.mutable_engines();
    for (int i = engines->size() - 1; i >= 0; --i) {
      if (engines->Get(i).name() == entry.engine()) engines->DeleteSubrange(i, 1);
    }
  }
  played.mutable_format_settings()->clear_withdrawals();
  played.mutable_format_settings()->clear_late_entries();
  if (played.format_settings().ByteSizeLong() == 0) played.clear_format_settings();
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);  // options (a map) in key order
    played.SerializeToCodedStream(&coded);
  }
  return absl::StrFormat("%016x", KeyedHash(config.seed(), bytes));
}

}  // namespace harness
