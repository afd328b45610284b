// docs/protocol.md shows the messages the harness really sends: every line
// of a freshly made transcript appears in it verbatim.
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "tests/protocol_transcript.h"

namespace tests {
namespace {

TEST(ProtocolDocTest, TheTranscriptOnThePageIsTheRealOne) {
  std::ifstream file("docs/protocol.md");
  const std::string page((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
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

}  // namespace
}  // namespace tests
