// Engine options: checks values sent as strings against the declared
// OptionSpecs and hands them out typed. Used by engines (on every request)
// and by the harness (once, before any game starts).
#ifndef ENGINES_COMMON_OPTION_VALUES_H_
#define ENGINES_COMMON_OPTION_VALUES_H_

#include <map>
#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "google/protobuf/repeated_field.h"

namespace engines {

using OptionSpecs = google::protobuf::RepeatedPtrField<bot::v1::OptionSpec>;

class OptionValues {
 public:
  // Every declared option, set or defaulted. Fails on an undeclared name or
  // a value of the wrong type or out of range, naming the option.
  static absl::StatusOr<OptionValues> Resolve(
      const OptionSpecs& specs, const std::map<std::string, std::string>& given);

  // Getters for declared options; the value was checked by Resolve.
  int64_t Int(const std::string& name) const;
  double Double(const std::string& name) const;
  bool Bool(const std::string& name) const;
  const std::string& String(const std::string& name) const;

 private:
  std::map<std::string, std::string> values_;
};

// Builders for an engine's GetInfo declarations. `game` is a game name, or
// "*" for an engine that plays any game from its legal actions.
bot::v1::EngineInfo EngineInfoFor(const std::string& name, const std::string& version,
                                  const std::string& game);
bot::v1::OptionSpec IntOption(const std::string& name, int64_t default_value,
                              int64_t min, int64_t max, const std::string& description);
bot::v1::OptionSpec DoubleOption(const std::string& name, double default_value,
                                 double min, double max, const std::string& description);
bot::v1::OptionSpec EnumOption(const std::string& name, const std::string& default_value,
                               std::initializer_list<std::string> choices,
                               const std::string& description);

}  // namespace engines

#endif  // ENGINES_COMMON_OPTION_VALUES_H_
