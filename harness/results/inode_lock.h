// An exclusive lock (flock) on a results log's inode, not only on its name:
// a hard link to a log being written is the same file under another name,
// and a second harness must not write it. flock belongs to an open file
// description, so this process counts the inodes it holds: a second
// descriptor of a file it already locked (the log opened for appending
// while the resume lock holds it) is let through.
#ifndef HARNESS_RESULTS_INODE_LOCK_H_
#define HARNESS_RESULTS_INODE_LOCK_H_

#include <string>

#include "absl/status/status.h"

namespace harness {

// Locks the file open at `fd` (named `path` in the message), or confirms
// this process holds it already; FailedPrecondition in one line if another
// process does. Every success is undone by one UnlockInode before `fd` is
// closed.
absl::Status LockInode(int fd, const std::string& path);
void UnlockInode(int fd);

}  // namespace harness

#endif  // HARNESS_RESULTS_INODE_LOCK_H_
