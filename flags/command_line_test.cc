// The shared reader: values, switches, repeats, positional words, and the
// one-line refusals; ParseProgramFlags over a program's defaults.
#include "flags/command_line.h"

#include "gtest/gtest.h"

namespace flags {
namespace {

TEST(CommandLineTest, ReadsValuesSwitchesRepeatsAndPositionalWords) {
  absl::StatusOr<CommandLine> line =
      CommandLine::Parse({"config.txtpb", "--engine=a", "--engine", "b", "--quiet", "--games", "4"},
                         {"engine", "games"}, {"quiet"});
  ASSERT_TRUE(line.ok()) << line.status();
  EXPECT_EQ(line->GetAll("engine"), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(line->Get("games"), "4");
  EXPECT_TRUE(line->Has("quiet"));
  EXPECT_EQ(line->Get("seed", "1"), "1");
  EXPECT_EQ(line->positional(), std::vector<std::string>{"config.txtpb"});
  EXPECT_EQ(CommandLine::Parse({"--quiet=1"}, {}, {"quiet"}).status().message(),
            "--quiet takes no value");
  EXPECT_EQ(CommandLine::Parse({"--x"}, {}, {}).status().message(),
            "unknown flag --x (see --help)");
}

TEST(CommandLineTest, ProgramFlagsReplaceTheirDefaults) {
  std::map<std::string, std::string> flags = {{"depth", "11"}, {"out", ""}};
  std::vector<std::string> words = {"perft", "--depth=9", "--out", "x"};
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  ASSERT_TRUE(ParseProgramFlags(argv.size(), argv.data(), "perft", "--depth=N --out=PATH", &flags));
  EXPECT_EQ(flags["depth"], "9");
  EXPECT_EQ(flags["out"], "x");
  words = {"perft", "--width=3"};
  argv = {words[0].data(), words[1].data()};
  EXPECT_FALSE(ParseProgramFlags(argv.size(), argv.data(), "perft", "--depth=N", &flags));
}

}  // namespace
}  // namespace flags
