#include "harness/config/text_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "harness/config/regular_file.h"

namespace harness {

absl::StatusOr<std::string> ReadTextFile(const std::string& path, const std::string& what) {
  absl::StatusOr<int> fd = OpenRegularFile(path, O_RDONLY, what);
  if (!fd.ok()) return absl::NotFoundError(fd.status().message());
  std::string text;
  char buffer[1 << 16];
  ssize_t n;
  while ((n = ::read(*fd, buffer, sizeof buffer)) != 0) {
    if (n > 0) {
      text.append(buffer, static_cast<size_t>(n));
    } else if (errno != EINTR) {
      const std::string why = std::strerror(errno);
      ::close(*fd);
      return absl::NotFoundError(
          absl::StrCat("cannot read ", what, what.empty() ? "" : " ", path, ": ", why));
    }
  }
  ::close(*fd);
  return text;
}

}  // namespace harness
