// The cgroups of one sandboxed engine, which cap and count what everything
// it starts uses, whatever user it runs as: tasks (pids.max), memory (a cap
// with no swap past it) and, when asked, CPU time (a CFS quota of N cores'
// worth); and they measure the CPU time it used. cgroup v1 (the pids,
// memory, cpu and cpuacct hierarchies, each under the harness's own cgroup
// there) or v2 (one cgroup at the top, whose subtree_control must enable
// pids, memory and cpu); either takes root or a delegated tree. Removed when
// its processes are gone, or by the next harness when this one was killed
// first.
#ifndef HARNESS_ENGINE_ENGINE_CGROUP_H_
#define HARNESS_ENGINE_ENGINE_CGROUP_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace harness {

struct CgroupLimits {
  int max_tasks = 0;         // processes and threads at once
  int64_t memory_bytes = 0;  // memory (anonymous, page cache, its tmpfs) at most
  int cpus = 0;              // cores' worth of CPU time; 0: no quota
};

class EngineCgroup {
 public:
  // New cgroups with `limits`, or the one line saying why the machine
  // cannot make them.
  static absl::StatusOr<std::unique_ptr<EngineCgroup>> Create(const CgroupLimits& limits);
  ~EngineCgroup();  // removes them (waiting up to 1 s for their last tasks to go)

  // The cgroup.procs files, open for writing: a process that writes "0" to
  // each moves into the cgroups (async-signal-safe, for a forked child).
  const std::vector<int>& procs_fds() const { return procs_fds_; }
  // CPU time everything in it has used so far, in µs; -1 if unreadable.
  int64_t CpuMicros() const;
  // How many of its tasks the kernel killed for going over the memory cap.
  int64_t OomKills() const;
  // Its CPU weight: the usual one during its own decisions, the least there
  // is between them, so that an engine spinning while others think gets
  // only the CPU nobody else wants (weights count only under contention).
  void SetDeciding(bool deciding) const;
  // Its directories, one per hierarchy (v2: one).
  const std::vector<std::string>& dirs() const { return dirs_; }

 private:
  EngineCgroup() = default;

  bool v2_ = false;
  std::vector<std::string> dirs_;  // one per hierarchy
  std::vector<int> procs_fds_;
  // cpuacct.usage (ns) or cpu.stat (usage_usec), kept open: it is read
  // twice a move.
  int cpu_usage_fd_ = -1;
  int cpu_weight_fd_ = -1;  // cpu.shares (v1) or cpu.weight (v2), written twice a move
  std::string oom_path_;    // memory.oom_control or memory.events (oom_kill N)
};

}  // namespace harness

#endif  // HARNESS_ENGINE_ENGINE_CGROUP_H_
