// Action equality as both sides of bot.v1 need it: an answer is one of the
// offered legal actions when it equals one field for field, as it would
// on the wire (a oneof choice set to 0 is still a choice).
#ifndef PROTOCOL_ACTION_MATCH_H_
#define PROTOCOL_ACTION_MATCH_H_

#include "bot/v1/engine.pb.h"
#include "google/protobuf/repeated_field.h"

namespace protocol {

bool SameAction(const bot::v1::Action& a, const bot::v1::Action& b);

// The index of `action` among `legal`, or -1.
int FindAction(const google::protobuf::RepeatedPtrField<bot::v1::Action>& legal,
               const bot::v1::Action& action);

}  // namespace protocol

#endif  // PROTOCOL_ACTION_MATCH_H_
