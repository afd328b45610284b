#include "engines/reversi/endgame_search_thread.h"

#include <algorithm>

#include "engines/reversi/eval_search.h"
#include "games/reversi/reversi_state.h"

namespace reversi {
namespace {

// Positions of this many empties or fewer are kept in a table of the
// thread's own, 2^kSmallTableBits entries (768 KiB), which stays in the
// core's 1 MiB L2: in the shared one, large and shared, their many probes
// each waited for memory. Against the shared table alone (with the table
// from 7 empties), #45-48: 8 empties and 2^16 entries, 1.8 % more nodes
// and about 0.89 times the time; 7, 0.6 % more and 0.96; 9 and 10, 3.5 %
// and 5.0 % more; 2^18 no faster. Two threads, #45-52: 61.7 s -> 58.2 s.
// Once the index saw every square (Position::Hash, session 24), 2^15
// entries instead of 2^16: #45-52 0.2 % more nodes, two threads #45-48 in
// 0.93 times the time (10 paired runs); 2^14 then, 0.5 % more nodes and no
// faster; 9 empties and 2^15, 1.0 % more; 7 empties and 2^14, 0.4 % fewer
// nodes and more time. Once the ordering searches' leaves had become cheap
// (session 28), the L2 they share with the evaluation's pattern tables
// (about 330 KiB a phase) and the shared table's memory waits, a larger
// share of the time, shifted the balance (session 29): 8 empties and 2^14,
// two threads, the whole set in 0.963 times the time (388.9 s) for 0.3 %
// more nodes on one thread; then 9 empties and 2^15, whose probes no longer
// wait for memory, 1.1 % more nodes on #45-47 in 0.985 times the time (one
// thread, three runs side by side), two threads #45-52 0.981 and the whole
// set 0.975 (378.1 s against 387.8 s, one after the other); then 10
// empties, two threads #45-52 1.2 % more nodes in 0.96 times the time (two
// runs each) and the whole set in 372.0 s (0.984 times); 9 empties and 2^14
// no faster than 2^15.
constexpr int kSmallTableEmpties = 10;
constexpr int kSmallTableBits = 15;
constexpr int kEvalOrderingEmpties = 14;
// With several threads, the nodes whose moves the threads share out
// (searching_positions.h). Two threads on FFO #45-52: from 12 empties
// 56.0 s and 56.2 s; from 9, 55.4 s; lazy SMP alone, 81.7 s.
constexpr int kShareEmpties = 12;
// The root's first window: this many discs either side of a search of this
// depth over the learned evaluation, then of the previous pass's value.
constexpr int kAspirationDiscs = 3;
constexpr int kAspirationDepth = 2;
// The exact pass's first window, about the last selective pass's value (at
// 2.6 deviations, seldom wrong): two discs either side (session 34). One
// thread, FFO #54 2 366.9 M -> 2 228.2 M nodes, #40-52 -0.6 %; the
// self-play set, FFO #20-39, #53 and #55-59 within 0.02 %. One disc either
// side: the same on #40-59, but #20-39 +1.7 %.
constexpr int kExactAspirationDiscs = 2;

// The selective passes before the exact one (with the learned evaluation):
// the same solve with Buro's Multi-ProbCut, cutting a null-window node
// whose shallow evaluation search predicts a value this many deviations
// outside the window. Each pass leaves best moves in the table that order
// the next, and its value centres the next one's window. A fourth pass at
// 2.6 deviations (as Edax's 99 %), which leaves the exact pass a table
// ordered almost as its own: FFO #40-59 on one thread 14.34 G -> 13.64 G
// nodes (#53 1 548.3 M -> 1 296.0 M, #55 6.54 G -> 6.24 G), two threads
// 547.0 s -> 508.7 s; at 3.0 deviations instead, #53 1 407.4 M; a fifth at
// 3.3 besides, #40-54 5.15 G against 4.86 G. Session 33, with the
// ordering retuned: three passes at 1.0, 1.6 and 2.6 instead of four at
// 1.0, 1.5, 2.0 and 2.6, one thread, the self-play set -0.2 % nodes, FFO
// #40-52 -4.4 %, #53-59 -0.3 %; four ending at 2.5, -0.9 % and -0.5 %; at
// 1.1, 1.6, 2.1 and 2.6, +8.7 % on the self-play set; three at 1.0, 1.8
// and 2.6, -1.9 % and +4.5 %; two at 1.3 and 2.6, +3.5 % and +8.2 %.
constexpr double kPassConfidence[] = {1.0, 1.6, 2.6};
constexpr int kExactLevel = sizeof(kPassConfidence) / sizeof(kPassConfidence[0]);
// From 8 empties (measured on FFO #40-48: from 12, 812.4 M nodes; from 8,
// 697.2 M; from 7, 710.4 M; from 16, 993.0 M; one pass at 1.5 deviations
// instead of three, 982.8 M; four passes from 0.5, 827.8 M).
constexpr int kCutMinEmpties = 8;

// How a shallow evaluation search of `depth` predicts the exact value:
// exact ~ slope * shallow + intercept, residuals of deviation sigma (discs),
// fitted on the positions after every listed move of FFO #20-39 (182 of
// them; bench/endgame_mpc_fit.cc prints the fit), not on #40-59: the
// benchmark's positions stay unseen by these fits (bench/README.md,
// session 27: 0.9 % more nodes there than a fit on both sets).
struct CutFit {
  int depth;
  double slope, intercept, sigma;
};
const CutFit& CutFitFor(int empties) {
  static constexpr CutFit kFits[] = {
      {0, 1.163, 1.793, 10.102}, {2, 0.985, 3.221, 7.151}, {4, 0.920, 4.690, 5.895}};
  return kFits[empties >= 24 ? 2 : empties >= 16 ? 1 : 0];
}

// The depth of the evaluation search that orders a node's moves (from
// kEvalOrderingEmpties on): deeper where the subtree below is larger. With
// the selective passes and the sort window, FFO #40-48: depth 2 from 23,
// 1 from 16 (0 below): 703.1 M nodes; 2 from 21, 1 from 14: 647.3 M; 2
// from 19: 613.5 M; from 17: 592.6 M; from 16: 594.1 M; from 15: 596.4 M;
// from 14: 638.4 M; depth 3 from 23 or 24: no better. FFO #20-39 170.7 M
// -> 114.6 M, #49-52 2 167.7 M -> 1 934.9 M. Depth 4 from 23 (an even
// depth, as KUROOBI orders; session 18): #40-48 481.6 M -> 434.7 M, #49-53
// 3 814.0 M -> 3 623.5 M, #56-58 4 148.5 M -> 3 439.8 M; from 21: 425.0 M,
// 3 636.0 M, 3 768.6 M; from 25: #56-58 3 601.6 M; from 20 or 22, #40-48
// 441.2 M and 436.5 M; depth 6 from 28 besides: #56-58 3 397.6 M; from 26:
// 3 856.1 M; depth 0 instead of 1, with 2 from 16: #40-48 454.3 M. Once
// the fastest-first cost under it had improved (session 33): depth 4 from
// 21 and 2 from 18, where both the 60 self-play positions of
// bench/testdata/selfplay-22.obf and FFO #40-52 took fewer nodes (one
// thread, -1.0 % and -5.7 %), then #53-59 -3.2 %. Tried on the same two
// sets: 4 from 22 (and 2 from 18), +0.2 % and -5.3 %; 4 from 20, -2.4 % and
// -3.5 % but #53-59 +3.5 %; 2 from 16, 19 or 20 (4 from 23), -1.3/+1.9 %,
// +1.7/-4.4 % and +1.9/-2.1 %; the evaluation's ordering from 13 or 15
// empties, -2.1/+9.2 % and +2.8/+0.2 %.
int EvalOrderingDepth(int empties) { return empties >= 21 ? 4 : empties >= 18 ? 2 : 1; }
// What a disc of that search's value weighs against one reply left to the
// opponent (kReplyCost): a quarter of a reply after one ply, 5/16 after two
// plies or four, which are worth trusting more. Half a reply at both
// depths, against a quarter (session 18): FFO #56 (29 empties)
// 4 196.0 M -> 1 048.0 M nodes, #53 3 049.9 M -> 2 594.6 M, #57 1 753.5 M
// -> 1 530.4 M; a quarter after one ply then: FFO #20-39 and #40-48
// 645.3 M -> 625.0 M, #53 2 528.1 M, #56 1 018.8 M; 3/4 of a reply at
// both: #53 2 972.0 M; a whole reply: #20-48 718.4 M. After two plies or
// four, 3/4 of a reply: #56-58 3 539.3 M; 3/8: 3 484.6 M; half: 3 439.8 M.
// Once the fastest-first cost and the depths above had improved (session
// 33), on the self-play set and FFO #40-52 (one thread, against half a
// reply): 3/16 -1.1 % and +1.0 %, a quarter -2.0 % and -2.7 %, 5/16
// -3.0 % and -3.8 % (#53-59 -0.5 %), 3/8 -2.7 % and -2.4 %, 7/16 -0.9 %
// and -1.9 %, 5/8 -0.6 % and +1.5 %. A
// node that must win by `kNearWipeOut` discs or more keeps the quarter:
// there the evaluation, fitted on game values that seldom go that far, says
// little, and the fewest replies lead to the wipe-out (FFO #59, +64: 64.8 M
// nodes with half a reply, 23 286 without).
constexpr int kNearWipeOut = 48;
int EvalDiscWeight(int depth, int alpha) {
  return depth >= 2 && alpha < kNearWipeOut ? kReplyCost * 5 / 16 : kReplyCost / 4;
}
// The ordering searches tell apart only the moves that may reach this many
// discs below alpha; worse ones all look alike (as Edax sorts): FFO
// #40-48 697.2 M -> 703.9 M nodes, but a sixth less time.
constexpr int kOrderingWindowDiscs = 8;

// A move's ordering cost without an evaluation search (lower is tried
// first): a wipe-out first, then fastest-first. Kept apart from the
// evaluation search (EvalCost, from kEvalOrderingEmpties on), so that it
// stays inline: in one function with it, every move paid for the search's
// call frame (FFO #40-41, one thread: 6.2 % more instructions in all).
int MoveCost(const Position& next, Bitboard replies, int square, Bitboard odd) {
  if (!next.own) return -(1 << 28);
  return FastestFirstCost(next, replies, square, odd);
}

}  // namespace

// A node's pattern indices, which its evaluation searches start from (the
// selective cut's and the ordering's), worked out when first needed: from
// its parent's by the move between them, if the parent has worked out its
// own (a few vector additions), else read off the board
// (PatternIndices::Of: two bit extractions and two table reads for each of
// the 46 pattern instances).
class EndgameSearchThread::NodeIndices {
 public:
  NodeIndices(const Position& position, const NodeIndices* parent)
      : position_(position), parent_(parent) {}

