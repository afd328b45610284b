// sandbox=bwrap: an engine under bubblewrap (Debian's `bwrap`). Run as root,
// the harness forks, puts the child in the engine's cgroups
// (engine_cgroup.h), switches it to an unprivileged user of its own, and
// only then execs bwrap, as IOI's isolate does: a user namespace alone
// would leave the engine acting as host root for file permissions. bwrap
// adds a user namespace (no capabilities in it, and none can be made in
// it), a seccomp filter (seccomp_filter.h) and these views: /usr and the
// /bin, /lib links read-only; a minimal /etc (what dynamic linking and
// interpreters read, a passwd and group of its own: no shadow, no keys);
// its executable's directory read-only (a copy, bot_copy.h, when run as
// root); a private /proc and /dev; a writable /tmp of its own (also its
// TMPDIR and HOME) that goes with it. It has no network (stdio protocols
// only), its own PID, IPC, UTS and cgroup namespaces and session, an
// environment of PATH, HOME and TMPDIR only, and dies with the harness.
// Not a VM: docs/sandbox.md.
#ifndef HARNESS_ENGINE_SANDBOX_H_
#define HARNESS_ENGINE_SANDBOX_H_

#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "harness/engine/bot_copy.h"
#include "harness/engine/engine_cgroup.h"

namespace harness {

// Tasks (processes and threads) a sandboxed engine may have at once, bwrap's
// own included (its pids cgroup's pids.max).
inline constexpr int kSandboxMaxTasks = 256;
// Its memory cap when its spec sets no memory_mb.
inline constexpr int64_t kSandboxDefaultMemoryMb = 1024;
// The users sandboxed engines run as when the harness is root (each engine
// the next, group the same number), as isolate's boxes do: not in the
// host's /etc/passwd, owning nothing on the host.
inline constexpr uid_t kSandboxFirstUid = 60000;
inline constexpr int kSandboxUids = 1000;

// Whether engines can be sandboxed here: bwrap is installed and can make
// its namespaces, the seccomp filter builds, and the cgroups can be made.
// Checked once; the answer is one line naming the cause.
absl::Status SandboxAvailable();

// The absolute path, symlinks resolved, of `command` as execvp would find
// it (on PATH when it has no '/'); 0, or the errno exec would fail with
// (ENOENT, EACCES).
int FindExecutable(const std::string& command, std::string* path);

// One sandboxed start, all made before fork.
struct SandboxLaunch {
  SandboxLaunch() = default;
  SandboxLaunch(const SandboxLaunch&) = delete;
  SandboxLaunch& operator=(const SandboxLaunch&) = delete;
  ~SandboxLaunch();  // closes `fds`

  std::vector<std::string> argv;  // bwrap's, ending with the engine's command line
  // What bwrap reads by number (its seccomp program, /etc files):
  // close-on-exec until EnterSandbox clears it.
  std::vector<int> fds;
  bool switch_user = false;  // the harness is root: run as uid/gid
  uid_t uid = 0;
  gid_t gid = 0;
  std::unique_ptr<EngineCgroup> cgroup;
  std::unique_ptr<BotCopy> copy;  // its directory's copy (switch_user only)
};

// Everything needed to run `executable` (an absolute path, from
// FindExecutable) with `args` in the sandbox, under `limits`.
absl::StatusOr<std::unique_ptr<SandboxLaunch>> PrepareSandbox(const std::string& executable,
                                                              const std::vector<std::string>& args,
                                                              const CgroupLimits& limits);

// In the forked child, just before exec'ing launch.argv (async-signal-safe):
// joins the cgroups, becomes the sandbox user, dies with `parent` (set
// again after the switch, which clears it) and lets bwrap inherit its fds.
// 0, or the errno of what failed.
int EnterSandbox(const SandboxLaunch& launch, pid_t parent);

}  // namespace harness

#endif  // HARNESS_ENGINE_SANDBOX_H_
