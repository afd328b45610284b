// A sandboxed engine's directory as the engine sees it when the harness
// runs as root: a copy, owned by root and readable (not writable) by the
// engine's own group only, so the unprivileged user the engine runs as can
// read it wherever the original lies (under /root, say) and never touches
// the original. Regular files, directories and symbolic links (as links)
// are copied; anything else (devices, FIFOs, sockets) is left out. Removed
// with this object.
#ifndef HARNESS_ENGINE_BOT_COPY_H_
#define HARNESS_ENGINE_BOT_COPY_H_

#include <sys/types.h>

#include <memory>
#include <string>

#include "absl/status/statusor.h"

namespace harness {

// How much of a directory is copied at most: an engine's directory holds
// the engine, not a disk's worth.
inline constexpr int64_t kBotCopyMaxBytes = int64_t{1} << 30;
inline constexpr int kBotCopyMaxEntries = 20000;

class BotCopy {
 public:
  // Copies `dir` into a new directory under /tmp (not $TMPDIR, which may lie
  // where the engine's user cannot pass, as under /root), readable by group
  // `gid`; or why it cannot (a directory past the caps above).
  static absl::StatusOr<std::unique_ptr<BotCopy>> Make(const std::string& dir, gid_t gid);
  ~BotCopy();

  // The copy's path on the host (bwrap binds it where `dir` was), in a
  // directory no one else can list.
  std::string path() const { return root_ + "/dir"; }

 private:
  explicit BotCopy(std::string root) : root_(std::move(root)) {}
  std::string root_;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_BOT_COPY_H_
