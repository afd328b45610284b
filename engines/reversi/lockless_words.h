// The storage of the lock-free tables the search threads share
// (transposition_table.h, shared_endgame_table.h): an array of 64-bit words
// each read and written whole, relaxed (the tables check what they read,
// Hyatt's XOR, rather than order it). calloc: a large block comes as zero
// pages the kernel maps as they are first touched, so a short search pays
// little for a large table.
#ifndef ENGINES_REVERSI_LOCKLESS_WORDS_H_
#define ENGINES_REVERSI_LOCKLESS_WORDS_H_

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace reversi {

class LocklessWords {
 public:
  // `count` words, all zero.
  explicit LocklessWords(size_t count)
      : words_(static_cast<std::atomic<uint64_t>*>(std::calloc(count, 8))) {
    static_assert(sizeof(std::atomic<uint64_t>) == 8 && std::atomic<uint64_t>::is_always_lock_free);
    if (!words_) std::abort();
  }

  std::atomic<uint64_t>* at(size_t index) const { return words_.get() + index; }

  static uint64_t Load(const std::atomic<uint64_t>& word) {
    return word.load(std::memory_order_relaxed);
  }
  static void Store(std::atomic<uint64_t>& word, uint64_t value) {
    word.store(value, std::memory_order_relaxed);
  }

 private:
  struct Free {
    void operator()(std::atomic<uint64_t>* words) const { std::free(words); }
  };
  std::unique_ptr<std::atomic<uint64_t>[], Free> words_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_LOCKLESS_WORDS_H_
