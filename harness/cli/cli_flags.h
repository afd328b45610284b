// The tourney commands' flags, one row each: a flag's name, arity, value
// name, help text and how it applies (through its range, number_ranges.h,
// for a number) sit in one row, and a command's parser, its --help lines
// and the applying of what was given are all made from its rows.
#ifndef HARNESS_CLI_CLI_FLAGS_H_
#define HARNESS_CLI_CLI_FLAGS_H_

#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "flags/command_line.h"
#include "harness/config/number_ranges.h"
#include "harness/config/one_line.h"

namespace harness {

// A command line read by flags::CommandLine, its messages made one line
// (they quote what was typed).
class CliFlags : public flags::CommandLine {
 public:
  static absl::StatusOr<CliFlags> Parse(const std::vector<std::string>& args,
                                        const std::set<std::string>& valued,
                                        const std::set<std::string>& switches);

 private:
  explicit CliFlags(flags::CommandLine line) : flags::CommandLine(std::move(line)) {}
};

// A value (the last one given counts), none, or a value each time given.
enum class Arity { kValue, kSwitch, kRepeatable };

// How a flag that was given sets its command's settings T: from its text
// (a switch gets "true"), checked (`check`) or not (`set`), or, for a
// number, from its value once checked against its range (the range's
// one-line error otherwise).
template <typename T>
struct FlagAction {
  absl::Status (*check)(const std::string& value, T& settings) = nullptr;
  void (*set)(const std::string& value, T& settings) = nullptr;
  const IntRange* int_range = nullptr;
  void (*set_int)(int64_t value, T& settings) = nullptr;
  const RealRange* real_range = nullptr;
  void (*set_real)(double value, T& settings) = nullptr;
};

template <typename T>
constexpr FlagAction<T> Checked(absl::Status (*apply)(const std::string&, T&)) {
  return {apply};
}
template <typename T>
constexpr FlagAction<T> Set(void (*set)(const std::string&, T&)) {
  return {nullptr, set};
}
template <typename T>
constexpr FlagAction<T> Int(const IntRange& range, void (*set)(int64_t, T&)) {
  return {nullptr, nullptr, &range, set};
}
template <typename T>
constexpr FlagAction<T> Real(const RealRange& range, void (*set)(double, T&)) {
  return {nullptr, nullptr, nullptr, nullptr, &range, set};
}

// What --help and the parser read of a row.
struct FlagDoc {
  const char* name;  // "games" for --games
  Arity arity;
  const char* value;  // "N" in "--games N"; "" for a switch
  const char* help;   // its --help text, lines split by \n
};

// One flag: adding a flag to a command is adding its row.
template <typename T>
struct Flag {
  FlagDoc doc;
  FlagAction<T> action;
};

// Rows under a title in --help ("run flags (each overrides the config
// file):"); a command's flags are a list of them.
template <typename T>
struct FlagSection {
  std::string title;
  std::vector<Flag<T>> rows;
};

// The names a parser accepts.
struct FlagNames {
  std::set<std::string> valued;
  std::set<std::string> switches;
};

// A row's --help lines: "  --games N              games per pairing...".
std::string FlagHelp(const FlagDoc& doc);
// A row's range line for a --help table of numbers, "" for no range.
std::string FlagRangeHelp(const IntRange* int_range, const RealRange* real_range);
// `words` after `lead`, wrapped before column 80 with continuation lines
// indented as `indent`.
std::string Wrapped(const std::string& lead, const std::vector<std::string>& words,
                    const std::string& indent);

template <typename T>
void AddNames(const std::vector<FlagSection<T>>& sections, FlagNames* names) {
  for (const FlagSection<T>& section : sections) {
    for (const Flag<T>& row : section.rows) {
      (row.doc.arity == Arity::kSwitch ? names->switches : names->valued).insert(row.doc.name);
    }
  }
  names->switches.insert("help");  // every command's
}

template <typename T>
absl::StatusOr<CliFlags> ParseFlags(const std::vector<std::string>& args,
                                    const std::vector<FlagSection<T>>& sections) {
  FlagNames names;
  AddNames(sections, &names);
  return CliFlags::Parse(args, names.valued, names.switches);
}

// Each section's title and rows' help; a blank line between sections.
template <typename T>
std::string SectionsHelp(const std::vector<FlagSection<T>>& sections) {
  std::string help;
  for (const FlagSection<T>& section : sections) {
    help += (help.empty() ? "" : "\n") + section.title + (section.title.empty() ? "" : "\n");
    for (const Flag<T>& row : section.rows) help += FlagHelp(row.doc);
  }
  return help;
}

// The range lines of the sections' number flags.
template <typename T>
std::string RangesHelp(const std::vector<FlagSection<T>>& sections) {
  std::string help;
  for (const FlagSection<T>& section : sections) {
    for (const Flag<T>& row : section.rows) {
      help += FlagRangeHelp(row.action.int_range, row.action.real_range);
    }
  }
  return help;
}

// "--game --variant ...": the sections' flags, for a line that names them.
template <typename T>
std::vector<std::string> FlagList(const std::vector<FlagSection<T>>& sections) {
  std::vector<std::string> names;
  for (const FlagSection<T>& section : sections) {
    for (const Flag<T>& row : section.rows) names.push_back(std::string("--") + row.doc.name);
  }
  return names;
}

// The sections without the rows named in `left_out` (for a command that
// takes most of another's flags).
template <typename T>
std::vector<FlagSection<T>> Without(std::vector<FlagSection<T>> sections,
                                    const std::set<std::string>& left_out) {
  for (FlagSection<T>& section : sections) {
    std::vector<Flag<T>> kept;
    for (const Flag<T>& row : section.rows) {
      if (!left_out.count(row.doc.name)) kept.push_back(row);
    }
    section.rows = std::move(kept);
  }
  return sections;
}

// One row applied for a value given.
template <typename T>
absl::Status ApplyFlag(const FlagAction<T>& action, const std::string& text, T& settings) {
  if (action.check != nullptr) return action.check(text, settings);
  if (action.set != nullptr) {
    action.set(text, settings);
    return absl::OkStatus();
  }
  if (action.int_range != nullptr) {
    absl::StatusOr<int64_t> value = ParseInt(*action.int_range, text);
    if (!value.ok()) return value.status();
    action.set_int(*value, settings);
    return absl::OkStatus();
  }
  absl::StatusOr<double> value = ParseReal(*action.real_range, text);
  if (!value.ok()) return value.status();
  action.set_real(*value, settings);
  return absl::OkStatus();
}

// Applies each row given, in the sections' order (a repeatable one once per
// value, in order); the first error, made one line (it quotes the value).
template <typename T>
absl::Status ApplyFlags(const CliFlags& given, const std::vector<FlagSection<T>>& sections,
                        T& settings) {
  for (const FlagSection<T>& section : sections) {
    for (const Flag<T>& row : section.rows) {
      if (!given.Has(row.doc.name)) continue;
      const std::vector<std::string> values =
          row.doc.arity == Arity::kRepeatable ? given.GetAll(row.doc.name)
                                              : std::vector<std::string>{given.Get(row.doc.name)};
      for (const std::string& value : values) {
        absl::Status applied = ApplyFlag(row.action, value, settings);
        if (!applied.ok()) return OneLine(applied);
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace harness

#endif  // HARNESS_CLI_CLI_FLAGS_H_
