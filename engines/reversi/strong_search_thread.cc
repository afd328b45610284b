#include "engines/reversi/strong_search_thread.h"

#include <cmath>

#include "engines/reversi/evaluation.h"
#include "games/common/seeded_random.h"

namespace reversi {
namespace {

constexpr int kInfinity = 1 << 24;
// A helper's order key offsets span two opponent replies: enough to swap
// near-equal moves, not to try an X-square before a corner.
constexpr uint64_t kDiversitySpan = 32;

}  // namespace

StrongSearchThread::StrongSearchThread(const StrongSearchOptions& options, uint64_t diversity,
                                       TranspositionTable& table, SearchTeam& team)
    : options_(options), diversity_(diversity), table_(table), team_(team) {}

std::optional<int> StrongSearchThread::SearchRoot(const Position& root, int depth, int first_move,
                                                  const SearchClock& clock, int* best_move) {
  clock_ = clock;
  *best_move = -1;
  try {
    const PatternIndices indices = PatternIndices::Of(root);
    int squares[32];
    const int count = OrderMoves(root, indices, root.Moves(), first_move, 3, squares);
    return SearchMoves(root, indices, squares, count, depth, -kInfinity, kInfinity, best_move);
  } catch (const Aborted&) {
    return std::nullopt;
  }
}

void StrongSearchThread::CountNode() {
  ++nodes_;
  if (++unpublished_ == kPublishEvery) {
    team_.nodes.fetch_add(kPublishEvery, std::memory_order_relaxed);
    unpublished_ = 0;
  }
  // The others publish whole batches, so TeamNodes() passes a multiple of
  // kPublishEvery once in every kPublishEvery of this thread's nodes: the
  // clock is read as often as on one thread.
  if (clock_.Stop(TeamNodes(), kPublishEvery) || team_.finished.load(std::memory_order_relaxed)) {
    throw Aborted{};
  }
}

int StrongSearchThread::Leaf(const Position& position, const PatternIndices& indices,
                             Bitboard moves) {
  const int score =
      options_.weights ? options_.weights->Evaluate(position, indices, moves) : Evaluate(position);
  return score + options_.noise.For(position);
}

bool StrongSearchThread::ProbCut(const Position& position, const PatternIndices& indices, int depth,
                                 int alpha, int beta, int* score) {
  const ProbCutFit& fit = options_.weights->ProbCut(depth, position.EmptyCount());
  if (fit.shallow_depth == 0) return false;
  const double margin = options_.probcut_confidence * fit.sigma;
  constexpr int kMostDiscs = 64 * kDiscUnit;
  // The deep value is likely >= beta when the shallow one is >= high.
  const int high = static_cast<int>(std::lround((beta + margin - fit.intercept) / fit.slope));
  if (high < kMostDiscs &&
      Pvs(position, indices, fit.shallow_depth, high - 1, high, false) >= high) {
    *score = beta;
    return true;
  }
  const int low = static_cast<int>(std::lround((alpha - margin - fit.intercept) / fit.slope));
  if (low > -kMostDiscs && Pvs(position, indices, fit.shallow_depth, low, low + 1, false) <= low) {
    *score = alpha;
    return true;
  }
  return false;
}

int StrongSearchThread::OrderMoves(const Position& position, const PatternIndices& indices,
                                   Bitboard moves, int table_move, int depth, int* squares) {
  int keys[32];
  int count = 0;
  for (; moves; moves &= moves - 1) {
    const int square = LowestSquare(moves);
    int key = 0;
    if (square == table_move) {
      key = -1000000;
    } else {
      const Bitboard bit = SquareBit(square);
      if (bit & kCorners) key -= 1000;
      if (bit & kXSquares) key += 1000;
      // Fewest replies first, and with the learned evaluation the replies
      // it likes least; measuring costs a move generation (and an
      // evaluation), worth it only away from the leaves.
      if (depth >= 3) {
        const Bitboard flips = Flips(position.own, position.opp, square);
        const Position next = position.Play(square, flips);
        const Bitboard replies = next.Moves();
        key += 16 * PopCount(replies);
        if (options_.weights) {
          key += options_.weights->Evaluate(next, indices.AfterMove(square, flips), replies) / 8;
        }
      }
      // A helper thread's own order, so that the threads spread over the
      // tree instead of all searching the same line.
      if (diversity_) {
        key += static_cast<int>(games::MixSeeds(diversity_, position.own ^ position.opp ^ bit) %
                                kDiversitySpan);
      }
    }
    int i = count++;
    for (; i > 0 && keys[i - 1] > key; --i) {
      keys[i] = keys[i - 1];
      squares[i] = squares[i - 1];
    }
    keys[i] = key;
    squares[i] = square;
  }
  return count;
}

int StrongSearchThread::Pvs(const Position& position, const PatternIndices& indices, int depth,
                            int alpha, int beta, bool passed) {
  CountNode();
  const Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed) return position.FinalDiscDifferential() * kDiscUnit;
    return -Pvs(position.Pass(), indices.AfterPass(), depth, -beta, -alpha, true);
  }
  if (depth <= 0) return Leaf(position, indices, moves);

  const uint64_t key = TranspositionTable::Key(position);
  int table_move = -1;
  if (TableEntry entry; table_.Find(key, &entry)) {
    table_move = entry.move;
    if (entry.depth >= depth) {
      if (entry.bound == Bound::kExact) return entry.score;
      if (entry.bound == Bound::kLower && entry.score >= beta) return entry.score;
      if (entry.bound == Bound::kUpper && entry.score <= alpha) return entry.score;
    }
  }

  int probcut_score;
  // No guessing where the search reaches the end of the game: that value is
  // exact.
  if (options_.weights && options_.probcut_confidence > 0 && beta == alpha + 1 &&
      depth >= kProbCutMinDepth && depth < position.EmptyCount() &&
      ProbCut(position, indices, depth, alpha, beta, &probcut_score)) {
    return probcut_score;
  }

  int squares[32];
  const int count = OrderMoves(position, indices, moves, table_move, depth, squares);
  const int original_alpha = alpha;
  int best_move = squares[0];
  const int best = SearchMoves(position, indices, squares, count, depth, alpha, beta, &best_move);
  const Bound bound = best <= original_alpha ? Bound::kUpper
                      : best >= beta         ? Bound::kLower
                                             : Bound::kExact;
  table_.Store(key, depth, best, bound, best_move);
  return best;
}

int StrongSearchThread::SearchMoves(const Position& position, const PatternIndices& indices,
                                    const int* squares, int count, int depth, int alpha, int beta,
                                    int* best_move) {
  int best = -kInfinity;
  for (int i = 0; i < count; ++i) {
    const Bitboard flips = Flips(position.own, position.opp, squares[i]);
    const Position next = position.Play(squares[i], flips);
    const PatternIndices next_indices = indices.AfterMove(squares[i], flips);
    int score;
    if (i == 0) {
      score = -Pvs(next, next_indices, depth - 1, -beta, -alpha, false);
    } else {
      // Null window first; re-search only if it beats alpha.
      score = -Pvs(next, next_indices, depth - 1, -alpha - 1, -alpha, false);
      if (score > alpha && score < beta) {
        score = -Pvs(next, next_indices, depth - 1, -beta, -score, false);
      }
    }
    if (score > best) {
      best = score;
      *best_move = squares[i];
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
  }
  return best;
}

}  // namespace reversi
