// A spawned engine: fork/exec with --port=0, read its address from the
// first line of stdout, and kill it (and only it) when done. The child dies
// with the harness, even on SIGKILL, so no engine outlives a tournament.
#ifndef HARNESS_ENGINE_ENGINE_PROCESS_H_
#define HARNESS_ENGINE_ENGINE_PROCESS_H_

#include <sys/types.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"

namespace harness {

class EngineProcess {
 public:
  // Starts `command args... --port=0`; engine stderr (and any stdout after
  // the address line) is appended to `log_path` ("" = discarded). Fails if
  // no address line arrives within `startup_timeout_ms`.
  static absl::StatusOr<std::unique_ptr<EngineProcess>> Start(const std::string& command,
                                                              const std::vector<std::string>& args,
                                                              const std::string& log_path,
                                                              int startup_timeout_ms);

  ~EngineProcess();  // kills the engine and reaps it

  const std::string& address() const { return address_; }
  pid_t pid() const { return pid_; }
  // Exit description ("exited with code 3", "killed by signal 11") if the
  // process has ended within `wait_ms`, "" while it runs.
  std::string ExitStatus(int wait_ms = 0);

 private:
  EngineProcess() = default;
  void Kill();

  pid_t pid_ = -1;
  int stdout_fd_ = -1;
  int log_fd_ = -1;
  std::string address_;
  std::string exit_status_;
  std::thread drain_;  // copies later stdout to the log so the engine never blocks
};

}  // namespace harness

#endif  // HARNESS_ENGINE_ENGINE_PROCESS_H_
