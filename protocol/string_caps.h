// Caps on what an engine reports, applied where an answer is read so that no
// engine can grow the harness's memory, the results log or the report with
// one answer: every string (comment, names, option declarations, error
// texts) at most a cap of bytes, cut at a UTF-8 boundary and marked
// "…[cut N bytes]"; a principal variation at most kMaxPvActions actions.
#ifndef PROTOCOL_STRING_CAPS_H_
#define PROTOCOL_STRING_CAPS_H_

#include <cstddef>
#include <string>

#include "bot/v1/engine.pb.h"
#include "google/protobuf/message.h"

namespace protocol {

// The default cap on one engine-supplied string.
inline constexpr size_t kDefaultEngineStringCap = 1024;
// The longest principal variation kept (later actions are dropped).
inline constexpr int kMaxPvActions = 128;

// Cuts `text` to at most `cap` bytes (never inside a UTF-8 sequence) and
// appends the mark; true if it was cut. The mark adds at most kCutMarkBytes.
bool CapString(std::string* text, size_t cap);
inline constexpr size_t kCutMarkBytes = 40;

// Caps every string field of `message` and of the messages within it (map
// keys and values too), and every principal variation; the number of
// strings cut.
int CapEngineStrings(google::protobuf::Message* message, size_t cap);

}  // namespace protocol

#endif  // PROTOCOL_STRING_CAPS_H_
