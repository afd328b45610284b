// The positions some thread of a parallel solve is searching at this moment,
// for Kerrigan's simplified ABDADA: a thread that meets, among a node's
// later moves, one whose position another thread is already searching puts
// it off to the end of the node, and by then the other thread's result is
// usually in the shared table. The threads so spread over a node's moves
// instead of all searching the same one, as in young-brothers-wait, without
// split points. A small lock-free array of position keys: a collision only
// puts a move off needlessly, and a mark left behind only until the slot is
// reused.
#ifndef ENGINES_REVERSI_SEARCHING_POSITIONS_H_
#define ENGINES_REVERSI_SEARCHING_POSITIONS_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "games/reversi/bitboard.h"

namespace reversi {

class SearchingPositions {
 public:
  SearchingPositions() : keys_(new std::atomic<uint64_t>[size_t{1} << kSlotBits]()) {}

  bool Busy(const Position& position) const {
    return Slot(Key(position)).load(std::memory_order_relaxed) == Key(position);
  }
  void Enter(const Position& position) {
    Slot(Key(position)).store(Key(position), std::memory_order_relaxed);
  }
  void Leave(const Position& position) {
    uint64_t key = Key(position);
    Slot(key).compare_exchange_strong(key, 0, std::memory_order_relaxed);
  }

 private:
  static constexpr int kSlotBits = 15;

  static uint64_t Key(const Position& position) {
    const uint64_t hash =
        (position.own * 0xbf58476d1ce4e5b9ULL) ^ (position.opp * 0x94d049bb133111ebULL);
    return hash | 1;  // never 0, the free slot's mark
  }
  // The key's top bits pick its slot.
  std::atomic<uint64_t>& Slot(uint64_t key) const { return keys_[key >> (64 - kSlotBits)]; }

  std::unique_ptr<std::atomic<uint64_t>[]> keys_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_SEARCHING_POSITIONS_H_
