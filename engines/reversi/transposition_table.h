// A fixed-size transposition table keyed by the position: a new position
// always takes the slot, the same one only when searched at least as deep.
#ifndef ENGINES_REVERSI_TRANSPOSITION_TABLE_H_
#define ENGINES_REVERSI_TRANSPOSITION_TABLE_H_

#include <cstdint>
#include <vector>

#include "games/common/seeded_random.h"
#include "games/reversi/bitboard.h"

namespace reversi {

enum class Bound : uint8_t { kNone, kLower, kUpper, kExact };

struct TableEntry {
  uint64_t key = 0;
  int32_t score = 0;
  int8_t depth = -1;
  int8_t move = -1;
  Bound bound = Bound::kNone;
};

class TranspositionTable {
 public:
  // `log2_entries` sets the size: 2^log2_entries entries of 16 bytes.
  explicit TranspositionTable(int log2_entries)
      : entries_(size_t{1} << log2_entries), mask_((size_t{1} << log2_entries) - 1) {}

  static uint64_t Key(const Position& position) {
    return games::MixSeeds(position.own, position.opp) | 1;  // 0 marks empty slots
  }

  const TableEntry* Find(uint64_t key) const {
    const TableEntry& entry = entries_[key & mask_];
    return entry.key == key ? &entry : nullptr;
  }

  // Replaces whatever the slot holds, but a deeper result for the same
  // position (a ProbCut probe searches the position it guards, shallower).
  void Store(uint64_t key, int depth, int score, Bound bound, int move) {
    TableEntry& entry = entries_[key & mask_];
    if (entry.key == key && entry.depth > depth) return;
    entry.key = key;
    entry.score = score;
    entry.depth = static_cast<int8_t>(depth);
    entry.move = static_cast<int8_t>(move);
    entry.bound = bound;
  }

 private:
  std::vector<TableEntry> entries_;
  size_t mask_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_TRANSPOSITION_TABLE_H_
