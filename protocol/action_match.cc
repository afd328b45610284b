#include "protocol/action_match.h"

#include "google/protobuf/util/message_differencer.h"

namespace protocol {

bool SameAction(const bot::v1::Action& a, const bot::v1::Action& b) {
  // Equals() keeps oneof presence: "square 0" (a1) is a move, an empty
  // choice is not. Plain proto3 scalars have no presence, so a field set to
  // its default equals an unset one, as on the wire.
  return google::protobuf::util::MessageDifferencer::Equals(a, b);
}

int FindAction(const google::protobuf::RepeatedPtrField<bot::v1::Action>& legal,
               const bot::v1::Action& action) {
  for (int i = 0; i < legal.size(); ++i) {
    if (SameAction(legal[i], action)) return i;
  }
  return -1;
}

}  // namespace protocol
