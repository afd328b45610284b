// What an engine leaves behind. The harness is a child subreaper
// (PR_SET_CHILD_SUBREAPER): a process whose parent ends is handed to the
// harness, not to init, even one that left the engine's process group and
// session (setsid), so the harness can find and kill it. A living process
// is tied to its engine by its parent chain (/proc); one whose parent has
// ended is tied to no engine any more: it is killed at the next engine's
// cleanup, whichever engine that is.
#ifndef HARNESS_ENGINE_DESCENDANTS_H_
#define HARNESS_ENGINE_DESCENDANTS_H_

#include <sys/types.h>

#include <mutex>

namespace harness {

// Held from an engine's fork until its group is registered
// (process_groups.h), and from forgetting a group until its leader is
// reaped, so that a cleanup never takes a child being started, or an
// engine's zombie, for one left behind (and steals its exit status). Makes
// the harness a subreaper on first use.
std::unique_lock<std::mutex> LockSpawning();

// Kills, and reaps where they are the harness's children, every descendant
// of `leader` and every child of the harness left behind (neither a
// registered group's leader nor the watchdog), until none is left or 5 s
// have passed. `leader` itself is neither killed nor reaped.
void KillDescendants(pid_t leader);

}  // namespace harness

#endif  // HARNESS_ENGINE_DESCENDANTS_H_
