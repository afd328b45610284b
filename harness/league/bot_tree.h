// A bot's directory in the league's store, content-addressed: copied once
// into blobs_dir/<sha256>/, read-only, so the source changed or removed
// later changes nothing the league runs.
#ifndef HARNESS_LEAGUE_BOT_TREE_H_
#define HARNESS_LEAGUE_BOT_TREE_H_

#include <string>

#include "absl/status/statusor.h"

namespace harness {

// Copies `source_dir` (as bot_tree_walk.h reads it: files and directories
// only, within the caps) into `blobs_dir` (made if missing) and returns its
// digest, 64 lowercase hex digits: the SHA-256 of a canonical form of the
// tree (each entry's path, kind, execute bit and, for a file, the SHA-256
// of its contents, in the walk's order), independent of times, owners and
// listing order. The copy is written beside the store, synced, made
// read-only and then renamed into place, so a crash leaves no half blob; a
// blob already there is kept. Refuses in one line naming the path.
absl::StatusOr<std::string> StoreBotTree(const std::string& source_dir,
                                         const std::string& blobs_dir);

// Where the blob with digest `sha256` lies.
std::string BlobDir(const std::string& blobs_dir, const std::string& sha256);

}  // namespace harness

#endif  // HARNESS_LEAGUE_BOT_TREE_H_
