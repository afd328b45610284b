#include "harness/play/cpu_affinity.h"

#include <pthread.h>
#include <sched.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "absl/strings/str_cat.h"

namespace harness {

absl::StatusOr<std::vector<int>> AllowedCores() {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  if (::sched_getaffinity(0, sizeof(allowed), &allowed) != 0) {
    return absl::InternalError(absl::StrCat("sched_getaffinity: ", std::strerror(errno)));
  }
  std::vector<int> cores;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (CPU_ISSET(cpu, &allowed)) cores.push_back(cpu);
  }
  if (cores.empty()) return absl::InternalError("no core to run on");
  return cores;
}

absl::Status PinThisThreadToSlot(int slot, int* core) {
  absl::StatusOr<std::vector<int>> allowed = AllowedCores();
  if (!allowed.ok()) return allowed.status();
  const std::vector<int>& cores = *allowed;
  const int chosen = cores[static_cast<size_t>(slot) % cores.size()];
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(chosen, &one);
  if (const int error = ::pthread_setaffinity_np(::pthread_self(), sizeof(one), &one); error != 0) {
    return absl::InternalError(
        absl::StrCat("pinning to core ", chosen, ": ", std::strerror(error)));
  }
  if (core != nullptr) *core = chosen;
  return absl::OkStatus();
}

}  // namespace harness
