#include "harness/config/one_line.h"

#include <cstdio>
#include <string>

namespace harness {

std::string OneLine(absl::string_view text) {
  std::string line;
  line.reserve(text.size());
  for (const char c : text) {
    const unsigned char byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte != 0x7f) {
      line += c;
    } else if (c == '\n') {
      line += "\\n";
    } else if (c == '\t') {
      line += "\\t";
    } else if (c == '\r') {
      line += "\\r";
    } else {
      char escape[5];
      std::snprintf(escape, sizeof escape, "\\x%02x", byte);
      line += escape;
    }
  }
  return line;
}

absl::Status OneLine(const absl::Status& status) {
  if (status.ok()) return status;
  return absl::Status(status.code(), OneLine(status.message()));
}

}  // namespace harness