  const Position& position() const { return position_; }

  const PatternIndices& Get() {
    if (!known_) {
      indices_ =
          parent_ && parent_->known_ ? parent_->Child(position_) : PatternIndices::Of(position_);
      known_ = true;
    }
    return indices_;
  }

 private:
  // The indices of `child`, a position after this one's move or pass.
  PatternIndices Child(const Position& child) const {
    const Bitboard filled = position_.Empty() & ~child.Empty();
    if (!filled) return indices_.AfterPass();
    return indices_.AfterMove(LowestSquare(filled), position_.opp & ~child.own);
  }

  const Position& position_;
  const NodeIndices* parent_;
  bool known_ = false;
  PatternIndices indices_;
};

EndgameSearchThread::EndgameSearchThread(const PatternWeights* weights, SharedEndgameTable& table,
                                         SearchingPositions* searching,
                                         std::function<bool(int64_t nodes)> stop)
    : weights_(weights),
      table_(table),
      small_table_(kSmallTableBits),
      searching_(searching),
      last_empties_(std::move(stop)) {}

SharedEndgameTable& EndgameSearchThread::TableFor(int empties) {
  return empties <= kSmallTableEmpties ? small_table_ : table_;
}

int EndgameSearchThread::Search(const Position& position, Bitboard moves, int alpha, int beta,
                                int empties, const NodeIndices* parent) {
  if (empties <= LastEmptiesSearch::kShallowEmpties) {
    return last_empties_.Search(position, moves, alpha, beta, empties);
  }
  return SearchDeep(position, moves, alpha, beta, empties, parent);
}

int EndgameSearchThread::AfterPass(const Position& position, int alpha, int beta, int empties,
                                   const NodeIndices* indices) {
  const Position passed = position.Pass();
  const Bitboard moves = passed.Moves();
  if (moves == 0) return position.FinalDiscDifferential();
  return -Search(passed, moves, -beta, -alpha, empties, indices);
}

int EndgameSearchThread::EvalCost(const Position& position, const PatternIndices& indices,
                                  const Position& next, int square, int empties, int alpha) {
  const int depth = EvalOrderingDepth(empties);
  const Bitboard flips = position.opp & ~next.own;
  return EvalSearch(*weights_, next, indices.AfterMove(square, flips), depth, -(1 << 20),
                    -100 * (alpha - kOrderingWindowDiscs), last_empties_.node_count()) *
         EvalDiscWeight(depth, alpha) / 100;
}

int EndgameSearchThread::SearchDeep(const Position& position, Bitboard moves, int alpha, int beta,
                                    int empties, const NodeIndices* parent, int* best_square) {
  last_empties_.CountNode();
  NodeIndices indices(position, parent);
  if (!moves) {
    if (best_square) *best_square = kPass;
    return AfterPass(position, alpha, beta, empties, &indices);
  }
  const bool root = best_square != nullptr;
  if (int cap; !root && StabilityCut(position, alpha, empties, &cap)) return cap;
  int table_move = -1;
  SharedEndgameTable& table = TableFor(empties);
  const SharedEndgameTable::BucketRef bucket = table.BucketOf(position);
  if (SharedEndgameTable::Entry known; table.Find(bucket, position, &known)) {
    table_move = known.move;
    // The root keeps its whole window: it must find a move, not a bound.
    if (!root && known.level >= level_) {
      if (known.lower >= beta || known.lower == known.upper) return known.lower;
      if (known.upper <= alpha) return known.upper;
      alpha = std::max(alpha, known.lower);
      beta = std::min(beta, known.upper);
    }
  }
  if (int cut; !root && SelectiveCut(indices, alpha, beta, empties, &cut)) return cut;

  OrderedMove list[32];
  SharedEndgameTable::BucketRef reply_buckets[32];
  int count = 0;
  // Enhanced transposition cut-offs (a reply already known good enough),
  // where the replies can be in the table; their buckets are all fetched
  // first, so that the memory waits overlap (FFO #45: a tenth less time).
  const bool probe_replies = !root && empties - 1 > LastEmptiesSearch::kShallowEmpties;
  const SharedEndgameTable& replies_table = TableFor(empties - 1);
  for (; moves; moves &= moves - 1) {
    const int square = LowestSquare(moves);
    list[count].next = UnclearedPosition::Of(position.Play(square));
    list[count].square = square;
    list[count].has_replies = false;
    if (probe_replies) {
      reply_buckets[count] = replies_table.BucketOf(list[count].next.position());
      replies_table.Prefetch(reply_buckets[count]);
    }
    ++count;
  }
  // The move tried first, unordered: of the replies an earlier, more
  // selective pass found good enough (their bounds cannot cut this pass),
  // one the latest such pass found, other than the table's move where
  // there is a choice; else the table's move. A reply found good enough
  // first only without a table move (session 23): FFO #40-59, one thread,
  // 13.64 G -> 13.50 G nodes. Before the table's move, the latest pass's
  // (session 35): the self-play set -1.1 %, FFO #40-52 -1.2 %, #53-59
  // -0.6 %, #20-39 -0.6 %; the first one found, -0.9 %, -1.1 % and the
  // same on #53-54 and #56-59; the one with the lowest bound, -0.4 % and
  // -0.8 %. Then of the latest pass's, one other than the table's move: the
  // self-play set -0.4 %, #40-52 -0.9 %, #53-54 -4.7 %, #55-59 -0.3 %,
  // #20-39 -0.2 %; the table's move instead, +1.0 % and +1.2 %; another
  // reply whatever its pass, +0.05 % and -0.4 %.
  int first = -1;
  int predicted_cut = -1;
  int predicted_level = -1;
  // A move whose reply has a lower bound of -alpha or more in the table, at
  // this pass's level, cannot raise alpha: it is dropped unsearched and
  // unordered, its bound the best so far if it is (with no move left, the
  // node's result). Session 36, one thread: the self-play set -0.4 %, FFO
  // #40-52 -0.7 %, #53-54 -0.5 %, #55 -0.6 %, #56-59 -0.6 %, #20-39 -0.4 %.
  int known_low = -65;
  int known_low_move = -1;
  int kept = 0;
  for (int i = 0; i < count; ++i) {
    if (probe_replies) {
      ++probed_replies_;
      if (SharedEndgameTable::Entry known;
          replies_table.Find(reply_buckets[i], list[i].next.position(), &known)) {
        if (-known.upper >= beta) {
          if (known.level >= level_) return -known.upper;
          if (known.level > predicted_level ||
              (known.level == predicted_level && list[predicted_cut].square == table_move)) {
            predicted_level = known.level;
            predicted_cut = kept;
          }
        } else if (known.level >= level_ && -known.lower <= alpha) {
          if (-known.lower > known_low) {
            known_low = -known.lower;
            known_low_move = list[i].square;
          }
          continue;
        }
      }
    }
    if (list[i].square == table_move) first = kept;
    list[kept++] = list[i];
  }
  count = kept;
  if (predicted_cut >= 0) first = predicted_cut;
  if (first > 0) std::swap(list[0], list[first]);

  // That move first; the others are ordered only when it does not cut,
  // since measuring them costs evaluation searches.
  int ordered = first >= 0 ? 1 : 0;
  const int original_alpha = alpha;
  int best = known_low;
  int best_move = known_low_move >= 0 ? known_low_move : list[0].square;
  // PVS: the first move in the whole window, the others in a null window
  // first. True if the move cuts.
  const auto search_move = [&](const OrderedMove& move, bool first) {
    const Bitboard replies = RepliesAfter(move);
    int score = -Search(move.next.position(), replies, first ? -beta : -alpha - 1, -alpha,
                        empties - 1, &indices);
    if (!first && score > alpha && score < beta)
      score = -Search(move.next.position(), replies, -beta, -alpha, empties - 1, &indices);
    if (score > best) {
      best = score;
      best_move = move.square;
      if (score >= beta) return true;
      alpha = std::max(alpha, score);
    }
    return false;
  };
  // With other threads: a later move another thread is searching now is
  // put off to the end (searching_positions.h).
  const bool share = searching_ && empties >= kShareEmpties;
  OrderedMove put_off[32];
  int put_off_count = 0;
  bool cut = false;
  for (int i = 0; i < count && !cut; ++i) {
    // A single move left needs no order (nor its evaluation searches).
    if (i == ordered && count - i > 1) {
      const Bitboard odd = OddQuadrants(position.Empty());
      // Without evaluation searches the moves scored are counted here (an
      // evaluation search counts the move's position as a node itself);
      // with them, the moves' pattern indices follow from the node's.
      const bool by_eval = weights_ && empties >= kEvalOrderingEmpties;
      if (!by_eval) scored_moves_ += count - i;
      for (int j = i; j < count; ++j) {
        FindReplies(list[j]);
        const Position next = list[j].next.position();
        list[j].cost = MoveCost(next, list[j].replies, list[j].square, odd);
        if (by_eval && next.own) {
          list[j].cost += EvalCost(position, indices.Get(), next, list[j].square, empties, alpha);
        }
      }
    }
    if (i >= ordered) CheapestFirst(list + i, list + count);
    if (!share) {
      cut = search_move(list[i], i == 0);
    } else if (i > 0 && searching_->Busy(list[i].next.position())) {
      put_off[put_off_count++] = list[i];
    } else {
      searching_->Enter(list[i].next.position());
      cut = search_move(list[i], i == 0);
      searching_->Leave(list[i].next.position());
    }
  }
  for (int i = 0; i < put_off_count && !cut; ++i) cut = search_move(put_off[i], false);
  // Fail-soft: above the window a lower bound, below it an upper bound.
  table.Store(bucket, position, empties, level_, best > original_alpha ? best : -64,
              best < beta ? best : 64, best_move);
  if (best_square) *best_square = best_move;
  return best;
}

bool EndgameSearchThread::SelectiveCut(NodeIndices& indices, int alpha, int beta, int empties,
                                       int* score) {
  if (level_ == kExactLevel || beta != alpha + 1 || empties < kCutMinEmpties) return false;
  const CutFit& fit = CutFitFor(empties);
  const double margin = kPassConfidence[level_] * fit.sigma;
  const double predicted = fit.slope *
                               EvalSearch(*weights_, indices.position(), indices.Get(), fit.depth,
                                          -(1 << 20), 1 << 20, last_empties_.node_count()) /
                               100 +
                           fit.intercept;
  if (predicted - margin >= beta) {
    *score = beta;
    return true;
  }
  if (predicted + margin <= alpha) {
    *score = alpha;
    return true;
  }
  return false;
}

EndgameSolution EndgameSearchThread::SearchRoot(const Position& root, int guess, int half_window) {
  // An aspiration window around the guess, widened to the side it fails
  // on; the table keeps what the narrow search proved. Measured on FFO
  // #40-45 (exact pass only): 758.6 M nodes with the whole window, 694.7 M
  // at +-3 discs, 726.9 M at +-1.
  int alpha = std::max(-64, guess - half_window);
  int beta = std::min(64, guess + half_window);
  EndgameSolution solution;
  for (;;) {
    solution.score =
        SearchDeep(root, root.Moves(), alpha, beta, root.EmptyCount(), nullptr, &solution.move);
    if (solution.score <= alpha && alpha > -64) {
      beta = std::min(64, solution.score + 1);
      alpha = -64;
    } else if (solution.score >= beta && beta < 64) {
      alpha = std::max(-64, solution.score - 1);
      beta = 64;
    } else {
      return solution;
    }
  }
}

std::optional<EndgameSolution> EndgameSearchThread::Solve(const Position& root) {
  try {
    // Without the evaluation: no selective pass, no guess (the whole window).
    int guess = weights_ ? EvalSearch(*weights_, root, kAspirationDepth, -(1 << 20), 1 << 20,
                                      last_empties_.node_count()) /
                               100
                         : 0;
    EndgameSolution solution;
    for (level_ = weights_ ? 0 : kExactLevel; level_ <= kExactLevel; ++level_) {
      const int half_window = !weights_               ? 64
                              : level_ == kExactLevel ? kExactAspirationDiscs
                                                      : kAspirationDiscs;
      solution = SearchRoot(root, guess, half_window);
      guess = solution.score;
    }
    return solution;
  } catch (const LastEmptiesSearch::Stopped&) {
    return std::nullopt;
  }
}

}  // namespace reversi
