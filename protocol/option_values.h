// Engine options: checks values sent as strings against the declared
// OptionSpecs and hands them out typed. Used by engines (on every request)
// and by the harness (once, before any game starts), so both sides refuse
// exactly the same values.
#ifndef PROTOCOL_OPTION_VALUES_H_
#define PROTOCOL_OPTION_VALUES_H_

#include <map>
#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "google/protobuf/repeated_field.h"

namespace protocol {

using OptionSpecs = google::protobuf::RepeatedPtrField<bot::v1::OptionSpec>;

class OptionValues {
 public:
  // Every declared option, set or defaulted. Fails on an undeclared name or
  // a value of the wrong type, out of range or not finite, naming the option.
  static absl::StatusOr<OptionValues> Resolve(const OptionSpecs& specs,
                                              const std::map<std::string, std::string>& given);

  // Getters for declared options; the value was checked by Resolve.
  int64_t Int(const std::string& name) const;
  double Double(const std::string& name) const;
  const std::string& String(const std::string& name) const;

 private:
  std::map<std::string, std::string> values_;
};

// Checks one value against its declaration: "" when it fits, else why not
// (e.g. "outside [1, 60]").
std::string OptionValueProblem(const bot::v1::OptionSpec& spec, const std::string& value);

}  // namespace protocol

#endif  // PROTOCOL_OPTION_VALUES_H_
