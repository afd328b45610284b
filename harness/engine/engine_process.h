// A spawned engine: fork/exec in a process group of its own, and kill the
// group (the engine and whatever it started) when done. A gRPC engine gets
// --port=0 and its address is read from the first line of stdout; a stdio
// engine keeps its stdin and stdout as the channel to it. The child dies
// with the harness, even on SIGKILL (parent-death signal), and so does the
// rest of its group (process_groups.h), so no engine outlives a tournament.
// What left the group (setsid) is found through the harness being a child
// subreaper, and killed with it (descendants.h).
#ifndef HARNESS_ENGINE_ENGINE_PROCESS_H_
#define HARNESS_ENGINE_ENGINE_PROCESS_H_

#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/engine/bot_copy.h"
#include "harness/engine/engine_cgroup.h"
#include "harness/engine/engine_log.h"

namespace harness {

// How the harness talks to the process.
enum class ProcessIo {
  kPrintsAddress,  // gRPC: started with --port=0, prints host:port first
  kStdio,          // requests on its stdin, answers on its stdout
};

// What a spawned process may use besides its command.
struct SpawnLimits {
  int64_t log_max_bytes = kDefaultEngineLogMaxBytes;  // the engines log's cap (engine_log.h)
  // Unsandboxed: its address space (RLIMIT_AS), 0 = no limit. Sandboxed:
  // its memory cgroup's cap (required).
  int64_t memory_bytes = 0;
  bool sandbox = false;  // under bwrap, in cgroups of its own (sandbox.h)
  int cpus = 0;          // sandboxed: cores' worth of CPU time (a CFS quota); 0 = no limit
};

class EngineProcess {
 public:
  // Starts `command args...` (plus --port=0 for kPrintsAddress); engine
  // stderr is appended to `log_path` ("" = discarded) through a pipe the
  // harness reads (so the log keeps its cap), and so is a gRPC engine's
  // stdout after the address line. For kPrintsAddress, fails if no
  // address line arrives within `startup_timeout_ms`. A command that cannot
  // be executed fails at once: "cannot start CMD: no such file" (or "no such
  // command on PATH", "not executable (...)", "is a directory"). For kStdio the harness
  // ignores SIGPIPE from then on, so a dead engine is a failed write, not a
  // dead harness. With `limits.sandbox` the command runs under bwrap in a
  // pids cgroup (sandbox.h); where engines cannot be sandboxed, Start fails
  // with the one line saying why.
  // A sandboxed engine's CPU time is measured (CpuMicros), and one the
  // kernel killed for going over its memory cap says so in ExitStatus.
  // `launched` (if given) tells a failure before the command ran (the
  // sandbox, a limit, exec: the machine's) from one after (the engine's).
  static absl::StatusOr<std::unique_ptr<EngineProcess>> Start(const std::string& command,
                                                              const std::vector<std::string>& args,
                                                              const std::string& log_path,
                                                              int startup_timeout_ms, ProcessIo io,
                                                              const SpawnLimits& limits = {},
                                                              bool* launched = nullptr);

  ~EngineProcess();  // kills the engine and reaps it

  // host:port of a kPrintsAddress engine.
  const std::string& address() const { return address_; }
  // The pipe ends of a kStdio engine (owned by this object): write requests
  // to stdin_fd(), read answers from stdout_fd().
  int stdin_fd() const { return stdin_fd_; }
  int stdout_fd() const { return stdout_fd_; }
  pid_t pid() const { return pid_; }
  // The engines log its output goes to (null: discarded), for the harness's
  // own warnings about this engine.
  const std::shared_ptr<EngineLog>& log() const { return log_; }
  // Exit description ("exited with code 3", "killed by signal 11"; "exited
  // with code 137, over its memory cap of 1024 MiB") if the process has
  // ended within `wait_ms` (the rest of its group is killed then), "" while
  // it runs.
  std::string ExitStatus(int wait_ms = 0);
  // CPU time a sandboxed engine (everything it started) has used so far, in
  // µs, from its cgroup; -1 unsandboxed.
  int64_t CpuMicros() const { return cgroup_ != nullptr ? cgroup_->CpuMicros() : -1; }
  // A sandboxed engine's CPU weight for its own decisions or between them
  // (EngineCgroup::SetDeciding); nothing for another engine.
  void SetDeciding(bool deciding) const {
    if (cgroup_ != nullptr) cgroup_->SetDeciding(deciding);
  }

 private:
  EngineProcess() = default;
  // For a gRPC engine: its host:port from the first stdout line, then a
  // pump that copies the rest of stdout to the log.
  absl::Status ReadAddress(const std::string& command, const std::string& log_path,
                           int startup_timeout_ms);
  void Kill();
  // Kills the group, unregisters it and reaps the leader (ended or killed).
  void ReapGroup();

  pid_t pid_ = -1;
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;              // the read end of the engine's stderr, -1 when discarded
  std::shared_ptr<EngineLog> log_;  // null: output discarded
  std::string address_;
  std::string exit_status_;
  // Copy its stderr, and a gRPC engine's later stdout, to the log, so the
  // engine never blocks on a full pipe.
  std::unique_ptr<LogPump> stderr_pump_;
  std::unique_ptr<LogPump> stdout_pump_;
  // A sandboxed engine's cgroups and directory copy, removed once it is gone.
  std::unique_ptr<EngineCgroup> cgroup_;
  std::unique_ptr<BotCopy> copy_;
  int64_t memory_cap_mb_ = 0;  // a sandboxed engine's, for the message when it went over
};

}  // namespace harness

#endif  // HARNESS_ENGINE_ENGINE_PROCESS_H_
