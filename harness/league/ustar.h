// One block of a POSIX ustar archive's header (POSIX.1-1988, as GNU tar
// writes it in its ustar and gnu formats), read strictly and written the
// one way the league does: what an archive's entry says, not what it does.
#ifndef HARNESS_LEAGUE_USTAR_H_
#define HARNESS_LEAGUE_USTAR_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace harness {

inline constexpr size_t kUstarBlock = 512;

struct UstarHeader {
  std::string name;  // the prefix field joined to the name (POSIX magic only)
  char type = '0';   // the typeflag byte as it is
  uint32_t mode = 0;
  int64_t size = 0;
};

// The header in `block` (kUstarBlock bytes), or why it is none in one line
// naming the entry: a bad checksum, another magic (v7 tar), a numeric field
// that is not octal (GNU's base-256 among them).
absl::StatusOr<UstarHeader> ParseUstarHeader(std::string_view block);

// A POSIX ustar header for `path` (a directory's ends in '/'), owner root
// and time zero so the same tree packs the same bytes; refused when the
// path fits neither the name field nor a prefix/name split.
absl::StatusOr<std::string> UstarHeaderBlock(const std::string& path, char type, uint32_t mode,
                                             int64_t size);

// Why the records of a pax extended header ('x', 'g') cannot be skipped,
// or "" when they can: a malformed record, or a key other than the times,
// owners, comments and extended attributes that the league keeps none of
// (a path, size or link would change what the next entry is).
std::string PaxRefusal(std::string_view records);

// Bytes of data an entry of `size` takes, padded to whole blocks.
int64_t UstarPadded(int64_t size);

}  // namespace harness

#endif  // HARNESS_LEAGUE_USTAR_H_
