// A byte fuzzer's dictionary for a protobuf message's text or JSON forms:
// the names of its fields (proto and JSON spellings) and enum values, every
// message it holds included.
#ifndef GAMES_COMMON_FUZZING_PROTO_DICTIONARY_H_
#define GAMES_COMMON_FUZZING_PROTO_DICTIONARY_H_

#include <string>
#include <vector>

#include "google/protobuf/descriptor.h"

namespace games::fuzzing {

std::vector<std::string> ProtoDictionary(const google::protobuf::Descriptor& message);

}  // namespace games::fuzzing

#endif  // GAMES_COMMON_FUZZING_PROTO_DICTIONARY_H_
