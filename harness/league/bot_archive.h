// A bot's directory as an author submits it over HTTP: an uncompressed
// ustar archive (`tar --format=ustar -cf bot.tar -C DIR .`; GNU tar's
// default format writes the same for names under 100 bytes). Uploads are
// hostile, so unpacking is strict: only files and directories, no path
// outside the destination, caps checked before anything is written past
// them, and the first fault refused in one line naming the entry.
#ifndef HARNESS_LEAGUE_BOT_ARCHIVE_H_
#define HARNESS_LEAGUE_BOT_ARCHIVE_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "harness/engine/bot_copy.h"

namespace harness {

struct ArchiveLimits {
  int64_t max_archive_bytes = int64_t{64} << 20;
  int64_t max_unpacked_bytes = kBotCopyMaxBytes;  // files' contents
  int max_entries = kBotCopyMaxEntries;           // files and directories
};

// Unpacks `archive` into `dest_dir`, which it makes (it must not exist, so
// nothing already there can redirect a write). Takes regular files ('0',
// NUL) with their execute bit, directories ('5', and a file's parents when
// not listed), and skips pax headers ('x', 'g') that only carry times,
// owners or extended attributes. Refuses: an absolute path or a '..'
// component; links, devices, FIFOs, GNU long names, a pax record that would
// change the next entry (path, size, ...); an entry given twice or under a
// file; a bad checksum or field; input past the limits, cut short, or with
// anything but zeros after the end-of-archive blocks. On a refusal
// `dest_dir` is removed again.
absl::Status UnpackBotArchive(std::string_view archive, const std::string& dest_dir,
                              const ArchiveLimits& limits);

// `dir` (read as bot_tree_walk.h reads it) as a ustar archive that
// UnpackBotArchive takes: entries in the walk's order, owner root, time
// zero, mode 0755 or 0644, so the same tree packs the same bytes.
absl::StatusOr<std::string> PackBotTree(const std::string& dir);

}  // namespace harness

#endif  // HARNESS_LEAGUE_BOT_ARCHIVE_H_
