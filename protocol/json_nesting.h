// A linear pre-scan of one JSON text for how deep its arrays and objects
// nest, honouring strings and their escapes. Protobuf's JSON reader takes
// time growing with the square of the depth (an answer nested 40 000 deep
// takes a minute), so a reader refuses deep nesting before parsing.
#ifndef PROTOCOL_JSON_NESTING_H_
#define PROTOCOL_JSON_NESTING_H_

#include <cstddef>

#include "absl/strings/string_view.h"

namespace protocol {

// Deeper than any bot.v1 answer needs (a handful of levels), shallow
// enough that the parser's square-of-depth cost stays in microseconds.
inline constexpr int kMaxJsonNesting = 32;

// The offset of the bracket that opens a level past `max_depth`, or npos if
// `text` never nests deeper. Brackets inside strings do not count; text
// that is not JSON is scanned all the same (the parser refuses it after).
size_t JsonNestingPastDepth(absl::string_view text, int max_depth = kMaxJsonNesting);

}  // namespace protocol

#endif  // PROTOCOL_JSON_NESTING_H_
