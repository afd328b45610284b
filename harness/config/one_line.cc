#include "harness/config/one_line.h"

#include <cstdio>
#include <string>

namespace harness {
namespace {

// Bytes of the well-formed UTF-8 sequence of two to four bytes at `text[i]`,
// 0 if none starts there (RFC 3629: no overlong forms, no surrogates).
size_t Utf8Length(absl::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const unsigned char lead = byte(0);
  const size_t length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k) {
    if ((byte(k) & 0xC0) != 0x80) return 0;
  }
  const unsigned char second = byte(1);
  if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0) ||
      (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90)) {
    return 0;
  }
  return length;
}

void AppendEscape(const char* format, unsigned value, std::string* line) {
  char escape[8];
  std::snprintf(escape, sizeof escape, format, value);
  *line += escape;
}

}  // namespace

std::string OneLine(absl::string_view text) {
  std::string line;
  line.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    const unsigned char byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) {
      line += c;
    } else if (c == '\n') {
      line += "\\n";
    } else if (c == '\t') {
      line += "\\t";
    } else if (c == '\r') {
      line += "\\r";
    } else if (const size_t length = byte >= 0x80 ? Utf8Length(text, i) : 0; length == 0) {
      AppendEscape("\\x%02x", byte, &line);  // C0, DEL, or a byte of no UTF-8 character
    } else if (byte == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
      // A C1 control (U+0080 to U+009F: CSI, OSC, ...), which some terminals obey.
      AppendEscape("\\u%04x", static_cast<unsigned char>(text[i + 1]), &line);
      i += 2;
      continue;
    } else {
      line.append(text.data() + i, length);
      i += length;
      continue;
    }
    ++i;
  }
  return line;
}

absl::Status OneLine(const absl::Status& status) {
  if (status.ok()) return status;
  return absl::Status(status.code(), OneLine(status.message()));
}

}  // namespace harness
