// The referee's view of one game in progress, the same for every game so the
// harness can run any of them: whose turn it is, what that seat may see and
// do (as bot.v1 messages), applying an answer, and the outcome.
#ifndef GAMES_COMMON_GAME_H_
#define GAMES_COMMON_GAME_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bot/v1/engine.pb.h"

namespace games {

// Why an answer was refused.
enum class ActionFault {
  kNone,
  kWrongGame,  // the action is for another game (or none at all)
  kMalformed,  // the right game, but not a well-formed action
  kIllegal,    // well-formed, but not legal here
};

struct ApplyResult {
  ActionFault fault = ActionFault::kNone;
  std::string detail;  // why, for the results log

  bool ok() const { return fault == ActionFault::kNone; }
};

struct Outcome {
  // Per seat, in [0, 1]: the share of the other seats it finished above,
  // ties counting half (1 win, 0.5 draw, 0 loss between two). Each pair of
  // seats thus shares one point, so the scores sum to seats / 2, and a
  // pair's result follows from comparing their two scores. A lone seat
  // (solo modes) scores 1; its points say how well it did.
  std::vector<double> scores;
  std::vector<double> points;  // per seat game points (e.g. disc differential)
};

// The refusal of an action that belongs to another game than the one
// being played (or to none), naming the action's game field.
ApplyResult WrongGame(const bot::v1::Action& action);

class Game {
 public:
  virtual ~Game() = default;

  virtual int NumSeats() const = 0;
  virtual bool IsOver() const = 0;
  virtual int SeatToMove() const = 0;
  virtual int Plies() const = 0;

  // The legal actions of the seat to move.
  virtual std::vector<bot::v1::Action> LegalActions() const = 0;
  // False while LegalActions() offers only a sample of what Apply accepts
  // (Battleship's layouts), so an action missing from it may still be legal.
  virtual bool LegalActionsAreComplete() const { return true; }

  // The view of `seat`: everything the rules let it see and nothing else
  // (legal actions are filled by the caller from LegalActions()).
  virtual void FillObservationFor(int seat, bot::v1::Observation* observation) const = 0;
  // The view of the seat to move, the one sent with a decision.
  void FillObservation(bot::v1::Observation* observation) const {
    FillObservationFor(SeatToMove(), observation);
  }

  // Plays `action` for the seat to move, or refuses it and changes nothing.
  virtual ApplyResult Apply(const bot::v1::Action& action) = 0;

  // An independent copy, to try an action without playing it.
  virtual std::unique_ptr<Game> Clone() const = 0;
  // Replaces everything the rules hide from `seat` (the other seats' private
  // information, undealt or future chance) with other values drawn from
  // `seed`. The result need not be reachable by the rules: it exists so the
  // conformance suite can show that the view of `seat` does not depend on
  // what was replaced. Nothing to replace in a perfect-information game.
  virtual void RedrawHidden(int /*seat*/, uint64_t /*seed*/) {}

  // Valid once IsOver().
  virtual Outcome GetOutcome() const = 0;
  // The move record in the game's notation.
  virtual std::string Record() const = 0;
  // What a replay of Record() needs that the record does not say, as the
  // referee saw it (a deal's later draws, a fleet no seat placed, the
  // board and fleet they lie on); "" when the record says everything.
  virtual std::string HiddenRecord() const { return ""; }
  // The position now, in a canonical text a replay viewer can produce from
  // Record() and HiddenRecord() alone (the game's README gives the format).
  virtual std::string PositionText() const = 0;
};

}  // namespace games

#endif  // GAMES_COMMON_GAME_H_
