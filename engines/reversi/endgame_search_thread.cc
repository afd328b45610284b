#include "engines/reversi/endgame_search_thread.h"

#include <algorithm>
#include <utility>

#include "engines/reversi/eval_search.h"
#include "games/reversi/reversi_state.h"

namespace reversi {
namespace {

// The tunables, each set by node counts and time on FFO #20-59 and the
// self-play positions of bench/testdata/selfplay-22.obf (the measurements
// are in bench/README.md and the git log).

// Positions of this many empties or fewer keep to a table of the thread's
// own, 2^kSmallTableBits entries (768 KiB): it stays in the core's L2
// beside the evaluation's pattern tables, where the shared one's probes
// waited for memory.
constexpr int kSmallTableEmpties = 10;
constexpr int kSmallTableBits = 15;
// Moves ordered by evaluation searches as well from this many empties on:
// below, a search costs more time than the nodes it saves.
constexpr int kEvalOrderingEmpties = 14;
// With several threads, nodes of this many empties or more share out their
// moves (searching_positions.h): smaller ones finish before it pays.
constexpr int kShareEmpties = 12;
// The first pass's window: this many discs either side of an evaluation
// search of this depth; each later selective pass's, of the previous
// pass's value.
constexpr int kAspirationDiscs = 3;
constexpr int kAspirationDepth = 2;
// The exact pass's window, about the last selective pass's value, which at
// 2.6 deviations is seldom wrong.
constexpr int kExactAspirationDiscs = 2;
// The selective passes before the exact one (Buro's Multi-ProbCut): a
// null-window node is cut when a shallow evaluation search predicts a
// value this many deviations outside the window. Each pass leaves best
// moves in the table that order the next; the last, at 2.6 (Edax's 99 %),
// leaves the exact pass a table ordered almost as its own.
constexpr double kPassConfidence[] = {1.0, 1.6, 2.6};
constexpr int kExactLevel = sizeof(kPassConfidence) / sizeof(kPassConfidence[0]);
// No selective cut below this many empties: the prediction costs more than
// the subtree it would cut.
constexpr int kCutMinEmpties = 8;
// The ordering searches tell apart only the moves that may reach this many
// discs below alpha; worse ones all look alike (as Edax sorts): a few more
// nodes, a sixth less time.
constexpr int kOrderingWindowDiscs = 8;
// A node that must win by this many discs or more orders by the fewest
// replies rather than the evaluation, which, fitted on game values that
// seldom go that far, says little there.
constexpr int kNearWipeOut = 48;

// How a shallow evaluation search of `depth` predicts the exact value:
// exact ~ slope * shallow + intercept, residuals of deviation sigma (discs).
// Fitted on the positions after every listed move of FFO #20-39
// (bench/endgame_mpc_fit.cc), so that the benchmark's #40-59 stay unseen.
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
// kEvalOrderingEmpties on): deeper where the subtree below is larger, even
// far from the end, as KUROOBI orders.
int EvalOrderingDepth(int empties) { return empties >= 21 ? 4 : empties >= 18 ? 2 : 1; }

// What a disc of that search's value weighs against one reply left to the
// opponent (kReplyCost): a quarter of a reply after one ply, 5/16 after
// two plies or four, which are worth trusting more.
int EvalDiscWeight(int depth, int alpha) {
  return depth >= 2 && alpha < kNearWipeOut ? kReplyCost * 5 / 16 : kReplyCost / 4;
}

// A move's ordering cost without an evaluation search (lower is tried
// first): a wipe-out first, then fastest-first. Kept apart from EvalCost
// so that it stays inline: with it, every move paid for the search's call
// frame.
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

struct EndgameSearchThread::Node {
  Node(const Position& position, const NodeIndices* parent, int empties, int alpha, int beta,
       bool root)
      : position(position),
        indices(position, parent),
        empties(empties),
        alpha(alpha),
        beta(beta),
        root(root) {}

