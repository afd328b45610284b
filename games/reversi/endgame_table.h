// The endgame solver's transposition table: bounds on the exact final disc
// differential of positions met before, with the best move found. Bounds
// are facts about the position (not about a search window), so they stay
// valid across searches and solves. Buckets of two: a depth-preferred slot
// (more empties = more work saved) and an always-replace slot.
#ifndef GAMES_REVERSI_ENDGAME_TABLE_H_
#define GAMES_REVERSI_ENDGAME_TABLE_H_

#include <sys/mman.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "games/reversi/bitboard.h"

namespace reversi {

class EndgameTable {
 public:
  struct Entry {
    Bitboard own = 0;  // the whole position: no false hits from hash collisions
    Bitboard opp = 0;
    int8_t lower = -64;
    int8_t upper = 64;
    uint8_t move = 0;
    uint8_t empties = 0;
  };

  // 2^bits entries of 24 bytes, mapped anonymously: the kernel hands out
  // zero pages as they are first touched, so a solve that uses little of
  // the table pays for little of it (calloc may reuse freed heap and clear
  // all of it).
  explicit EndgameTable(int bits)
      : bytes_((size_t{1} << bits) * sizeof(Entry)), mask_((size_t{1} << bits) - 2) {
    void* memory =
        mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
      std::fprintf(stderr, "endgame table: cannot map %zu bytes\n", bytes_);
      std::abort();
    }
    entries_ = static_cast<Entry*>(memory);
  }
  ~EndgameTable() {
    if (entries_) munmap(entries_, bytes_);
  }
  EndgameTable(EndgameTable&& other) noexcept
      : entries_(std::exchange(other.entries_, nullptr)),
        bytes_(other.bytes_),
        mask_(other.mask_) {}
  EndgameTable& operator=(EndgameTable&&) = delete;

  const Entry* Find(const Position& position) const {
    const Entry* bucket = &entries_[Index(position)];
    if (bucket[0].own == position.own && bucket[0].opp == position.opp) return &bucket[0];
    if (bucket[1].own == position.own && bucket[1].opp == position.opp) return &bucket[1];
    return nullptr;
  }

  // Narrows what is known of `position` to [lower, upper].
  void Store(const Position& position, int empties, int lower, int upper, int move) {
    Entry* bucket = &entries_[Index(position)];
    Entry* slot = nullptr;
    for (int i = 0; i < 2 && !slot; ++i) {
      if (bucket[i].own == position.own && bucket[i].opp == position.opp) {
        slot = &bucket[i];
        if (slot->lower > lower) lower = slot->lower;
        if (slot->upper < upper) upper = slot->upper;
      }
    }
    if (!slot) {
      slot = &bucket[1];
      if (empties >= bucket[0].empties) {
        bucket[1] = bucket[0];
        slot = &bucket[0];
      }
    }
    *slot = Entry{position.own,
                  position.opp,
                  static_cast<int8_t>(lower),
                  static_cast<int8_t>(upper),
                  static_cast<uint8_t>(move),
                  static_cast<uint8_t>(empties)};
  }

 private:
  size_t Index(const Position& position) const {
    return position.Hash() & mask_;  // even: the bucket's first slot
  }

  Entry* entries_;
  size_t bytes_;
  size_t mask_;
};

}  // namespace reversi

#endif  // GAMES_REVERSI_ENDGAME_TABLE_H_
