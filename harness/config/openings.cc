#include "harness/config/openings.h"

#include <algorithm>
#include <numeric>
#include <sstream>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "harness/config/number_ranges.h"
#include "harness/config/text_file.h"

namespace harness {
namespace {

// Salt separating the suite's shuffle from the other streams of the seed.
constexpr uint64_t kShuffleSalt = 0x5b0ff1e;

// Games whose rows read move sequences, for the error that names them.
std::string GamesWithNotation() {
  std::vector<std::string> ids;
  for (const games::GameType& type : games::RegisteredGames()) {
    if (type.parse_moves) ids.push_back(type.id);
  }
  return absl::StrJoin(ids, ", ");
}

// Plays one line on a new game; an error says why it is not an opening.
absl::StatusOr<std::vector<bot::v1::Action>> ReadOpening(
    const games::GameType& type, const tourney::v1::TournamentConfig& config,
    const std::string& text) {
  absl::StatusOr<std::vector<bot::v1::Action>> actions = type.parse_moves(text);
  if (!actions.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(actions.status().message(), "; a ", type.id,
                                                   " opening is written as ",
                                                   type.record_notation));
  }
  // The game has no chance (a row that reads move sequences deals none),
  // so any seed checks the line for all.
  absl::StatusOr<std::unique_ptr<games::Game>> game =
      games::NewGame(config.game(), config.variant(), 0, config.seats_per_game());
  if (!game.ok()) return game.status();
  for (size_t i = 0; i < actions->size(); ++i) {
    if ((*game)->IsOver()) {
      return absl::InvalidArgumentError(
          absl::StrCat("the game is over after move ", i, " of ", actions->size()));
    }
    const games::ApplyResult applied = (*game)->Apply((*actions)[i]);
    if (!applied.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("move ", i + 1, " is not legal there: ", applied.detail));
    }
  }
  if ((*game)->IsOver()) {
    return absl::InvalidArgumentError("the line ends the game: an opening must leave a move");
  }
  return actions;
}

std::string Digest(const std::string& contents) {
  return absl::StrFormat("%016x", games::HashText(0x0be9, contents));
}

// The file's bytes, refused when they no longer match a digest taken
// earlier.
absl::StatusOr<std::string> ReadOpeningsFile(const tourney::v1::OpeningsConfig& settings) {
  absl::StatusOr<std::string> contents = ReadTextFile(settings.file(), "");
  if (!contents.ok()) {
    return absl::NotFoundError(absl::StrCat("openings.file: ", contents.status().message()));
  }
  if (!settings.digest().empty() && Digest(*contents) != settings.digest()) {
    return absl::FailedPreconditionError(absl::StrCat(
        "openings.file: ", settings.file(), " changed since this tournament started (digest ",
        Digest(*contents), ", the tournament's ", settings.digest(),
        "): restore it, or start a new tournament (another --results)"));
  }
  return contents;
}

}  // namespace

absl::Status PinOpeningsDigest(tourney::v1::TournamentConfig* config) {
  if (config->openings().file().empty()) return absl::OkStatus();
  absl::StatusOr<std::string> contents = ReadOpeningsFile(config->openings());
  if (!contents.ok()) return contents.status();
  config->mutable_openings()->set_digest(Digest(*contents));
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Opening>> LoadOpenings(const tourney::v1::TournamentConfig& config) {
  const tourney::v1::OpeningsConfig& settings = config.openings();
  const std::string& path = settings.file();
  const games::GameType* type = games::FindGame(config.game());
  if (type == nullptr) return absl::InvalidArgumentError("unknown game " + config.game());
  if (!type->parse_moves) {
    return absl::InvalidArgumentError(absl::StrCat(
        "openings.file: ", config.game(),
        " has no move-sequence notation to write openings in (games dealt by chance keep their "
        "seed-duplicated deals); opening files are for: ",
        GamesWithNotation()));
  }
  if (!tourney::v1::OpeningsConfig::Order_IsValid(settings.order())) {
    return absl::InvalidArgumentError(
        absl::StrCat("openings.order: ", settings.order(), " is not SEQUENTIAL or RANDOM"));
  }
  absl::Status start = CheckInt(kOpeningsStart, settings.start());
  if (!start.ok()) return start;
  absl::StatusOr<std::string> contents = ReadOpeningsFile(settings);
  if (!contents.ok()) return contents.status();
  std::istringstream file(*contents);
  std::vector<Opening> openings;
  std::string text;
  for (int line = 1; std::getline(file, text); ++line) {
    text.erase(std::min(text.find('#'), text.size()));  // a comment to the end of the line
    absl::StripAsciiWhitespace(&text);
    if (text.empty()) continue;
    absl::StatusOr<std::vector<bot::v1::Action>> actions = ReadOpening(*type, config, text);
    if (!actions.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ":", line, ": ", actions.status().message()));
    }
    openings.push_back({static_cast<int>(openings.size()) + 1, line, *std::move(actions)});
  }
  if (openings.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ": no openings (every line is blank or a # comment)"));
  }
  if (settings.start() > static_cast<int>(openings.size())) {
    return absl::InvalidArgumentError(absl::StrCat("openings.start: ", settings.start(),
                                                   " is past the last of the ", openings.size(),
                                                   " openings in ", path));
  }
  return openings;
}

OpeningOrder::OpeningOrder(const tourney::v1::OpeningsConfig& openings, uint64_t seed, int count)
    : order_(count), start_(std::max(1, openings.start()) - 1) {
  std::iota(order_.begin(), order_.end(), 0);
  if (openings.order() == tourney::v1::OpeningsConfig::RANDOM) {
    games::SeededRandom random(games::MixSeeds(seed, kShuffleSalt));
    for (int i = count - 1; i > 0; --i) {
      std::swap(order_[i], order_[random.Below(static_cast<uint64_t>(i) + 1)]);
    }
  }
}

int OpeningOrder::ForRotation(int64_t rotation) const {
  return order_[(start_ + rotation) % static_cast<int64_t>(order_.size())];
}

}  // namespace harness
