// The storage of the lock-free tables the search threads share
// (transposition_table.h, shared_endgame_table.h): an array of 64-bit words
// each read and written whole, relaxed (the tables check what they read,
// Hyatt's XOR, rather than order it). The block is mapped anonymous: it
// comes as zero pages the kernel maps as they are first touched, so a short
// search pays little for a large table; and in 2 MiB pages where the kernel
// allows, since a table probe is a random access that with 4 KiB pages
// misses the TLB too (FFO #45: 4 % less time).
#ifndef ENGINES_REVERSI_LOCKLESS_WORDS_H_
#define ENGINES_REVERSI_LOCKLESS_WORDS_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace reversi {

class LocklessWords {
 public:
  // `count` words, all zero.
  explicit LocklessWords(size_t count);

  std::atomic<uint64_t>* at(size_t index) const { return words_.get() + index; }

  // Touches every page now, so that the searches that use the block later
  // do not wait for the kernel to zero it page by page (the first touches
  // of a 96 MiB block cost 24 ms, and the first in a process 240 ms while
  // the kernel gathers its 2 MiB pages). For a block kept across searches;
  // call it before any search uses the block (it rewrites words as read).
  void FaultIn();

  static uint64_t Load(const std::atomic<uint64_t>& word) {
    return word.load(std::memory_order_relaxed);
  }
  static void Store(std::atomic<uint64_t>& word, uint64_t value) {
    word.store(value, std::memory_order_relaxed);
  }

 private:
  struct Unmap {
    size_t bytes;  // a multiple of 2 MiB
    void operator()(std::atomic<uint64_t>* words) const;
  };
  std::unique_ptr<std::atomic<uint64_t>[], Unmap> words_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_LOCKLESS_WORDS_H_
