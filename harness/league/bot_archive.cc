#include "harness/league/bot_archive.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "harness/config/one_line.h"
#include "harness/league/bot_tree_walk.h"
#include "harness/league/remove_tree.h"
#include "harness/league/ustar.h"

namespace harness {
namespace {

bool AllZero(std::string_view bytes) { return bytes.find_first_not_of('\0') == bytes.npos; }

const char* TypeName(char type) {
  switch (type) {
    case '1':
      return "a hard link";
    case '2':
      return "a symbolic link";
    case '3':
    case '4':
      return "a device";
    case '6':
      return "a FIFO";
    case 'K':
    case 'L':
      return "a GNU long name (pack with --format=ustar)";
    default:
      return nullptr;
  }
}

class Unpacker {
 public:
  Unpacker(std::string dest, const ArchiveLimits& limits)
      : dest_(std::move(dest)), limits_(limits) {}

  absl::Status Run(std::string_view archive) {
    if (static_cast<int64_t>(archive.size()) > limits_.max_archive_bytes) {
      return Refused("", absl::StrCat("it is ", archive.size(), " bytes, past the cap of ",
                                      limits_.max_archive_bytes));
    }
    size_t offset = 0;
    for (;;) {
      if (archive.size() - offset < kUstarBlock) {
        return Refused("", "it is cut short (no end-of-archive blocks)");
      }
      const std::string_view block = archive.substr(offset, kUstarBlock);
      offset += kUstarBlock;
      if (AllZero(block)) break;
      absl::StatusOr<UstarHeader> header = ParseUstarHeader(block);
      if (!header.ok()) return header.status();
      if (static_cast<uint64_t>(UstarPadded(header->size)) > archive.size() - offset) {
        return Refused(header->name, "its data is cut short");
      }
      absl::Status status = Entry(*header, archive.substr(offset, header->size));
      if (!status.ok()) return status;
      offset += UstarPadded(header->size);
    }
    // The second zero block, then only the zeros tar pads its last record with.
    const std::string_view rest = archive.substr(offset);
    if (rest.size() < kUstarBlock) return Refused("", "it is cut short (one end-of-archive block)");
    if (!AllZero(rest)) return Refused("", "it has data after its end-of-archive blocks");
    return absl::OkStatus();
  }

 private:
  enum class Made { kFile, kListedDirectory, kImpliedDirectory };

  absl::Status Refused(const std::string& entry, const std::string& why) const {
    return absl::InvalidArgumentError(
        OneLine(entry.empty() ? absl::StrCat("bot archive: ", why)
                              : absl::StrCat("bot archive: entry \"", entry, "\": ", why)));
  }

  absl::Status Entry(const UstarHeader& header, std::string_view data) {
    if (header.type == 'x' || header.type == 'g') {
      const std::string refusal = PaxRefusal(data);
      return refusal.empty() ? absl::OkStatus() : Refused(header.name, refusal);
    }
    if (const char* kind = TypeName(header.type)) {
      return Refused(header.name,
                     absl::StrCat("is ", kind, "; a bot archive holds files and directories"));
    }
    const bool directory = header.type == '5';
    if (!directory && header.type != '0' && header.type != '\0') {
      return Refused(header.name, absl::StrCat("has entry type '", std::string(1, header.type),
                                               "', neither a file nor a directory"));
    }
    if (header.name.empty()) return Refused(header.name, "has no path");
    if (header.name[0] == '/') return Refused(header.name, "is an absolute path");
    std::string path;
    for (absl::string_view part : absl::StrSplit(header.name, '/')) {
      if (part == "..") return Refused(header.name, "has a '..' component");
      if (part.empty() || part == ".") continue;
      absl::Status made = path.empty() ? absl::OkStatus() : Directory(header.name, path, false);
      if (!made.ok()) return made;
      path = path.empty() ? std::string(part) : absl::StrCat(path, "/", part);
    }
    if (directory) {
      if (header.size != 0) return Refused(header.name, "is a directory with data");
      return path.empty() ? absl::OkStatus() : Directory(header.name, path, true);
    }
    if (path.empty()) return Refused(header.name, "names no file");
    return File(header, path, data);
  }