  const Position& position;
  NodeIndices indices;
  const int empties;
  int alpha;
  int beta;
  // The root keeps its whole window and all its moves: it must find a
  // move, not a bound.
  const bool root;
  OrderedMove moves[32];
  int count = 0;
  int best = -65;
  int best_move = -1;
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

int EndgameSearchThread::SearchDeep(const Position& position, Bitboard moves, int alpha, int beta,
                                    int empties, const NodeIndices* parent, int* best_square) {
  last_empties_.CountNode();
  Node node(position, parent, empties, alpha, beta, best_square != nullptr);
  if (!moves) {
    if (best_square) *best_square = kPass;
    return AfterPass(position, alpha, beta, empties, &node.indices);
  }
  if (int cap; !node.root && StabilityCut(position, alpha, empties, &cap)) return cap;
  SharedEndgameTable& table = TableFor(empties);
  const SharedEndgameTable::BucketRef bucket = table.BucketOf(position);
  int table_move = -1;
  int ordered = 0;
  if (int value; ProbeTable(node, table, bucket, &table_move, &value)) return value;
  if (int value; !node.root && SelectiveCut(node, &value)) return value;
  node.count = ListMoves(position, moves, node.moves);
  if (int value; ProbeReplies(node, table_move, &ordered, &value)) return value;
  const int original_alpha = node.alpha;
  SearchMoves(node, ordered);
  // Fail-soft: above the window a lower bound, below it an upper bound.
  table.Store(bucket, position, empties, level_, node.best > original_alpha ? node.best : -64,
              node.best < node.beta ? node.best : 64, node.best_move);
  if (best_square) *best_square = node.best_move;
  return node.best;
}

bool EndgameSearchThread::ProbeTable(Node& node, const SharedEndgameTable& table,
                                     SharedEndgameTable::BucketRef bucket, int* table_move,
                                     int* value) {
  SharedEndgameTable::Entry known;
  if (!table.Find(bucket, node.position, &known)) return false;
  *table_move = known.move;
  // A selective pass's bounds cannot settle a later pass's node.
  if (node.root || known.level < level_) return false;
  if (known.lower >= node.beta || known.lower == known.upper) {
    *value = known.lower;
    return true;
  }
  if (known.upper <= node.alpha) {
    *value = known.upper;
    return true;
  }
  node.alpha = std::max(node.alpha, known.lower);
  node.beta = std::min(node.beta, known.upper);
  return false;
}

bool EndgameSearchThread::SelectiveCut(Node& node, int* value) {
  if (level_ == kExactLevel || node.beta != node.alpha + 1 || node.empties < kCutMinEmpties) {
    return false;
  }
  const CutFit& fit = CutFitFor(node.empties);
  const double margin = kPassConfidence[level_] * fit.sigma;
  const int shallow = EvalSearch(*weights_, node.position, node.indices.Get(), fit.depth,
                                 -(1 << 20), 1 << 20, last_empties_.node_count());
  const double predicted = fit.slope * shallow / 100 + fit.intercept;
  if (predicted - margin >= node.beta) {
    *value = node.beta;
    return true;
  }
  if (predicted + margin <= node.alpha) {
    *value = node.alpha;
    return true;
  }
  return false;
}

// The move tried first, unordered: of the moves whose reply an earlier,
// more selective pass found good enough (their bounds cannot cut this
// pass), one the latest such pass found, other than the table's move
// where there is a choice; else the table's move.
bool EndgameSearchThread::ProbeReplies(Node& node, int table_move, int* ordered, int* value) {
  // Where the replies can be in the table; their buckets are all fetched
  // first, so that the memory waits overlap.
  const bool probe = !node.root && node.empties - 1 > LastEmptiesSearch::kShallowEmpties;
  const SharedEndgameTable& replies = TableFor(node.empties - 1);
  SharedEndgameTable::BucketRef buckets[32];
  for (int i = 0; probe && i < node.count; ++i) {
    buckets[i] = replies.BucketOf(node.moves[i].next.position());
    replies.Prefetch(buckets[i]);
  }
  int first = -1;
  int predicted = -1;
  int predicted_level = -1;
  int kept = 0;
  for (int i = 0; i < node.count; ++i) {
    OrderedMove& move = node.moves[i];
    SharedEndgameTable::Entry known;
    if (probe && (++probed_replies_, replies.Find(buckets[i], move.next.position(), &known))) {
      if (-known.upper >= node.beta) {
        if (known.level >= level_) {
          *value = -known.upper;
          return true;
        }
        if (known.level > predicted_level ||
            (known.level == predicted_level && node.moves[predicted].square == table_move)) {
          predicted_level = known.level;
          predicted = kept;
        }
      } else if (known.level >= level_ && -known.lower <= node.alpha) {
        // It cannot raise alpha: dropped unsearched and unordered, its
        // bound the best so far if it is (with no move left, the node's).
        if (-known.lower > node.best) {
          node.best = -known.lower;
          node.best_move = move.square;
        }
        continue;
      }
    }
    if (move.square == table_move) first = kept;
    node.moves[kept++] = move;
  }
  node.count = kept;
  if (predicted >= 0) first = predicted;
  if (first > 0) std::swap(node.moves[0], node.moves[first]);
  *ordered = first >= 0 ? 1 : 0;
  if (node.best_move < 0) node.best_move = node.moves[0].square;
  return false;
}

void EndgameSearchThread::OrderMoves(Node& node, OrderedMove* first, OrderedMove* last) {
  const Bitboard odd = OddQuadrants(node.position.Empty());
  // Without evaluation searches the moves scored are counted here (an
  // evaluation search counts the move's position as a node itself).
  const bool by_eval = weights_ && node.empties >= kEvalOrderingEmpties;
  if (!by_eval) scored_moves_ += last - first;
  for (OrderedMove* move = first; move != last; ++move) {
    FindReplies(*move);
    const Position next = move->next.position();
    move->cost = MoveCost(next, move->replies, move->square, odd);
    if (by_eval && next.own) move->cost += EvalCost(node, next, move->square);
  }
}

int EndgameSearchThread::EvalCost(Node& node, const Position& next, int square) {
  const int depth = EvalOrderingDepth(node.empties);
  const Bitboard flips = node.position.opp & ~next.own;
  return EvalSearch(*weights_, next, node.indices.Get().AfterMove(square, flips), depth, -(1 << 20),
                    -100 * (node.alpha - kOrderingWindowDiscs), last_empties_.node_count()) *
         EvalDiscWeight(depth, node.alpha) / 100;
}

void EndgameSearchThread::SearchMoves(Node& node, int ordered) {
  const bool share = searching_ && node.empties >= kShareEmpties;
  OrderedMove put_off[32];
  int put_off_count = 0;
  bool cut = false;
  for (int i = 0; i < node.count && !cut; ++i) {
    // The others are ordered only when the first does not cut, since
    // measuring them may cost evaluation searches; a single move left
    // needs no order.
    if (i == ordered && node.count - i > 1) {
      OrderMoves(node, node.moves + i, node.moves + node.count);
    }
    if (i >= ordered) CheapestFirst(node.moves + i, node.moves + node.count);
    const OrderedMove& move = node.moves[i];
    if (!share) {
      cut = SearchMove(node, move, i == 0);
    } else if (i > 0 && searching_->Busy(move.next.position())) {
      put_off[put_off_count++] = move;
    } else {
      searching_->Enter(move.next.position());
      cut = SearchMove(node, move, i == 0);
      searching_->Leave(move.next.position());
    }
  }
  for (int i = 0; i < put_off_count && !cut; ++i) cut = SearchMove(node, put_off[i], false);
}

bool EndgameSearchThread::SearchMove(Node& node, const OrderedMove& move, bool first) {
  const Bitboard replies = RepliesAfter(move);
  const Position next = move.next.position();
  int score = -Search(next, replies, first ? -node.beta : -node.alpha - 1, -node.alpha,
                      node.empties - 1, &node.indices);
  if (!first && score > node.alpha && score < node.beta) {
    score = -Search(next, replies, -node.beta, -node.alpha, node.empties - 1, &node.indices);
  }
  if (score > node.best) {
    node.best = score;
    node.best_move = move.square;
    if (score >= node.beta) return true;
    node.alpha = std::max(node.alpha, score);
  }
  return false;
}

// An aspiration window around the guess, widened to the side it fails on;
// the table keeps what the narrow search proved.
EndgameSolution EndgameSearchThread::SearchRoot(const Position& root, int guess, int half_window) {
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
