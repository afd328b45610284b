// Prints the JSON-lines transcript of docs/protocol.md:
//   bazel run //tests:protocol_transcript
#include <cstdio>

#include "tests/protocol_transcript.h"

int main() {
  absl::StatusOr<std::vector<tests::TranscriptLine>> lines = tests::ProtocolTranscript();
  if (!lines.ok()) {
    std::fprintf(stderr, "protocol_transcript: %s\n",
                 std::string(lines.status().message()).c_str());
    return 1;
  }
  for (const tests::TranscriptLine& line : *lines) {
    std::printf("%s %s\n", line.from_harness ? ">" : "<", line.json.c_str());
  }
  return 0;
}
