#include "games/reversi/reversi_game.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "games/reversi/rules_endgame_solver.h"

namespace reversi {

bot::v1::Action ActionForMove(int move) {
  bot::v1::Action action;
  if (move == kPass) {
    action.mutable_reversi()->set_pass(true);
  } else {
    action.mutable_reversi()->set_square(move);
  }
  return action;
}

games::ApplyResult MoveForAction(const bot::v1::Action& action, int* move) {
  if (action.game_case() != bot::v1::Action::kReversi) return games::WrongGame(action);
  const bot::v1::ReversiAction& reversi = action.reversi();
  switch (reversi.move_case()) {
    case bot::v1::ReversiAction::kSquare:
      if (reversi.square() > 63) {
        return {games::ActionFault::kMalformed,
                absl::StrCat("square ", reversi.square(), " is off the board")};
      }
      *move = static_cast<int>(reversi.square());
      return {};
    case bot::v1::ReversiAction::kPass:
      if (!reversi.pass()) {
        return {games::ActionFault::kMalformed, "pass=false is not a move"};
      }
      *move = kPass;
      return {};
    default:
      return {games::ActionFault::kMalformed, "neither a square nor a pass"};
  }
}

bot::v1::ReversiObservation ObservationOf(const ReversiState& state, Color color) {
  bot::v1::ReversiObservation observation;
  const Color other = color == Color::kBlack ? Color::kWhite : Color::kBlack;
  observation.set_own(state.Discs(color));
  observation.set_opponent(state.Discs(other));
  observation.set_color(color == Color::kBlack ? bot::v1::ReversiObservation::BLACK
                                               : bot::v1::ReversiObservation::WHITE);
  for (int move : state.History()) {
    *observation.add_history() = ActionForMove(move).reversi();
  }
  return observation;
}

absl::StatusOr<ReversiState> StateFromObservation(const bot::v1::ReversiObservation& observation) {
  ReversiState state;
  for (const bot::v1::ReversiAction& recorded : observation.history()) {
    bot::v1::Action action;
    *action.mutable_reversi() = recorded;
    int move = kPass;
    games::ApplyResult parsed = MoveForAction(action, &move);
    if (!parsed.ok()) return absl::InvalidArgumentError(parsed.detail);
    absl::Status applied = state.Apply(move);
    if (!applied.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("history move ", state.History().size() + 1, ": ", applied.message()));
    }
  }
  const Position position = state.PositionToMove();
  if (position.own != observation.own() || position.opp != observation.opponent()) {
    return absl::InvalidArgumentError("discs do not match the history");
  }
  const auto to_move = state.ToMove() == Color::kBlack ? bot::v1::ReversiObservation::BLACK
                                                       : bot::v1::ReversiObservation::WHITE;
  if (observation.color() != to_move) {
    return absl::InvalidArgumentError(absl::StrCat("colour ", observation.color(),
                                                   " (1 black, 2 white) is not the side to move"));
  }
  return state;
}

std::vector<bot::v1::Action> ReversiGame::LegalActions() const {
  std::vector<bot::v1::Action> actions;
  Bitboard moves = state_.LegalMoves();
  if (moves == 0) return {ActionForMove(kPass)};
  while (moves) {
    actions.push_back(ActionForMove(LowestSquare(moves)));
    moves &= moves - 1;
  }
  return actions;
}

void ReversiGame::FillObservationFor(int seat, bot::v1::Observation* observation) const {
  *observation->mutable_reversi() = ObservationOf(state_, static_cast<Color>(seat));
}

games::ApplyResult ReversiGame::Apply(const bot::v1::Action& action) {
  int move = kPass;
  games::ApplyResult parsed = MoveForAction(action, &move);
  if (!parsed.ok()) return parsed;
  absl::Status applied = state_.Apply(move);
  if (!applied.ok()) {
    return {games::ActionFault::kIllegal, std::string(applied.message())};
  }
  return {};
}

namespace {

// Scores and points from Black's final disc differential.
games::Outcome OutcomeOf(int black) {
  const double black_score = black > 0 ? 1.0 : black < 0 ? 0.0 : 0.5;
  return {{black_score, 1.0 - black_score},
          {static_cast<double>(black), static_cast<double>(-black)}};
}

}  // namespace

games::Outcome ReversiGame::GetOutcome() const {
  return OutcomeOf(state_.DiscDifferential(Color::kBlack));
}

absl::StatusOr<std::vector<bot::v1::Action>> ParseMoves(const std::string& moves) {
  std::string compact;
  for (char c : moves) {
    if (!absl::ascii_isspace(static_cast<unsigned char>(c))) compact += c;
  }
  absl::StatusOr<std::vector<int>> parsed = ParseRecord(compact);
  if (!parsed.ok()) return parsed.status();
  std::vector<bot::v1::Action> actions;
  for (int move : *parsed) actions.push_back(ActionForMove(move));
  return actions;
}

std::optional<games::Outcome> SolvedOutcome(const games::Game& game, int max_empties) {
  bot::v1::Observation view;
  game.FillObservation(&view);
  const Position position{view.reversi().own(), view.reversi().opponent()};
  if (position.EmptyCount() > max_empties) return std::nullopt;
  if (game.IsOver()) return game.GetOutcome();
  const int mover = RulesEndgameSolver().Solve(position)->score;
  return OutcomeOf(game.SeatToMove() == 0 ? mover : -mover);
}

games::GameType ReversiGameType() {
  games::GameType type;
  type.id = "reversi";
  type.title = "Reversi/Othello";
  type.variants = {{"standard", "8x8, the standard start", 0}};
  type.default_opening_plies = 4;
  type.points_label = "disc differential";
  type.record_notation = "squares a1..h8 in play order (a1 top left), 'pass' for a pass";
  type.parse_moves = ParseMoves;
  type.solve = SolvedOutcome;
  type.create = [](const std::string& variant, uint64_t,
                   int) -> absl::StatusOr<std::unique_ptr<games::Game>> {
    if (!variant.empty() && variant != "standard") {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown reversi variant '", variant, "' (known: standard)"));
    }
    return std::unique_ptr<games::Game>(new ReversiGame());
  };
  return type;
}

}  // namespace reversi
