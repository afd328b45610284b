#include "engines/reversi/training/self_play.h"

#include <mutex>
#include <optional>

#include "engines/reversi/evaluation.h"
#include "engines/reversi/search_types.h"
#include "engines/reversi/strong_search.h"
#include "engines/reversi/training/parallel_for.h"
#include "games/common/seeded_random.h"
#include "games/reversi/rules_endgame_solver.h"

namespace reversi::training {
namespace {

int RandomMove(Bitboard moves, games::SeededRandom& random) {
  for (uint64_t skip = random.Below(PopCount(moves)); skip > 0; --skip) moves &= moves - 1;
  return LowestSquare(moves);
}

constexpr uint64_t kSiblingStream = 0x5b1b;

// Up to `count` of the positions after `others` (moves not played), drawn
// at random, each with its exact value; those where the opponent must pass
// are left out (a training position's side to move has a move).
void AddSiblings(const Position& position, Bitboard others, int count, uint32_t game,
                 games::SeededRandom& random, RulesEndgameSolver& solver,
                 std::vector<TrainingPosition>& positions) {
  for (int added = 0; added < count && others; ++added) {
    const int move = RandomMove(others, random);
    others &= ~SquareBit(move);
    const Position next = position.Play(move);
    if (!next.Moves()) continue;
    TrainingPosition sibling{next, game};
    sibling.label = static_cast<float>(solver.Solve(next)->score);
    sibling.exact = true;
    sibling.sibling = true;
    positions.push_back(sibling);
  }
}

std::vector<TrainingPosition> PlayGame(const SelfPlayOptions& options, uint32_t game) {
  // A table per game (not per thread), so which move the solver picks among
  // equals does not depend on the games a thread played before.
  RulesEndgameSolver solver({}, 16);
  const uint64_t game_seed = games::MixSeeds(options.seed, game);
  games::SeededRandom random(game_seed);
  const int random_plies = static_cast<int>(random.Below(options.random_plies + 1));
  // The siblings draw from a stream of their own and are solved in a table
  // of their own, so that the game's line cannot depend on them (which
  // move the solver picks among equals depends on what its table holds).
  games::SeededRandom sibling_random(games::MixSeeds(game_seed, kSiblingStream));
  RulesEndgameSolver sibling_solver({}, 16);
  std::vector<TrainingPosition> positions;
  Position position = StartPosition();
  for (int ply = 0;; ++ply) {
    const Bitboard moves = position.Moves();
    if (moves == 0) {
      if (position.Pass().Moves() == 0) break;
      position = position.Pass();
      continue;
    }
    TrainingPosition sample{position, game};
    int move;
    if (position.EmptyCount() <= options.exact_empties) {
      const std::optional<EndgameSolution> solution = solver.Solve(position);
      sample.label = static_cast<float>(solution->score);
      sample.exact = true;
      move = solution->move;
    } else if (ply < random_plies || random.Unit() < options.random_move_rate) {
      move = RandomMove(moves, random);
    } else {
      StrongSearchOptions search;
      search.max_depth = options.search_depth;
      search.time_ms = 0;
      search.endgame_empties = 0;
      search.table_log2_entries = 14;
      search.noise = LeafNoise(options.noise_discs * kDiscUnit, games::MixSeeds(game_seed, ply));
      move = StrongSearch(search).Run(position).move;
    }
    positions.push_back(sample);
    if (position.EmptyCount() - 1 <= options.exact_empties) {
      AddSiblings(position, moves & ~SquareBit(move), options.siblings, game, sibling_random,
                  sibling_solver, positions);
    }
    position = position.Play(move);
  }
  return positions;
}

}  // namespace

std::vector<TrainingPosition> PlaySelfPlayGames(const SelfPlayOptions& options,
                                                const std::function<void(int)>& progress) {
  std::vector<std::vector<TrainingPosition>> games(options.games);
  std::mutex mutex;
  int done = 0;
  ParallelFor(options.games, options.threads, [&](size_t game) {
    games[game] =
        PlayGame(options, static_cast<uint32_t>(options.first_game + game * options.game_step));
    std::lock_guard<std::mutex> lock(mutex);
    progress(++done);
  });
  std::vector<TrainingPosition> positions;
  for (const std::vector<TrainingPosition>& game : games) {
    positions.insert(positions.end(), game.begin(), game.end());
  }
  return positions;
}

}  // namespace reversi::training
