// A small command-line reader: --name=value or --name value, switches,
// repeated flags, positional arguments, and one-line errors for what is
// not declared. The tourney CLI builds its flag tables on it; plain
// programs (benchmarks, tools, test drivers) use ParseProgramFlags.
#ifndef FLAGS_COMMAND_LINE_H_
#define FLAGS_COMMAND_LINE_H_

#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace flags {

class CommandLine {
 public:
  // `valued` flags take a value; `switches` take none. Anything else that
  // starts with "--" is an error naming the flag, and so is a valued flag
  // followed by another flag instead of its value (`--games --seed 3`).
  // Messages quote the words as given.
  static absl::StatusOr<CommandLine> Parse(const std::vector<std::string>& args,
                                           const std::set<std::string>& valued,
                                           const std::set<std::string>& switches);

  bool Has(const std::string& name) const { return values_.count(name) > 0; }
  // The last value given for a flag, or `fallback`.
  std::string Get(const std::string& name, const std::string& fallback = "") const;
  // Every value given for a repeatable flag, in order.
  std::vector<std::string> GetAll(const std::string& name) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::vector<std::string>> values_;
  std::vector<std::string> positional_;
};

// A program's flags over their defaults: each key of `flags` is a valued
// flag, its value the default, replaced by the value given. Anything else
// (an unknown flag, a positional word) prints one line naming `program`
// and `usage` (its flags) to stderr and returns false; --help prints the
// usage to stdout and returns false.
bool ParseProgramFlags(int argc, char** argv, const char* program, const char* usage,
                       std::map<std::string, std::string>* flags);

}  // namespace flags

#endif  // FLAGS_COMMAND_LINE_H_
