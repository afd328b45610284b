// sandbox=bwrap: an engine under bubblewrap (Debian's `bwrap`). It sees the
// system read-only (/usr, /etc and the /bin, /lib links), its executable's
// directory read-only, a private /proc and /dev, and a writable /tmp of its
// own (also its TMPDIR and HOME) that goes with it; nothing else of the
// file system (no results log, no other engine's directory, no home). It
// has no network (its own network namespace: stdio protocols only), its own
// PID, IPC and UTS namespaces and session, an environment of PATH, HOME and
// TMPDIR only, and dies with the harness. Not a VM: docs/sandbox.md.
#ifndef HARNESS_ENGINE_SANDBOX_H_
#define HARNESS_ENGINE_SANDBOX_H_

#include <string>
#include <vector>

#include "absl/status/status.h"

namespace harness {

// Tasks (processes and threads) a sandboxed engine may have at once, bwrap's
// own included (its pids cgroup's pids.max).
inline constexpr int kSandboxMaxTasks = 256;

// Whether engines can be sandboxed here: bwrap is installed and can make
// its namespaces, and a pids cgroup can be made for the process limit.
// Checked once; the answer is one line naming the cause.
absl::Status SandboxAvailable();

// The absolute path, symlinks resolved, of `command` as execvp would find
// it (on PATH when it has no '/'); 0, or the errno exec would fail with
// (ENOENT, EACCES).
int FindExecutable(const std::string& command, std::string* path);

// The command line that runs `executable` (an absolute path, from
// FindExecutable) with `args` in the sandbox.
std::vector<std::string> BwrapCommand(const std::string& executable,
                                      const std::vector<std::string>& args);

}  // namespace harness

#endif  // HARNESS_ENGINE_SANDBOX_H_
