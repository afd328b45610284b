// docs/protocol.md shows the messages the harness really sends: every line
// of a freshly made transcript appears in it verbatim, and what it says of
// `clock` and `limits` (absent unless set) is what a JSON-lines bot reads.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/protocol_transcript.h"

namespace tests {
namespace {

std::string Page() {
  std::ifstream file("docs/protocol.md");
  return std::string((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
}

// The decide lines a JSON-lines bot (tests/recording_bot.sh) reads in a
// two-game Nim Tetris 5x2 tournament against random, under `each`. One game
// at a time: two bots appending to one record could split each other's
// lines.
std::vector<std::string> DecidesOnTheWire(const std::string& name, const std::string& each) {
  const std::string dir = std::string(std::getenv("TEST_TMPDIR")) + "/" + name;
  const std::string record = dir + "/wire.jsonl";
  const std::string command =
      "RECORD=" + record + " harness/tourney run --quiet --game nimtetris --variant 5x2 " +
      "--games 2 --concurrency 1 --opening-plies 0 --builtin-dir engines --results " + dir +
      "/results.jsonl --each " + each +
      " --engine name=bot,cmd=tests/recording_bot.sh,protocol=jsonl --engine name=rnd," +
      "builtin=random >/dev/null 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  std::vector<std::string> decides;
  std::ifstream wire(record);
  for (std::string line; std::getline(wire, line);) {
    if (line.find("\"decide\":") != std::string::npos) decides.push_back(line);
  }
  EXPECT_FALSE(decides.empty()) << command;
  return decides;
}

TEST(ProtocolDocTest, TheTranscriptOnThePageIsTheRealOne) {
  const std::string page = Page();
  ASSERT_FALSE(page.empty());
  absl::StatusOr<std::vector<TranscriptLine>> lines = ProtocolTranscript();
  ASSERT_TRUE(lines.ok()) << lines.status();
  ASSERT_GE(lines->size(), 8u);  // GetInfo, Prepare, Decide, GameOver and their answers
  for (const TranscriptLine& line : *lines) {
    EXPECT_NE(page.find(line.json), std::string::npos)
        << "docs/protocol.md lacks this line (bazel run //tests:protocol_transcript prints them "
           "all):\n"
        << line.json;
  }
}

// A time per move: neither `clock` nor `limits` is on the wire, as the page says.
TEST(ProtocolDocTest, AnUnclockedUnlimitedDecideHasNoClockAndNoLimits) {
  EXPECT_NE(Page().find("`clock` and `limits` are absent unless set"), std::string::npos);
  for (const std::string& line : DecidesOnTheWire("per_move", "st=0.2")) {
    EXPECT_EQ(line.find("\"clock\""), std::string::npos) << line;
    EXPECT_EQ(line.find("\"limits\""), std::string::npos) << line;
  }
}

// A clock and a depth limit: both on the wire, every field present, exactly
// as the page shows the first decision of a game.
TEST(ProtocolDocTest, AClockedLimitedDecideCarriesBothAsThePageShows) {
  const std::string shown =
      R"("clock":{"remainingMs":"10000","seatRemainingMs":["10000","10000"],)"
      R"("incrementMs":"100","movesToGo":0},"limits":{"nodes":"0","depth":3})";
  EXPECT_NE(Page().find(shown), std::string::npos) << "docs/protocol.md lacks " << shown;
  bool first_decision = false;
  for (const std::string& line : DecidesOnTheWire("clocked", "tc=10+0.1,depth=3")) {
    EXPECT_NE(line.find("\"clock\":{\"remainingMs\":"), std::string::npos) << line;
    EXPECT_NE(line.find("\"limits\":{\"nodes\":\"0\",\"depth\":3}"), std::string::npos) << line;
    if (line.find("\"ply\":0") != std::string::npos) {
      first_decision = true;
      EXPECT_NE(line.find(shown), std::string::npos) << line;
    }
  }
  EXPECT_TRUE(first_decision);
}

}  // namespace
}  // namespace tests
