#include "protocol/string_caps.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/reflection.h"

namespace protocol {
namespace {

bool IsUtf8Continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

}  // namespace

bool CapString(std::string* text, size_t cap) {
  if (text->size() <= cap) return false;
  size_t keep = cap;
  while (keep > 0 && IsUtf8Continuation((*text)[keep])) --keep;
  const size_t cut = text->size() - keep;
  text->resize(keep);
  absl::StrAppend(text, "\xE2\x80\xA6[cut ", cut, " bytes]");  // "…"
  return true;
}

int CapEngineStrings(google::protobuf::Message* message, size_t cap) {
  using google::protobuf::FieldDescriptor;
  const google::protobuf::Reflection* reflection = message->GetReflection();
  std::vector<const FieldDescriptor*> fields;
  reflection->ListFields(*message, &fields);
  int cut = 0;
  for (const FieldDescriptor* field : fields) {
    if (field->cpp_type() == FieldDescriptor::CPPTYPE_STRING) {
      if (!field->is_repeated()) {
        std::string text = reflection->GetString(*message, field);
        if (CapString(&text, cap)) {
          reflection->SetString(message, field, std::move(text));
          ++cut;
        }
        continue;
      }
      for (int i = 0; i < reflection->FieldSize(*message, field); ++i) {
        std::string text = reflection->GetRepeatedString(*message, field, i);
        if (CapString(&text, cap)) {
          reflection->SetRepeatedString(message, field, i, std::move(text));
          ++cut;
        }
      }
    } else if (field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
      if (!field->is_repeated()) {
        cut += CapEngineStrings(reflection->MutableMessage(message, field), cap);
        continue;
      }
      // Map entries are messages too: their keys and values are capped.
      for (int i = 0; i < reflection->FieldSize(*message, field); ++i) {
        cut += CapEngineStrings(reflection->MutableRepeatedMessage(message, field, i), cap);
      }
    }
  }
  if (auto* info = dynamic_cast<bot::v1::SearchInfo*>(message);
      info != nullptr && info->principal_variation_size() > kMaxPvActions) {
    info->mutable_principal_variation()->DeleteSubrange(
        kMaxPvActions, info->principal_variation_size() - kMaxPvActions);
  }
  return cut;
}

}  // namespace protocol
