#include "games/nimtetris/nimtetris_game.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace nimtetris {

absl::StatusOr<const Geometry*> ParseVariant(const std::string& variant) {
  if (variant.empty()) return Geometry::Of(10, 10);
  const size_t x = variant.find('x');
  int width = 0, height = 0;
  if (x == std::string::npos || !absl::SimpleAtoi(variant.substr(0, x), &width) ||
      !absl::SimpleAtoi(variant.substr(x + 1), &height)) {
    return absl::InvalidArgumentError(
        absl::StrCat("nimtetris variant '", variant, "' is not WIDTHxHEIGHT (e.g. 10x10)"));
  }
  return Geometry::Of(width, height);
}

bot::v1::Action PlacementAction(const Placement& placement) {
  bot::v1::Action action;
  bot::v1::NimTetrisAction* out = action.mutable_nimtetris();
  out->set_shape(placement.shape);
  out->set_row(placement.row);
  out->set_column(placement.column);
  return action;
}

absl::StatusOr<Bits> FilledOf(const Geometry& geometry, const bot::v1::NimTetrisObservation& view) {
  if (static_cast<int>(view.width()) != geometry.width() ||
      static_cast<int>(view.height()) != geometry.height()) {
    return absl::InvalidArgumentError("the observation's board size does not match its variant");
  }
  Bits filled = 0;
  for (uint32_t cell : view.filled()) {
    if (cell >= static_cast<uint32_t>(geometry.width() * geometry.height())) {
      return absl::InvalidArgumentError(absl::StrCat("filled cell ", cell, " is off the board"));
    }
    filled |= Bit(static_cast<int>(cell));
  }
  return filled;
}

absl::StatusOr<int> PlacementOf(const Geometry& geometry, const bot::v1::NimTetrisAction& action) {
  const int index =
      action.shape() < Shapes().size() && action.row() < 64 && action.column() < 64
          ? geometry.Find(static_cast<int>(action.shape()), static_cast<int>(action.row()),
                          static_cast<int>(action.column()))
          : -1;
  if (index < 0) {
    return absl::InvalidArgumentError(absl::StrCat("shape ", action.shape(), " at row ",
                                                   action.row(), ", column ", action.column(),
                                                   " is not a piece on the board"));
  }
  return index;
}

absl::StatusOr<std::vector<bot::v1::Action>> ParseMoves(const std::string& moves) {
  std::vector<bot::v1::Action> actions;
  for (absl::string_view token : absl::StrSplit(moves, ' ', absl::SkipWhitespace())) {
    const size_t at = token.find('@');
    int shape = -1;
    for (size_t i = 0; at != absl::string_view::npos && i < Shapes().size(); ++i) {
      if (Shapes()[i].name == token.substr(0, at)) shape = static_cast<int>(i);
    }
    int row = 0;
    if (shape < 0 || token.size() < at + 3 || token[at + 1] < 'a' || token[at + 1] > 'z' ||
        !absl::SimpleAtoi(token.substr(at + 2), &row) || row < 1) {
      return absl::InvalidArgumentError(
          absl::StrCat("not a Nim Tetris move: '", token,
                       "' (expected <shape>@<column letter><row>, e.g. T0@c4)"));
    }
    bot::v1::Action action;
    bot::v1::NimTetrisAction* placement = action.mutable_nimtetris();
    placement->set_shape(shape);
    placement->set_row(row - 1);
    placement->set_column(token[at + 1] - 'a');
    actions.push_back(std::move(action));
  }
  return actions;
}

bool NimTetrisGame::IsOver() const {
  for (const Placement& placement : geometry_.placements()) {
    if ((placement.cells & filled_) == 0) return false;
  }
  return true;
}

std::vector<bot::v1::Action> NimTetrisGame::LegalActions() const {
  std::vector<bot::v1::Action> actions;
  for (int index : LegalPlacements(geometry_, filled_)) {
    actions.push_back(PlacementAction(geometry_.placements()[index]));
  }
  return actions;
}

void NimTetrisGame::FillObservationFor(int /*seat*/, bot::v1::Observation* observation) const {
  bot::v1::NimTetrisObservation* view = observation->mutable_nimtetris();
  view->set_variant(variant_.empty() ? "10x10" : variant_);
  view->set_width(geometry_.width());
  view->set_height(geometry_.height());
  for (int cell = 0; cell < geometry_.width() * geometry_.height(); ++cell) {
    if (filled_ & Bit(cell)) view->add_filled(cell);
  }
}

games::ApplyResult NimTetrisGame::Apply(const bot::v1::Action& action) {
  if (action.game_case() != bot::v1::Action::kNimtetris) return games::WrongGame(action);
  absl::StatusOr<int> index = PlacementOf(geometry_, action.nimtetris());
  if (!index.ok()) return {games::ActionFault::kMalformed, std::string(index.status().message())};
  const Placement& placement = geometry_.placements()[*index];
  if (placement.cells & filled_) {
    return {games::ActionFault::kIllegal,
            absl::StrCat(Shapes()[placement.shape].name, " at row ", placement.row, ", column ",
                         placement.column, " covers a filled cell")};
  }
  filled_ |= placement.cells;
  absl::StrAppend(&record_, record_.empty() ? "" : " ", Shapes()[placement.shape].name, "@",
                  std::string(1, static_cast<char>('a' + placement.column)), placement.row + 1);
  ++plies_;
  return {};
}

std::string NimTetrisGame::PositionText() const {
  std::string text;
  for (int cell = 0; cell < geometry_.width() * geometry_.height(); ++cell) {
    if (cell > 0 && cell % geometry_.width() == 0) text += '/';
    text += (filled_ & Bit(cell)) ? '#' : '.';
  }
  return text;
}

games::Outcome NimTetrisGame::GetOutcome() const {
  games::Outcome outcome;
  for (int seat = 0; seat < 2; ++seat) {
    outcome.scores.push_back(seat == SeatToMove() ? 1.0 : 0.0);
    outcome.points.push_back(static_cast<double>((plies_ + 1 - seat) / 2));
  }
  return outcome;
}

games::GameType NimTetrisGameType() {
  games::GameType type;
  type.id = "nimtetris";
  type.title = "Nim Tetris (misere)";
  type.variants = {{"10x10", "the seed document's board", 0}, {"7x7", "a smaller board", 0}};
  type.variant_syntax = "WIDTHxHEIGHT";
  type.default_opening_plies = 4;
  type.points_label = "pieces placed";
  type.record_notation = "<shape>@<column letter><row> per piece, space-separated, e.g. T0@c4";
  type.parse_moves = ParseMoves;
  type.create = [](const std::string& variant, uint64_t,
                   int) -> absl::StatusOr<std::unique_ptr<games::Game>> {
    absl::StatusOr<const Geometry*> geometry = ParseVariant(variant);
    if (!geometry.ok()) return geometry.status();
    return std::unique_ptr<games::Game>(new NimTetrisGame(variant, **geometry));
  };
  return type;
}

}  // namespace nimtetris
