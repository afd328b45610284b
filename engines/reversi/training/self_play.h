// Training positions from self-play: games from varied openings (random
// first moves, then a shallow search with noise and the odd random move),
// played perfectly by the exact solver over the last empties, which labels
// every position there with its exact value.
#ifndef ENGINES_REVERSI_TRAINING_SELF_PLAY_H_
#define ENGINES_REVERSI_TRAINING_SELF_PLAY_H_

#include <cstdint>
#include <functional>
#include <vector>

#include "games/reversi/bitboard.h"

namespace reversi::training {

struct TrainingPosition {
  Position position;  // the side to move has a move
  uint32_t game = 0;
  // Final disc differential for the side to move under perfect play (exact)
  // or by search (set later by the labeller).
  float label = 0;
  bool exact = false;
  // After a move the game did not play (SelfPlayOptions::siblings).
  bool sibling = false;
};

struct SelfPlayOptions {
  int games = 1000;
  // Plays games first_game, first_game + game_step, ... (game indices seed
  // the games, so a subset replays exactly).
  int first_game = 0;
  int game_step = 1;
  uint64_t seed = 1;
  int threads = 1;
  // Positions with this many empties or fewer are solved exactly.
  int exact_empties = 16;
  // Besides each position whose moves lead to exact_empties or fewer: up
  // to this many positions after other moves than the one played, drawn at
  // random and solved exactly. The solver's move ordering evaluates such
  // positions, off the game's line, where the evaluation errs most.
  int siblings = 0;
  // Each game opens with 0..random_plies uniformly random moves.
  int random_plies = 10;
  // Then: the strong search at this depth with +/- noise_discs leaf noise,
  // and a uniformly random move at this rate.
  int search_depth = 4;
  int noise_discs = 3;
  double random_move_rate = 0.04;
};

// Every position of every game where the side to move has a move, in game
// order, each followed by its siblings if any (marked `sibling`); deterministic for a seed whatever
// the thread count. `progress` is called (from any thread, serialised) with the number of games
// done.
std::vector<TrainingPosition> PlaySelfPlayGames(const SelfPlayOptions& options,
                                                const std::function<void(int)>& progress);

}  // namespace reversi::training

#endif  // ENGINES_REVERSI_TRAINING_SELF_PLAY_H_
