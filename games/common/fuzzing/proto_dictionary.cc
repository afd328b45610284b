#include "games/common/fuzzing/proto_dictionary.h"

#include <set>

namespace games::fuzzing {
namespace {

void Collect(const google::protobuf::Descriptor& message, std::set<std::string>* words,
             std::set<const google::protobuf::Descriptor*>* seen) {
  if (!seen->insert(&message).second) return;
  for (int i = 0; i < message.field_count(); ++i) {
    const google::protobuf::FieldDescriptor& field = *message.field(i);
    words->insert(field.name());
    words->insert(field.json_name());
    if (const google::protobuf::EnumDescriptor* values = field.enum_type()) {
      for (int v = 0; v < values->value_count(); ++v) words->insert(values->value(v)->name());
    }
    if (const google::protobuf::Descriptor* inner = field.message_type()) {
      Collect(*inner, words, seen);
    }
  }
}

}  // namespace

std::vector<std::string> ProtoDictionary(const google::protobuf::Descriptor& message) {
  std::set<std::string> words;
  std::set<const google::protobuf::Descriptor*> seen;
  Collect(message, &words, &seen);
  return {words.begin(), words.end()};
}

}  // namespace games::fuzzing
