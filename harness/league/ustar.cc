#include "harness/league/ustar.h"

#include <cstring>

#include "absl/strings/str_cat.h"
#include "harness/config/one_line.h"

namespace harness {
namespace {

// Field offsets and widths (POSIX.1 ustar).
struct Field {
  size_t offset;
  size_t width;
};
constexpr Field kName{0, 100};
constexpr Field kMode{100, 8};
constexpr Field kUid{108, 8};
constexpr Field kGid{116, 8};
constexpr Field kSize{124, 12};
constexpr Field kMtime{136, 12};
constexpr Field kChecksum{148, 8};
constexpr size_t kType = 156;
constexpr Field kMagic{257, 8};  // magic and version together
constexpr Field kPrefix{345, 155};

constexpr std::string_view kPosixMagic(
    "ustar\0"
    "00",
    8);
constexpr std::string_view kGnuMagic("ustar  \0", 8);

std::string_view Bytes(std::string_view block, Field field) {
  return block.substr(field.offset, field.width);
}

// A text field up to its first NUL.
std::string Text(std::string_view block, Field field) {
  const std::string_view bytes = Bytes(block, field);
  return std::string(bytes.substr(0, bytes.find('\0')));
}

// Octal digits after optional spaces, then only NULs or spaces; -1 when not
// (GNU's base-256 numbers included: no size of a bot's file needs them). At
// most 12 digits, so no overflow.
int64_t Octal(std::string_view bytes) {
  size_t i = 0;
  while (i < bytes.size() && bytes[i] == ' ') ++i;
  const size_t first = i;
  int64_t value = 0;
  for (; i < bytes.size() && bytes[i] >= '0' && bytes[i] <= '7'; ++i) {
    value = value * 8 + (bytes[i] - '0');
  }
  if (i == first) return -1;
  for (; i < bytes.size(); ++i) {
    if (bytes[i] != '\0' && bytes[i] != ' ') return -1;
  }
  return value;
}

// The unsigned byte sum with the checksum field counted as spaces.
int64_t Checksum(std::string_view block) {
  int64_t sum = 0;
  for (size_t i = 0; i < kUstarBlock; ++i) {
    const bool in_field = i >= kChecksum.offset && i < kChecksum.offset + kChecksum.width;
    sum += in_field ? ' ' : static_cast<unsigned char>(block[i]);
  }
  return sum;
}

void PutOctal(std::string* block, Field field, int64_t value) {
  // Width-1 digits and a NUL; every value written fits (sizes are capped).
  std::string digits(field.width - 1, '0');
  for (size_t i = digits.size(); i-- > 0 && value > 0; value /= 8) {
    digits[i] = static_cast<char>('0' + value % 8);
  }
  block->replace(field.offset, digits.size(), digits);
}

void PutText(std::string* block, Field field, std::string_view text) {
  block->replace(field.offset, text.size(), text);
}

}  // namespace

absl::StatusOr<UstarHeader> ParseUstarHeader(std::string_view block) {
  UstarHeader header;
  header.name = Text(block, kName);
  const std::string_view magic = Bytes(block, kMagic);
  // GNU's format keeps times where POSIX has the prefix.
  const std::string prefix = magic == kPosixMagic ? Text(block, kPrefix) : "";
  if (!prefix.empty()) header.name = absl::StrCat(prefix, "/", header.name);
  header.type = block[kType];
  auto refused = [&](const std::string& why) {
    return absl::InvalidArgumentError(
        OneLine(absl::StrCat("bot archive: entry \"", header.name, "\": ", why)));
  };
  if (Octal(Bytes(block, kChecksum)) != Checksum(block)) return refused("bad header checksum");
  if (magic != kPosixMagic && magic != kGnuMagic) return refused("not a ustar header");
  const int64_t mode = Octal(Bytes(block, kMode));
  header.size = Octal(Bytes(block, kSize));
  if (mode < 0 || header.size < 0) return refused("its mode or size is not an octal number");
  header.mode = static_cast<uint32_t>(mode & 07777);
  return header;
}

absl::StatusOr<std::string> UstarHeaderBlock(const std::string& path, char type, uint32_t mode,
                                             int64_t size) {
  std::string name = path;
  std::string prefix;
  if (name.size() > kName.width) {
    // Split at a '/' leaving at most 155 bytes before it and 100 after.
    const size_t slash = path.find('/', path.size() - kName.width - 1);
    if (slash == std::string::npos || slash > kPrefix.width || slash + 1 == path.size()) {
      return absl::InvalidArgumentError(OneLine(
          absl::StrCat("bot file ", path, ": its path is too long for a ustar archive (",
                       kPrefix.width + 1 + kName.width, " bytes at most, split at a '/')")));
    }
    prefix = path.substr(0, slash);
    name = path.substr(slash + 1);
  }
  std::string block(kUstarBlock, '\0');
  PutText(&block, kName, name);
  PutOctal(&block, kMode, mode);
  PutOctal(&block, kUid, 0);
  PutOctal(&block, kGid, 0);
  PutOctal(&block, kSize, size);
  PutOctal(&block, kMtime, 0);
  block[kType] = type;
  PutText(&block, kMagic, kPosixMagic);
  PutText(&block, kPrefix, prefix);
  // Six digits, a NUL and a space, as tar writes it.
  PutOctal(&block, Field{kChecksum.offset, 7}, Checksum(block));
  block[kChecksum.offset + 7] = ' ';
  return block;
}

std::string PaxRefusal(std::string_view records) {
  static constexpr std::string_view kSkipped[] = {"atime",   "ctime",     "mtime", "uid",
                                                  "gid",     "uname",     "gname", "comment",
                                                  "charset", "hdrcharset"};
  static constexpr std::string_view kSkippedPrefixes[] = {
      "SCHILY.xattr.", "LIBARCHIVE.xattr.", "LIBARCHIVE.creationtime", "SCHILY.dev", "SCHILY.ino",
      "SCHILY.nlink",  "SCHILY.fflags"};
  // Each record: "LENGTH KEY=VALUE\n", LENGTH counting the whole record.
  while (!records.empty()) {
    size_t length = 0;
    size_t i = 0;
    for (; i < records.size() && i < 9 && records[i] >= '0' && records[i] <= '9'; ++i) {
      length = length * 10 + static_cast<size_t>(records[i] - '0');
    }
    if (i == 0 || i >= records.size() || records[i] != ' ' || length <= i + 2 ||
        length > records.size() || records[length - 1] != '\n') {
      return "a malformed pax record";
    }
    const std::string_view record = records.substr(i + 1, length - i - 2);
    const size_t equals = record.find('=');
    if (equals == std::string_view::npos || equals == 0) return "a malformed pax record";
    const std::string_view key = record.substr(0, equals);
    bool skipped = false;
    for (std::string_view known : kSkipped) skipped = skipped || key == known;
    for (std::string_view known : kSkippedPrefixes) skipped = skipped || key.rfind(known, 0) == 0;
    if (!skipped) return absl::StrCat("pax key \"", std::string(key), "\" is not supported");
    records.remove_prefix(length);
  }
  return "";
}

int64_t UstarPadded(int64_t size) {
  const int64_t block = static_cast<int64_t>(kUstarBlock);
  return (size + block - 1) / block * block;
}

}  // namespace harness
