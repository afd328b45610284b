// Pinning a tournament worker to one core (`pin_workers`). A worker and its
// engines pass every decision back and forth; on one core that exchange
// needs no cross-core wakeup, which on a virtual machine costs more than
// the work itself. Engines the worker starts inherit its core.
#ifndef HARNESS_PLAY_CPU_AFFINITY_H_
#define HARNESS_PLAY_CPU_AFFINITY_H_

#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace harness {

// The cores the calling thread may run on (`taskset` and cgroup cpusets
// narrow them), in increasing order.
absl::StatusOr<std::vector<int>> AllowedCores();

// Pins the calling thread to the `slot`-th core (round robin) of those the
// process may run on; returns which core in `core` if not null.
absl::Status PinThisThreadToSlot(int slot, int* core = nullptr);

}  // namespace harness

#endif  // HARNESS_PLAY_CPU_AFFINITY_H_
