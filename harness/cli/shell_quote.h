// Words for a POSIX shell: the resume command a stopped run prints, and the
// sbatch scripts `tourney slurm` writes.
#ifndef HARNESS_CLI_SHELL_QUOTE_H_
#define HARNESS_CLI_SHELL_QUOTE_H_

#include <string>

namespace harness {

// `word` as the shell reads it back: unchanged when it holds only safe
// characters, else in single quotes.
std::string ShellQuote(const std::string& word);

}  // namespace harness

#endif  // HARNESS_CLI_SHELL_QUOTE_H_
