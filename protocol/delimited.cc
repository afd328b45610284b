#include "protocol/delimited.h"

namespace protocol {

void AppendDelimited(absl::string_view message, std::string* out) {
  uint64_t left = message.size();
  while (left >= 0x80) {
    out->push_back(static_cast<char>((left & 0x7f) | 0x80));
    left >>= 7;
  }
  out->push_back(static_cast<char>(left));
  out->append(message.data(), message.size());
}

DelimitedPrefix ReadDelimitedPrefix(absl::string_view bytes) {
  constexpr size_t kMaxVarintBytes = 10;
  DelimitedPrefix prefix;
  uint64_t length = 0;
  for (size_t i = 0; i < bytes.size() && i < kMaxVarintBytes; ++i) {
    const uint8_t byte = static_cast<uint8_t>(bytes[i]);
    length |= uint64_t{byte & 0x7fu} << (7 * i);
    if ((byte & 0x80) == 0) {
      prefix.length = length;
      prefix.header = i + 1;
      prefix.state = bytes.size() - prefix.header >= length ? DelimitedPrefix::State::kComplete
                                                            : DelimitedPrefix::State::kIncomplete;
      return prefix;
    }
  }
  if (bytes.size() >= kMaxVarintBytes) prefix.state = DelimitedPrefix::State::kBadLength;
  return prefix;
}

}  // namespace protocol
