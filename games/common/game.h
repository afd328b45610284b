// The referee's view of one game in progress, the same for every game so the
// harness can run any of them: whose turn it is, what that seat may see and
// do (as bot.v1 messages), applying an answer, and the outcome.
#ifndef GAMES_COMMON_GAME_H_
#define GAMES_COMMON_GAME_H_

#include <cstdint>
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
  std::vector<double> scores;  // per seat: 1 win, 0.5 draw, 0 loss
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
  // The view of the seat to move: sets `observation` (legal actions are
  // filled by the caller from LegalActions()).
  virtual void FillObservation(bot::v1::Observation* observation) const = 0;
  // Plays `action` for the seat to move, or refuses it and changes nothing.
  virtual ApplyResult Apply(const bot::v1::Action& action) = 0;

  // Valid once IsOver().
  virtual Outcome GetOutcome() const = 0;
  // The move record in the game's notation.
  virtual std::string Record() const = 0;
};

}  // namespace games

#endif  // GAMES_COMMON_GAME_H_
