// Keeps a text-protocol engine's board in step with the referee's game: the
// moves the engine has been told in the game in progress, and what it must
// be told next. Engines keep a board; bot.v1 requests carry the whole
// history instead, so the adapter sends only what is new since the engine's
// last turn (and starts afresh for a new game).
#ifndef HARNESS_ENGINE_MOVE_SYNC_H_
#define HARNESS_ENGINE_MOVE_SYNC_H_

#include <string>
#include <vector>

#include "bot/v1/engine.pb.h"
#include "harness/engine/othello_text.h"

namespace harness {

class MoveSync {
 public:
  struct Plan {
    // Start a new game first (then `moves` is the whole history, opening
    // plies included).
    bool new_game = false;
    std::vector<bot::v1::ReversiAction> moves;
    // The ply of moves[0] (its colour: ColourOfPly).
    int first_ply = 0;
  };

  // What to send so that the engine's game becomes `history` of `game_id`:
  // the moves after what it knows, or a new game when the game id changed or
  // the history no longer extends what the engine was told.
  Plan PlanFor(const std::string& game_id, const ReversiHistory& history) const;
  // After the plan was sent: the engine knows `history` of `game_id`.
  void Told(const std::string& game_id, const ReversiHistory& history);
  // The engine played `move` on its own board (GTP genmove does).
  void PlayedItself(const bot::v1::ReversiAction& move);

 private:
  std::string game_id_;
  std::vector<bot::v1::ReversiAction> known_;
};

// The request's Reversi history, or null when it carries no Reversi
// observation.
const ReversiHistory* HistoryOf(const bot::v1::DecideRequest& request);

// Whether passing is the only legal action (the adapters then answer it
// without asking the engine).
bool OnlyPassIsLegal(const bot::v1::DecideRequest& request);

}  // namespace harness

#endif  // HARNESS_ENGINE_MOVE_SYNC_H_
