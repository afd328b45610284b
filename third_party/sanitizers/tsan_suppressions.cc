// ThreadSanitizer's suppressions, compiled into every --config=tsan binary
// (TSan asks for them through this hook at start-up, so no file has to be
// found from a test's sandbox). Only frames inside Debian's uninstrumented
// libraries belong here, never project code: TSan cannot see the
// synchronisation inside them. Each entry says why.
extern "C" const char* __tsan_default_suppressions() {
  return
      // absl::Mutex's deadlock detector keeps its lock graph under an
      // absl SpinLock (futexes inside libabsl, invisible to TSan), so
      // two threads locking mutexes read as racing on the graph.
      "race:absl::*::synchronization_internal::GraphCycles\n";
}
