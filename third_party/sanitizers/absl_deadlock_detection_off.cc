// absl::Mutex's deadlock detector keeps its lock graph under an absl
// SpinLock (futexes inside Debian's uninstrumented libabsl, invisible to
// ThreadSanitizer), so two threads locking any mutexes (gRPC's timers and a
// call, say) read to TSan as racing on the graph. It is a debugging aid of
// Abseil's, not code under test: --config=tsan turns it off at start-up.
#include "absl/synchronization/mutex.h"

namespace {

const bool kDeadlockDetectionOff = [] {
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
  return true;
}();

}  // namespace
