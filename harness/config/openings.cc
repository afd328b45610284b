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
// An opening is a few moves (Reversi's longest, 60 plies, takes 180 bytes):
// a line of megabytes was once split into millions of moves (2 GB, 10 s)
// before its second was found illegal.
constexpr size_t kMaxOpeningLineBytes = 64 << 10;

// Games whose rows read move sequences, for the error that names them.
std::string GamesWithNotation() {
  std::vector<std::string> ids;
  for (const games::GameType& type : games::RegisteredGames()) {
    if (type.parse_moves) ids.push_back(type.id);
  }
  return absl::StrJoin(ids, ", ");
}

// Plays one line on a new game; an error says why it is not an opening.
absl::StatusOr<std::vector<bot::v1::Action>> ReadOpening(const GameDefinition& game,
                                                         const std::string& text) {
  const games::GameType& type = game.type();
  absl::StatusOr<std::vector<bot::v1::Action>> actions = type.parse_moves(text);
  if (!actions.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(actions.status().message(), "; a ", type.id,
                                                   " opening is written as ",
                                                   type.record_notation));
  }
  // The game has no chance (a row that reads move sequences deals none),
  // so any seed checks the line for all.
  const std::unique_ptr<games::Game> state = game.NewState(0);
  for (size_t i = 0; i < actions->size(); ++i) {
    if (state->IsOver()) {
      return absl::InvalidArgumentError(
          absl::StrCat("the game is over after move ", i, " of ", actions->size()));
    }
    const games::ApplyResult applied = state->Apply((*actions)[i]);
    if (!applied.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("move ", i + 1, " is not legal there: ", applied.detail));
    }
  }
  if (state->IsOver()) {
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

absl::StatusOr<OpeningSuite> LoadOpeningSuite(const GameDefinition& game,
                                              const tourney::v1::OpeningsConfig& settings) {
  const std::string& path = settings.file();
  if (!game.type().parse_moves) {
    return absl::InvalidArgumentError(absl::StrCat(
        "openings.file: ", game.id(),
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
  OpeningSuite suite;
  suite.digest = Digest(*contents);
  std::istringstream file(*contents);
  std::string text;
  for (int line = 1; std::getline(file, text); ++line) {
    text.erase(std::min(text.find('#'), text.size()));  // a comment to the end of the line
    absl::StripAsciiWhitespace(&text);
    if (text.empty()) continue;
    if (text.size() > kMaxOpeningLineBytes) {
      return absl::InvalidArgumentError(absl::StrCat(path, ":", line, ": ", text.size(),
                                                     " bytes: an opening line holds at most ",
                                                     kMaxOpeningLineBytes >> 10, " KiB"));
    }
    absl::StatusOr<std::vector<bot::v1::Action>> actions = ReadOpening(game, text);
    if (!actions.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ":", line, ": ", actions.status().message()));
    }
    suite.openings.push_back(
        {static_cast<int>(suite.openings.size()) + 1, line, *std::move(actions)});
  }
  if (suite.openings.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ": no openings (every line is blank or a # comment)"));
  }
  if (settings.start() > static_cast<int>(suite.openings.size())) {
    return absl::InvalidArgumentError(absl::StrCat("openings.start: ", settings.start(),
                                                   " is past the last of the ",
                                                   suite.openings.size(), " openings in ", path));
  }
  return suite;
}

OpeningOrder::OpeningOrder(const tourney::v1::OpeningsConfig& openings, uint64_t seed, int count)
    : order_(count), start_(std::max(kFirstOpening, openings.start()) - 1) {
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
