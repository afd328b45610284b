// The learned evaluation's weights (one table per phase, in hundredths of a
// disc) and the versioned, checksummed file that holds them.
#ifndef ENGINES_REVERSI_PATTERN_WEIGHTS_H_
#define ENGINES_REVERSI_PATTERN_WEIGHTS_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "engines/reversi/patterns.h"

namespace reversi {

// Multi-ProbCut (Buro): how a deep search's value follows a shallow one's,
// per depth and phase group, fitted by the training pipeline:
// deep ~ slope * shallow + intercept, residuals of deviation sigma (all in
// hundredths of a disc). shallow_depth 0: not fitted, no cut.
struct ProbCutFit {
  int32_t shallow_depth = 0;
  float slope = 1;
  float intercept = 0;
  float sigma = 0;
};
inline constexpr int kProbCutMinDepth = 3;
// Deeper searches use the depth-10 or depth-9 fit, by parity (fitting deeper
// costs too much).
inline constexpr int kProbCutMaxDepth = 10;
inline constexpr int kProbCutGroups = 4;
inline int ProbCutGroup(int empties) {
  const int group = (empties - 1) / 15;
  return group < 0 ? 0 : group >= kProbCutGroups ? kProbCutGroups - 1 : group;
}
// Half the depth, of the same parity (so both searches end on the same side).
inline int ProbCutShallowDepth(int depth) {
  int shallow = depth / 2;
  if ((depth - shallow) % 2) --shallow;
  return shallow < 1 ? 1 : shallow;
}

class PatternWeights {
 public:
  // All zero.
  PatternWeights();

  // Reads a weights file (the ProbCut fits are optional: a file without
  // them cuts nothing); the error says what is wrong with it (not a weights
  // file, another format version or pattern layout, truncated, checksum).
  static absl::StatusOr<PatternWeights> Parse(std::string_view bytes);
  std::string Serialize() const;

  // Score for the side to move, in hundredths of a disc.
  int Evaluate(const Position& position) const {
    return Evaluate(position, PatternIndices::Of(position), position.Moves());
  }
  // The same given the position's pattern indices and legal moves, which a
  // search that carries the indices has.
  int Evaluate(const Position& position, const PatternIndices& indices, Bitboard moves) const {
    const int16_t* table = PhaseTable(PhaseOf(position.EmptyCount()));
    int score = table[BiasEntry()];
    indices.ForEachEntry(PopCount(moves), PopCount(LegalMoves(position.opp, position.own)),
                         [&](uint32_t entry) { score += table[entry]; });
    return score;
  }

  const int16_t* PhaseTable(int phase) const {
    return weights_.data() + static_cast<size_t>(phase) * EntriesPerPhase();
  }
  int16_t* MutablePhaseTable(int phase) {
    return weights_.data() + static_cast<size_t>(phase) * EntriesPerPhase();
  }

  // The fit for a search of `depth` (kProbCutMinDepth on) at `empties`.
  // Deeper searches than were fitted use the deepest fit of their parity, so
  // that the shallow search still ends on the same side as the deep one.
  const ProbCutFit& ProbCut(int depth, int empties) const {
    if (depth > kProbCutMaxDepth) depth = kProbCutMaxDepth - (depth - kProbCutMaxDepth) % 2;
    return probcut_[ProbCutSlot(depth, ProbCutGroup(empties))];
  }
  void SetProbCut(int depth, int group, const ProbCutFit& fit) {
    probcut_[ProbCutSlot(depth, group)] = fit;
  }

 private:
  static int ProbCutSlot(int depth, int group) {
    return (depth - kProbCutMinDepth) * kProbCutGroups + group;
  }

  std::vector<int16_t> weights_;
  std::array<ProbCutFit, (kProbCutMaxDepth - kProbCutMinDepth + 1) * kProbCutGroups> probcut_{};
};

// A hash of the pattern shapes and table layout: a file fitted for other
// patterns is refused.
uint64_t PatternLayoutHash();

}  // namespace reversi

#endif  // ENGINES_REVERSI_PATTERN_WEIGHTS_H_
