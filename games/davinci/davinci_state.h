// Da Vinci Code as the referee keeps it (GAMES.md section 4), with tiles
// numbered and inserted as tiles.h says.
#ifndef GAMES_DAVINCI_DAVINCI_STATE_H_
#define GAMES_DAVINCI_DAVINCI_STATE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "games/common/seeded_random.h"
#include "games/davinci/tiles.h"

namespace davinci {

inline constexpr int kMaxPlayers = 4;

struct RackTile {
  int tile = 0;
  int id = 0;  // stable for the game
  bool revealed = false;
};

struct Guess {
  int guesser = 0;
  int target = 0;
  int tile_id = 0;
  int value = 0;
  bool correct = false;
  int tiles_entered = 0;  // tiles with smaller ids were in racks then
};

enum class Phase { kPlaceJoker, kDraw, kGuess, kGuessOrStop, kReveal, kOver };

class DavinciState {
 public:
  // Deals 4 tiles each (3 with four players) from a shuffled pool.
  DavinciState(int players, bool jokers, uint64_t seed);

  int Players() const { return static_cast<int>(racks_.size()); }
  Phase phase() const { return phase_; }
  int ToMove() const { return to_move_; }
  bool IsOver() const { return phase_ == Phase::kOver; }
  int Actions() const { return actions_; }

  const std::vector<RackTile>& Rack(int seat) const { return racks_[seat]; }
  bool Out(int seat) const;
  // Tiles of each colour left in the pool.
  int PoolCount(int colour) const;
  const std::vector<Guess>& Guesses() const { return guesses_; }
  int DrawnId() const { return drawn_id_; }
  int PendingJoker() const {
    return pending_jokers_[to_move_].empty() ? -1 : pending_jokers_[to_move_].front();
  }
  const std::vector<int>& Eliminated() const { return eliminated_; }
  // 1 = winner ... Players() = first out; valid once IsOver().
  int PlaceOf(int seat) const;

  absl::Status PlaceJoker(int position);
  absl::Status Draw(int colour);
  absl::Status MakeGuess(int target, int position, int value);
  absl::Status Stop();
  absl::Status Reveal(int tile_id);

  // Shuffles, colour by colour, the tiles hidden from `seat` (the others'
  // unrevealed rack tiles and the pool) among the places they hold; racks
  // may end out of order. The deal's jokers still to be placed stay: their
  // owners are known to hold them.
  void RedrawHiddenFrom(int seat, uint64_t seed);

  const std::string& Record() const { return record_; }
  // The tiles drawn so far, in order (the record names only their colour):
  // "draws w3,b-,b7".
  std::string HiddenRecord() const;
  // Every rack left to right: "P0:b1,w2*,b- P1:..." ('*': revealed;
  // '-': a joker's value), a dealt joker not placed yet left out.
  std::string PositionText() const;

 private:
  void Insert(int seat, int tile, int position);
  int InsertNumber(int seat, int tile);  // returns the new tile's id
  void AfterReveal(int seat);
  void EndTurn();
  void BeginTurn();

  std::vector<std::vector<RackTile>> racks_;
  std::vector<std::vector<int>> pending_jokers_;  // dealt, not yet placed
  std::vector<std::vector<int>> pool_;            // by colour, shuffled
  std::vector<Guess> guesses_;
  std::vector<int> eliminated_;
  games::SeededRandom random_;
  Phase phase_ = Phase::kDraw;
  int to_move_ = 0;
  int drawn_id_ = -1;
  int next_id_ = 0;
  int actions_ = 0;
  std::string record_;
  std::vector<int> drawn_;  // every tile drawn, in order
};

}  // namespace davinci

#endif  // GAMES_DAVINCI_DAVINCI_STATE_H_