  absl::Status Count(const std::string& entry, int64_t bytes) {
    if (++entries_ > limits_.max_entries) {
      return Refused(entry, absl::StrCat("takes the archive past ", limits_.max_entries,
                                         " files and directories"));
    }
    unpacked_ += bytes;
    if (unpacked_ > limits_.max_unpacked_bytes) {
      return Refused(entry, absl::StrCat("takes the archive past ", limits_.max_unpacked_bytes,
                                         " unpacked bytes"));
    }
    return absl::OkStatus();
  }

  // `path` as a directory: listed by its own entry, or implied by one under it.
  absl::Status Directory(const std::string& entry, const std::string& path, bool listed) {
    auto it = made_.find(path);
    if (it != made_.end()) {
      if (it->second == Made::kFile) return Refused(entry, absl::StrCat(path, " is a file"));
      if (listed && it->second == Made::kListedDirectory) return Refused(entry, "appears twice");
      if (listed) it->second = Made::kListedDirectory;
      return absl::OkStatus();
    }
    absl::Status counted = Count(entry, 0);
    if (!counted.ok()) return counted;
    const std::string target = absl::StrCat(dest_, "/", path);
    if (::mkdir(target.c_str(), 0755) != 0) return Refused(entry, std::strerror(errno));
    made_[path] = listed ? Made::kListedDirectory : Made::kImpliedDirectory;
    return absl::OkStatus();
  }

  absl::Status File(const UstarHeader& header, const std::string& path, std::string_view data) {
    if (made_.count(path) != 0) return Refused(header.name, "appears twice");
    absl::Status counted = Count(header.name, header.size);
    if (!counted.ok()) return counted;
    made_[path] = Made::kFile;
    const mode_t mode = (header.mode & 0111) != 0 ? 0755 : 0644;
    // O_EXCL: never through a link (there are none: this tree is all ours).
    const std::string target = absl::StrCat(dest_, "/", path);
    const int fd = ::open(target.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    bool ok = fd >= 0;
    while (ok && !data.empty()) {
      const ssize_t n = ::write(fd, data.data(), data.size());
      ok = n > 0 || (n < 0 && errno == EINTR);  // a write of 0 bytes would loop
      if (n > 0) data.remove_prefix(static_cast<size_t>(n));
    }
    ok = ok && ::fchmod(fd, mode) == 0;
    const std::string error = std::strerror(errno);
    if (fd >= 0) ::close(fd);
    return ok ? absl::OkStatus() : Refused(header.name, absl::StrCat("cannot be written: ", error));
  }

  const std::string dest_;
  const ArchiveLimits& limits_;
  std::map<std::string, Made> made_;
  int entries_ = 0;
  int64_t unpacked_ = 0;
};

}  // namespace

absl::Status UnpackBotArchive(std::string_view archive, const std::string& dest_dir,
                              const ArchiveLimits& limits) {
  if (::mkdir(dest_dir.c_str(), 0700) != 0) {
    return absl::UnavailableError(
        OneLine(absl::StrCat("cannot unpack a bot into ", dest_dir, ": ", std::strerror(errno))));
  }
  absl::Status status = Unpacker(dest_dir, limits).Run(archive);
  if (!status.ok()) RemoveTree(dest_dir);
  return status;
}

absl::StatusOr<std::string> PackBotTree(const std::string& dir) {
  std::string archive;
  absl::Status status = WalkBotTree(dir, [&](const BotTreeEntry& entry) -> absl::Status {
    absl::StatusOr<std::string> header =
        entry.directory
            ? UstarHeaderBlock(entry.path + "/", '5', 0755, 0)
            : UstarHeaderBlock(entry.path, '0', entry.executable ? 0755 : 0644, entry.size);
    if (!header.ok()) return header.status();
    archive += *header;
    if (entry.directory) return absl::OkStatus();
    absl::Status read = ReadBotFile(entry, [&](std::string_view chunk) {
      archive += chunk;
      return absl::OkStatus();
    });
    archive.resize(archive.size() + static_cast<size_t>(UstarPadded(entry.size) - entry.size));
    return read;
  });
  if (!status.ok()) return status;
  archive.append(2 * kUstarBlock, '\0');  // the end-of-archive blocks
  return archive;
}

}  // namespace harness
