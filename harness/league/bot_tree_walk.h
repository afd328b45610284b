// A bot's directory read as the league stores it: regular files and
// directories only, in one canonical order, within the caps of the sandbox's
// copy (engine/bot_copy.h), so a stored bot is one the sandbox can copy. The
// directory may be hostile: every entry is opened relative to its parent's
// descriptor and never through a symbolic link, so swapping a directory for
// a link while it is read leads nowhere outside it.
#ifndef HARNESS_LEAGUE_BOT_TREE_WALK_H_
#define HARNESS_LEAGUE_BOT_TREE_WALK_H_

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace harness {

// Directories nested deeper than this are refused: each level holds a
// descriptor while it is read, and the sandbox later needs the whole path.
inline constexpr int kBotTreeMaxDepth = 64;

struct BotTreeEntry {
  std::string path;         // relative to the walked directory, '/'-separated
  bool directory = false;   // else a regular file
  bool executable = false;  // a file with any execute bit
  int64_t size = 0;         // a file's length when it was opened
  int fd = -1;              // a file open for reading, closed after the visit
};

// Visits every entry under `dir` (not `dir` itself) depth first, each
// directory's names in byte order, a directory before what it holds. Refuses
// in one line naming the path: a symbolic link, device, FIFO or socket; more
// than kBotCopyMaxEntries entries or kBotCopyMaxBytes bytes of files; nesting
// past kBotTreeMaxDepth; an error from `visit`, which stops the walk.
absl::Status WalkBotTree(const std::string& dir,
                         const std::function<absl::Status(const BotTreeEntry&)>& visit);

// Streams exactly `file.size` bytes of a visited file to `chunk`; a file
// that grew or shrank since it was opened is refused (what was hashed must
// be what was copied).
absl::Status ReadBotFile(const BotTreeEntry& file,
                         const std::function<absl::Status(std::string_view)>& chunk);

}  // namespace harness

#endif  // HARNESS_LEAGUE_BOT_TREE_WALK_H_
