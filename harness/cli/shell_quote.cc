#include "harness/cli/shell_quote.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"

namespace harness {

std::string ShellQuote(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789_-./:=,+@%") == std::string::npos;
  if (plain) return word;
  return absl::StrCat("'", absl::StrReplaceAll(word, {{"'", "'\\''"}}), "'");
}

}  // namespace harness
