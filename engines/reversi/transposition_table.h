// The strong search's transposition table, shared without locks by the
// threads of a parallel search: a fixed-size table keyed by the position,
// where a new position always takes the slot, the same one only when
// searched at least as deep. Each slot is two words written and read one by
// one, the key stored XORed with the data word (Hyatt's lockless hashing,
// as in shared_endgame_table.h): a read that mixes two threads' writes
// fails the check instead of answering with another position's result. On
// one thread it finds and replaces exactly as a plain table would.
#ifndef ENGINES_REVERSI_TRANSPOSITION_TABLE_H_
#define ENGINES_REVERSI_TRANSPOSITION_TABLE_H_

#include <atomic>
#include <cstdint>

#include "engines/reversi/lockless_words.h"
#include "games/common/seeded_random.h"
#include "games/reversi/bitboard.h"

namespace reversi {

enum class Bound : uint8_t { kNone, kLower, kUpper, kExact };

struct TableEntry {
  int32_t score = 0;
  int8_t depth = -1;
  int8_t move = -1;
  Bound bound = Bound::kNone;
};

class TranspositionTable {
 public:
  // `log2_entries` sets the size: 2^log2_entries entries of 16 bytes.
  explicit TranspositionTable(int log2_entries)
      : words_(size_t{2} << log2_entries), mask_((size_t{1} << log2_entries) - 1) {}

  static uint64_t Key(const Position& position) {
    return games::MixSeeds(position.own, position.opp) | 1;  // 0 marks empty slots
  }

  // What the table holds for `key`, if anything.
  bool Find(uint64_t key, TableEntry* entry) const {
    const std::atomic<uint64_t>* slot = Slot(key);
    const uint64_t data = LocklessWords::Load(slot[1]);
    if ((LocklessWords::Load(slot[0]) ^ data) != key) return false;
    *entry = Unpack(data);
    return true;
  }

  // Replaces whatever the slot holds, but a deeper result for the same
  // position (a ProbCut probe searches the position it guards, shallower).
  void Store(uint64_t key, int depth, int score, Bound bound, int move) {
    std::atomic<uint64_t>* slot = Slot(key);
    if (TableEntry known; Find(key, &known) && known.depth > depth) return;
    const uint64_t data = Pack(score, depth, move, bound);
    LocklessWords::Store(slot[0], key ^ data);
    LocklessWords::Store(slot[1], data);
  }

 private:
  static uint64_t Pack(int score, int depth, int move, Bound bound) {
    return uint64_t{static_cast<uint32_t>(score)} | uint64_t{static_cast<uint8_t>(depth)} << 32 |
           uint64_t{static_cast<uint8_t>(move)} << 40 | uint64_t{static_cast<uint8_t>(bound)} << 48;
  }
  static TableEntry Unpack(uint64_t data) {
    return TableEntry{static_cast<int32_t>(static_cast<uint32_t>(data)),
                      static_cast<int8_t>(data >> 32), static_cast<int8_t>(data >> 40),
                      static_cast<Bound>(data >> 48 & 0xff)};
  }
  std::atomic<uint64_t>* Slot(uint64_t key) const { return words_.at(2 * (key & mask_)); }

  LocklessWords words_;
  size_t mask_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_TRANSPOSITION_TABLE_H_
