// Runs fn(i) for i in [0, count) on `threads` threads, handing out indices
// in order; each index's work must not depend on which thread runs it.
#ifndef ENGINES_REVERSI_TRAINING_PARALLEL_FOR_H_
#define ENGINES_REVERSI_TRAINING_PARALLEL_FOR_H_

#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace reversi::training {

template <typename Fn>
void ParallelFor(size_t count, int threads, Fn fn) {
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < count; i = next++) fn(i);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& thread : pool) thread.join();
}

}  // namespace reversi::training

#endif  // ENGINES_REVERSI_TRAINING_PARALLEL_FOR_H_
