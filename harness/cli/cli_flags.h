// A small command-line reader for the tourney subcommands: --name=value or
// --name value, repeatable flags, positional arguments, and one-line errors.
#ifndef HARNESS_CLI_CLI_FLAGS_H_
#define HARNESS_CLI_CLI_FLAGS_H_

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/config/number_ranges.h"

namespace harness {

class CliFlags {
 public:
  // `valued` flags take a value; `switches` take none. Anything else that
  // starts with "--" is an error naming the flag, and so is a valued flag
  // followed by another flag instead of its value (`--games --seed 3`).
  static absl::StatusOr<CliFlags> Parse(const std::vector<std::string>& args,
                                        const std::set<std::string>& valued,
                                        const std::set<std::string>& switches);

  bool Has(const std::string& name) const { return values_.count(name) > 0; }
  // The last value given for a flag, or `fallback`.
  std::string Get(const std::string& name, const std::string& fallback = "") const;
  // Every value given for a repeatable flag, in order.
  std::vector<std::string> GetAll(const std::string& name) const;
  // The flag `range.flag` as a number in its range (number_ranges.h), or
  // `fallback` when absent; else the range's one-line error.
  absl::StatusOr<int64_t> GetInt(const IntRange& range, int64_t fallback) const;
  absl::StatusOr<double> GetReal(const RealRange& range, double fallback) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  // Parse, with messages as they quote the words.
  static absl::StatusOr<CliFlags> ParseWords(const std::vector<std::string>& args,
                                             const std::set<std::string>& valued,
                                             const std::set<std::string>& switches);

  std::map<std::string, std::vector<std::string>> values_;
  std::vector<std::string> positional_;
};

// A number flag and where its value goes.
struct IntFlag {
  IntRange range;
  std::function<void(int64_t)> set;
};
struct RealFlag {
  RealRange range;
  std::function<void(double)> set;
};

// Calls `set` for each of these flags that is given, with its value checked
// against its range; else the first bad value's line.
absl::Status ApplyNumberFlags(const CliFlags& flags, const std::vector<IntFlag>& ints,
                              const std::vector<RealFlag>& reals = {});

// The shell splits an unquoted `--engine name=x,cmd=./bot,args=--level 5`
// after "--level", and the "5" would then read as a config file. A word
// right after a value of one of `spec_flags` whose last field is args=, that
// is neither a flag in `valued`/`switches` nor (if `positional_ok`) an
// existing file, is taken for such a piece: the one-line error, else OK.
absl::Status SplitEngineArgsProblem(const std::vector<std::string>& args,
                                    const std::set<std::string>& spec_flags,
                                    const std::set<std::string>& valued,
                                    const std::set<std::string>& switches, bool positional_ok);

}  // namespace harness

#endif  // HARNESS_CLI_CLI_FLAGS_H_
