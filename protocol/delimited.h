// Protobuf's delimited framing, as bot.v1 over stdio uses it in binary
// (protocol=proto): each message is its byte count as a base-128 varint,
// then its bytes — what Java's writeDelimitedTo/parseDelimitedFrom and
// C++'s util::SerializeDelimitedToZeroCopyStream read and write. Both the
// harness and the engines frame with this.
#ifndef PROTOCOL_DELIMITED_H_
#define PROTOCOL_DELIMITED_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "absl/strings/string_view.h"

namespace protocol {

// Appends `message` to `out` after its length.
void AppendDelimited(absl::string_view message, std::string* out);

// What the start of a byte stream holds.
struct DelimitedPrefix {
  enum class State {
    kIncomplete,  // the length, or the message after it, is not all there yet
    kComplete,    // a whole message: bytes [header, header + length)
    kBadLength,   // ten bytes and the length has not ended: not this framing
  };
  State state = State::kIncomplete;
  uint64_t length = 0;  // known once the length is complete (in kIncomplete too)
  size_t header = 0;    // bytes of the length; 0 while it is incomplete
};
DelimitedPrefix ReadDelimitedPrefix(absl::string_view bytes);

}  // namespace protocol

#endif  // PROTOCOL_DELIMITED_H_
