// The engine's endgame transposition table, shared without locks by the
// threads of a parallel solve. Like games/reversi/endgame_table.h it holds
// bounds on the final disc differential in buckets of two: a slot kept for
// the most empties and an always-replace slot. Each entry carries the
// selectivity `level` of the search that found it: the top level's bounds
// are facts about the position, valid in any search; a selective pass's
// are guesses that only a search as selective or more may cut on (its move
// still orders any search). A table kept across solves counts them
// (`NextSolve`): the slot kept for the most empties holds them for the
// current solve only, so that an earlier solve's deep entries do not keep
// it for good. Each slot is three words written and read
// one by one; the position's two bitboards are stored XORed with the data
// word, so a read that mixes two threads' writes fails the check instead of
// answering with another position's bounds (Hyatt's lockless hashing).
#ifndef ENGINES_REVERSI_SHARED_ENDGAME_TABLE_H_
#define ENGINES_REVERSI_SHARED_ENDGAME_TABLE_H_

#include <algorithm>
#include <atomic>
#include <cstdint>

#include "engines/reversi/lockless_words.h"
#include "games/reversi/bitboard.h"

namespace reversi {

class SharedEndgameTable {
 public:
  struct Entry {
    int lower = -64;
    int upper = 64;
    int move = -1;
    int empties = 0;
    int level = 0;
  };

  // 2^bits slots of 24 bytes.
  explicit SharedEndgameTable(int bits)
      : words_(size_t{3} << bits), bucket_mask_((size_t{1} << (bits - 1)) - 1) {}

  // Maps all of the table in now (lockless_words.h), for a table kept
  // across solves; before any solve uses it.
  void FaultIn() { words_.FaultIn(); }

  // Starts another solve (call before any thread uses the table in it):
  // entries stored since hold the slot kept for the most empties, earlier
  // ones give it up to any new position.
  void NextSolve() { solve_ = (solve_ + 1) & 0xffff; }

  // Where `position` is kept, for a position probed more than once (a
  // prefetch, a find, a store): its hash then worked out once.
  using BucketRef = std::atomic<uint64_t>*;
  BucketRef BucketOf(const Position& position) const {
    return words_.at(6 * (position.Hash() & bucket_mask_));
  }

  // What is known of `position`, if anything.
  bool Find(const Position& position, Entry* entry) const {
    return Find(BucketOf(position), position, entry);
  }
  bool Find(BucketRef bucket, const Position& position, Entry* entry) const {
    for (int slot = 0; slot < 2; ++slot) {
      if (Matches(bucket + 3 * slot, position, entry)) return true;
    }
    return false;
  }

  // Starts loading `bucket` into the cache, so that a Find soon after
  // overlaps its memory wait with others'.
  void Prefetch(BucketRef bucket) const { __builtin_prefetch(bucket); }

  // Narrows what is known of `position` to [lower, upper], found at
  // selectivity `level` (0-255): bounds of a higher level replace those of a
  // lower one, and are never replaced by them.
  void Store(const Position& position, int empties, int level, int lower, int upper, int move) {
    Store(BucketOf(position), position, empties, level, lower, upper, move);
  }
  void Store(BucketRef bucket, const Position& position, int empties, int level, int lower,
             int upper, int move) {
    Entry known;
    std::atomic<uint64_t>* slot = nullptr;
    for (int i = 0; i < 2 && !slot; ++i) {
      if (Matches(bucket + 3 * i, position, &known)) {
        slot = bucket + 3 * i;
        if (known.level > level) return;
        if (known.level == level) {
          lower = std::max(lower, known.lower);
          upper = std::min(upper, known.upper);
        }
      }
    }
    if (!slot) {
      // A new position: the slot kept for the most empties if it has at
      // least those there or they are from an earlier solve, its old entry
      // moved to the other slot.
      slot = bucket + 3;
      const uint64_t kept = LocklessWords::Load(bucket[2]);
      if (empties >= Unpack(kept).empties || SolveOf(kept) != solve_) {
        for (int i = 0; i < 3; ++i)
          LocklessWords::Store(bucket[3 + i], LocklessWords::Load(bucket[i]));
        slot = bucket;
      }
    }
    const uint64_t data = Pack(lower, upper, move, empties, level) | uint64_t(solve_) << 48;
    LocklessWords::Store(slot[0], position.own ^ data);
    LocklessWords::Store(slot[1], position.opp ^ data);
    LocklessWords::Store(slot[2], data);
  }

 private:
  static uint64_t Pack(int lower, int upper, int move, int empties, int level) {
    return uint64_t{1} << 32 | uint64_t(lower + 64) | uint64_t(upper + 64) << 8 |
           uint64_t(move & 0xff) << 16 | uint64_t(empties) << 24 | uint64_t(level & 0xff) << 40;
  }
  static int SolveOf(uint64_t data) { return int(data >> 48); }
  static Entry Unpack(uint64_t data) {
    return Entry{int(data & 0xff) - 64, int(data >> 8 & 0xff) - 64,
                 int(data >> 16 & 0xff) == 0xff ? -1 : int(data >> 16 & 0xff),
                 int(data >> 24 & 0xff), int(data >> 40 & 0xff)};
  }
  static bool Matches(const std::atomic<uint64_t>* slot, const Position& position, Entry* entry) {
    const uint64_t data = LocklessWords::Load(slot[2]);
    if ((LocklessWords::Load(slot[0]) ^ data) != position.own ||
        (LocklessWords::Load(slot[1]) ^ data) != position.opp || data == 0) {
      return false;
    }
    *entry = Unpack(data);
    return true;
  }

  LocklessWords words_;
  size_t bucket_mask_;
  int solve_ = 0;  // 16 bits, stored in bits 48-63 of an entry's data word
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_SHARED_ENDGAME_TABLE_H_
