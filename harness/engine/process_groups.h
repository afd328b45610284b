// Every engine process group the harness has started. Each engine runs in
// its own process group (led by the process the harness spawned), so a kill
// of the group also reaches what a wrapper script started. Three things kill
// groups: EngineProcess its own when done; KillProcessGroups() all of them
// at once (from a signal handler, or to abandon the games under way); and a
// watchdog process, forked on first use, that kills every group still
// registered when the harness dies in any way, SIGKILL and crashes included
// (it learns of groups over a socket and sees the harness end as EOF).
#ifndef HARNESS_ENGINE_PROCESS_GROUPS_H_
#define HARNESS_ENGINE_PROCESS_GROUPS_H_

#include <sys/types.h>

namespace harness {

// Registers the group `pgid` here and with the watchdog (started first).
void TrackProcessGroup(pid_t pgid);
// Unregisters it; call before reaping its leader, whose zombie keeps the id
// from being reused until then.
void ForgetProcessGroup(pid_t pgid);
// Sends SIGKILL to every registered group. Async-signal-safe.
void KillProcessGroups();
// Whether `pid` is a registered group's leader or the watchdog: a child of
// the harness that is not left behind (descendants.h).
bool IsHarnessHelper(pid_t pid);

}  // namespace harness

#endif  // HARNESS_ENGINE_PROCESS_GROUPS_H_
