// A pids cgroup of its own for one sandboxed engine: `pids.max` caps the
// tasks (processes and threads) of everything the engine starts, whatever
// their user. Made at the top of the pids hierarchy (cgroup v1's
// /sys/fs/cgroup/pids, else cgroup v2's /sys/fs/cgroup), which takes root or
// a delegated hierarchy; removed when its processes are gone, or by the next
// harness when this one was killed first.
#ifndef HARNESS_ENGINE_PIDS_CGROUP_H_
#define HARNESS_ENGINE_PIDS_CGROUP_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"

namespace harness {

class PidsCgroup {
 public:
  // A new cgroup with pids.max = `max_tasks`, or why none can be made here.
  static absl::StatusOr<std::unique_ptr<PidsCgroup>> Create(int max_tasks);
  ~PidsCgroup();  // removes it (waiting up to 1 s for its last tasks to go)

  // Its cgroup.procs, open for writing: a process that writes "0" to it
  // moves into the cgroup (async-signal-safe, for a forked child).
  int procs_fd() const { return procs_fd_; }

 private:
  PidsCgroup(std::string dir, int procs_fd) : dir_(std::move(dir)), procs_fd_(procs_fd) {}

  std::string dir_;
  int procs_fd_;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_PIDS_CGROUP_H_
