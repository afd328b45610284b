#include "harness/league/bot_tree.h"

#include <fcntl.h>
#include <sodium.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string_view>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/config/one_line.h"
#include "harness/league/bot_tree_walk.h"
#include "harness/league/remove_tree.h"
#include "harness/league/sodium_ready.h"

namespace harness {
namespace {

// Names the canonical form, so a later form can never collide with it.
constexpr std::string_view kTreeTag("tourney bot tree v1\0", 20);

class Sha256 {
 public:
  Sha256() { crypto_hash_sha256_init(&state_); }
  void Add(std::string_view bytes) {
    crypto_hash_sha256_update(&state_, reinterpret_cast<const unsigned char*>(bytes.data()),
                              bytes.size());
  }
  std::string Digest() {
    unsigned char digest[crypto_hash_sha256_BYTES];
    crypto_hash_sha256_final(&state_, digest);
    return std::string(reinterpret_cast<const char*>(digest), sizeof digest);
  }

 private:
  crypto_hash_sha256_state state_;
};

absl::Status Failed(const std::string& path, const std::string& what) {
  return absl::UnavailableError(OneLine(absl::StrCat("cannot store bot at ", path, ": ", what)));
}

absl::Status WriteAll(int fd, std::string_view bytes, const std::string& path) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Failed(path, std::strerror(errno));
    bytes.remove_prefix(static_cast<size_t>(n));
  }
  return absl::OkStatus();
}

// A directory given `mode` (0: kept) and synced, so the rename that follows
// publishes only what is on disk.
absl::Status SyncDirectory(const std::string& path, mode_t mode) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_DIRECTORY);
  const bool ok = fd >= 0 && (mode == 0 || ::fchmod(fd, mode) == 0) && ::fsync(fd) == 0;
  const std::string error = std::strerror(errno);
  if (fd >= 0) ::close(fd);
  return ok ? absl::OkStatus() : Failed(path, error);
}

// The tree's copy under `root` (a fresh directory), hashed as it is written.
class Copy {
 public:
  explicit Copy(std::string root) : root_(std::move(root)) { tree_.Add(kTreeTag); }

  absl::Status Add(const BotTreeEntry& entry) {
    const std::string target = absl::StrCat(root_, "/", entry.path);
    // A path holds no NUL, so the terminator keeps the form unambiguous.
    tree_.Add(entry.directory ? "d" : entry.executable ? "x" : "f");
    tree_.Add(entry.path);
    tree_.Add(std::string_view("\0", 1));
    if (entry.directory) {
      directories_.push_back(target);
      return ::mkdir(target.c_str(), 0700) == 0 ? absl::OkStatus()
                                                : Failed(target, std::strerror(errno));
    }
    const int out = ::open(target.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (out < 0) return Failed(target, std::strerror(errno));
    Sha256 contents;
    absl::Status status = ReadBotFile(entry, [&](std::string_view chunk) {
      contents.Add(chunk);
      return WriteAll(out, chunk, target);
    });
    const mode_t mode = entry.executable ? 0555 : 0444;
    if (status.ok() && (::fchmod(out, mode) != 0 || ::fsync(out) != 0)) {
      status = Failed(target, std::strerror(errno));
    }
    ::close(out);
    tree_.Add(contents.Digest());
    return status;
  }

  // Directories made read-only and synced, the deepest first, the root last.
  absl::Status Seal() {
    for (auto it = directories_.rbegin(); it != directories_.rend(); ++it) {
      absl::Status status = SyncDirectory(*it, 0555);
      if (!status.ok()) return status;
    }
    return SyncDirectory(root_, 0555);
  }

  std::string HexDigest() {
    const std::string digest = tree_.Digest();
    std::string hex(digest.size() * 2 + 1, '\0');
    sodium_bin2hex(hex.data(), hex.size(), reinterpret_cast<const unsigned char*>(digest.data()),
                   digest.size());
    hex.pop_back();
    return hex;
  }

 private:
  std::string root_;
  Sha256 tree_;
  std::vector<std::string> directories_;  // in the walk's order
};

}  // namespace

std::string BlobDir(const std::string& blobs_dir, const std::string& sha256) {
  return absl::StrCat(blobs_dir, "/", sha256);
}

absl::StatusOr<std::string> StoreBotTree(const std::string& source_dir,
                                         const std::string& blobs_dir) {
  RequireSodium();
  std::error_code made;
  std::filesystem::create_directories(blobs_dir, made);
  if (made) return Failed(blobs_dir, made.message());
  // Beside the blobs, so the rename into place is one atomic step.
  std::string incoming = absl::StrCat(blobs_dir, "/.incoming-XXXXXX");
  if (::mkdtemp(incoming.data()) == nullptr) return Failed(incoming, std::strerror(errno));
  Copy copy(incoming);
  absl::Status status = WalkBotTree(source_dir, [&](const BotTreeEntry& e) { return copy.Add(e); });
  if (status.ok()) status = copy.Seal();
  if (!status.ok()) {
    RemoveTree(incoming);
    return status;
  }
  const std::string digest = copy.HexDigest();
  const std::string blob = BlobDir(blobs_dir, digest);
  if (::rename(incoming.c_str(), blob.c_str()) != 0) {
    const int error = errno;
    RemoveTree(incoming);
    // The same contents stored before (or by another process just now).
    if (error == EEXIST || error == ENOTEMPTY) return digest;
    return Failed(blob, std::strerror(error));
  }
  status = SyncDirectory(blobs_dir, 0);
  if (!status.ok()) return status;
  return digest;
}

}  // namespace harness
