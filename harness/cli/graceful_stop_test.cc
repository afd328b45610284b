// The resume command a stopped run prints: run by a POSIX shell, it gives
// back exactly the words it was made of, with --resume and --results added
// only when they were not given.
#include "harness/cli/graceful_stop.h"

#include <cstdio>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

CliFlags Flags(const std::vector<std::string>& args) {
  return *CliFlags::Parse(args, {"engine", "results"}, {"resume"});
}

// The words /bin/sh makes of `command`'s arguments (its first word is the
// program: printf, which writes each argument NUL-terminated).
std::vector<std::string> ShellWords(const std::string& command) {
  FILE* shell = ::popen(command.c_str(), "r");
  std::string output;
  char buffer[256];
  for (size_t n; (n = std::fread(buffer, 1, sizeof(buffer), shell)) > 0;) output.append(buffer, n);
  ::pclose(shell);
  std::vector<std::string> words;
  for (size_t start = 0, end; (end = output.find('\0', start)) != std::string::npos;
       start = end + 1) {
    words.push_back(output.substr(start, end - start));
  }
  return words;
}

TEST(ResumeCommandTest, ShellGivesBackEveryWordAndTheAddedFlags) {
  const std::vector<std::string> words = {"%s\\0",  // printf's format
                                          "run",   "--engine", "name=r4,cmd=./rhino,args=--level 4",
                                          "it's",  "$HOME",    "a\"b`c`",
                                          "*",     "",         "tab\there",
                                          "~"};
  const std::string command =
      ResumeCommand("printf", words, Flags({"--engine", "x"}), "results/my run/results.jsonl");
  std::vector<std::string> expected(words.begin() + 1, words.end());
  expected.insert(expected.end(), {"--resume", "--results", "results/my run/results.jsonl"});
  EXPECT_EQ(ShellWords(command), expected) << command;
}

TEST(ResumeCommandTest, GivenResumeAndResultsAreNotRepeated) {
  const std::vector<std::string> words = {"run", "--resume", "--results", "r.jsonl"};
  EXPECT_EQ(
      ResumeCommand("./tourney", words, Flags({"--resume", "--results", "r.jsonl"}), "r.jsonl"),
      "./tourney run --resume --results r.jsonl");
}

}  // namespace
}  // namespace harness
