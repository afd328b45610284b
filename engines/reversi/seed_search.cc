#include "engines/reversi/seed_search.h"

#include <utility>

#include "games/reversi/reversi_state.h"

namespace reversi {

const int kSeedWeights[64] = {
    10, 1,  3,  2,  2,  3,  1,  10,  //
    1,  -5, -1, -1, -1, -1, -5, 1,   //
    3,  -1, 0,  0,  0,  0,  -1, 3,   //
    2,  -1, 0,  0,  0,  0,  -1, 2,   //
    2,  -1, 0,  0,  0,  0,  -1, 2,   //
    3,  -1, 0,  0,  0,  0,  -1, 3,   //
    1,  -5, -1, -1, -1, -1, -5, 1,   //
    10, 1,  3,  2,  2,  3,  1,  10,  //
};

int SeedEvaluate(const Position& position, int disc_count_empties) {
  if (position.EmptyCount() <= disc_count_empties) {
    return PopCount(position.own) - PopCount(position.opp);
  }
  int score = 0;
  for (Bitboard own = position.own; own; own &= own - 1) score += kSeedWeights[LowestSquare(own)];
  for (Bitboard opp = position.opp; opp; opp &= opp - 1) score -= kSeedWeights[LowestSquare(opp)];
  return score;
}

namespace {

// Thrown from deep in a search whose time is up.
struct Aborted {};

class SeedSearcher {
 public:
  explicit SeedSearcher(const SeedSearchOptions& options)
      : options_(options), clock_(options.time_ms) {}

  // Negamax alpha-beta; the seed's non-recursive loop computes the same
  // minimax value with the same cut-offs.
  int Search(const Position& position, int depth, int alpha, int beta, int* best_move) {
    if (clock_.Stop(++nodes_, 1024)) throw Aborted{};
    if (depth == 0) {
      reached_depth_limit_ = true;
      return Leaf(position);
    }
    Bitboard moves = position.Moves();
    if (moves == 0) {
      if (position.Pass().Moves() == 0) return Leaf(position);  // game over
      if (best_move) *best_move = kPass;
      return -Search(position.Pass(), depth - 1, -beta, -alpha, nullptr);
    }
    int best = -kInfinity;
    for (; moves; moves &= moves - 1) {
      const int square = LowestSquare(moves);
      const int score = -Search(position.Play(square), depth - 1, -beta, -alpha, nullptr);
      if (score > best) {
        best = score;
        if (best_move) *best_move = square;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  int64_t nodes() const { return nodes_; }
  // Whether a search since the last call stopped anywhere short of the end
  // of the game: if not, a deeper one would search the same tree.
  bool TakeReachedDepthLimit() { return std::exchange(reached_depth_limit_, false); }

 private:
  static constexpr int kInfinity = 1 << 20;

  int Leaf(const Position& position) const {
    return SeedEvaluate(position, options_.disc_count_empties) + options_.noise.For(position);
  }

  const SeedSearchOptions& options_;
  SearchClock clock_;
  int64_t nodes_ = 0;
  bool reached_depth_limit_ = false;
};

}  // namespace

SearchResult SeedSearch(const Position& root, const SeedSearchOptions& options) {
  SearchResult result;
  const Bitboard moves = root.Moves();
  if (moves == 0) {
    result.move = kPass;
    return result;
  }
  if (PopCount(moves) == 1) {  // the seed's "only one choice" shortcut
    result.move = LowestSquare(moves);
    return result;
  }
  // The first legal move, as the seed's slot loop would take it, until a
  // search finishes.
  result.move = LowestSquare(moves);
  SeedSearcher searcher(options);
  constexpr int kWindow = 1 << 21;
  for (int depth = 1; depth <= options.depth; ++depth) {
    int move = result.move;
    try {
      result.score = searcher.Search(root, depth, -kWindow, kWindow, &move);
    } catch (const Aborted&) {
      break;
    }
    result.move = move;
    result.depth = depth;
    if (!searcher.TakeReachedDepthLimit()) break;  // the whole game was searched
  }
  result.nodes = searcher.nodes();
  result.principal_variation = {result.move};
  return result;
}

}  // namespace reversi
