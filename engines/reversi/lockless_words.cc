#include "engines/reversi/lockless_words.h"

#include <sys/mman.h>

#include <cstdlib>

namespace reversi {
namespace {

constexpr uintptr_t kHugePage = uintptr_t{2} << 20;

uintptr_t RoundUp(uintptr_t value) { return (value + kHugePage - 1) & ~(kHugePage - 1); }

// `bytes` (a multiple of kHugePage) of zeroes at an address the kernel can
// back with huge pages: mapped with a huge page to spare, the spare cut off.
void* MapAligned(size_t bytes) {
  const size_t span = bytes + kHugePage;
  void* raw = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) std::abort();
  const uintptr_t first = reinterpret_cast<uintptr_t>(raw);
  const uintptr_t start = RoundUp(first);
  if (start > first) munmap(raw, start - first);
  if (const size_t tail = first + span - (start + bytes)) {
    munmap(reinterpret_cast<void*>(start + bytes), tail);
  }
  void* block = reinterpret_cast<void*>(start);
  madvise(block, bytes, MADV_HUGEPAGE);  // only advice: 4 KiB pages if refused
  return block;
}

}  // namespace

LocklessWords::LocklessWords(size_t count) : words_(nullptr, Unmap{RoundUp(count * 8)}) {
  static_assert(sizeof(std::atomic<uint64_t>) == 8 && std::atomic<uint64_t>::is_always_lock_free);
  words_.reset(static_cast<std::atomic<uint64_t>*>(MapAligned(words_.get_deleter().bytes)));
}

void LocklessWords::FaultIn() {
  constexpr size_t kWordsPerSmallPage = 4096 / 8;
  const size_t count = words_.get_deleter().bytes / 8;
  for (size_t i = 0; i < count; i += kWordsPerSmallPage) Store(words_[i], Load(words_[i]));
}

void LocklessWords::Unmap::operator()(std::atomic<uint64_t>* words) const { munmap(words, bytes); }

}  // namespace reversi
