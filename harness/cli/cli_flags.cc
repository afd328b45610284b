#include "harness/cli/cli_flags.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "harness/cli/help_defaults.h"

namespace harness {
namespace {

// Where a flag's help text starts: "  " and the flag in 22 columns, a space.
constexpr size_t kFlagColumns = 22;
constexpr size_t kLineColumns = 80;

}  // namespace

absl::StatusOr<CliFlags> CliFlags::Parse(const std::vector<std::string>& args,
                                         const std::set<std::string>& valued,
                                         const std::set<std::string>& switches) {
  absl::StatusOr<flags::CommandLine> line = flags::CommandLine::Parse(args, valued, switches);
  if (!line.ok()) return OneLine(line.status());  // it quotes a word
  return CliFlags(*std::move(line));
}

std::string FlagHelp(const FlagDoc& doc) {
  const std::string flag = absl::StrCat("--", doc.name, *doc.value ? " " : "", doc.value);
  const std::string indent(2 + kFlagColumns + 1, ' ');
  std::string help = "  " + flag;
  help += flag.size() <= kFlagColumns ? std::string(kFlagColumns + 1 - flag.size(), ' ')
                                      : "\n" + indent;
  const std::vector<std::string> lines = absl::StrSplit(WithHelpDefaults(doc.help), '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    absl::StrAppend(&help, i == 0 ? "" : indent, lines[i], "\n");
  }
  return help;
}

std::string FlagRangeHelp(const IntRange* int_range, const RealRange* real_range) {
  if (int_range != nullptr) return RangeHelpLine(*int_range);
  return real_range != nullptr ? RangeHelpLine(*real_range) : "";
}

std::string Wrapped(const std::string& lead, const std::vector<std::string>& words,
                    const std::string& indent) {
  std::string text = lead;
  size_t column = lead.size() - (lead.rfind('\n') + 1);
  for (const std::string& word : words) {
    if (column + 1 + word.size() >= kLineColumns) {
      absl::StrAppend(&text, "\n", indent, word);
      column = indent.size() + word.size();
    } else {
      absl::StrAppend(&text, " ", word);
      column += 1 + word.size();
    }
  }
  return text;
}

}  // namespace harness
