// The JSON-lines conversation of one short game, made from the real
// messages: the harness's own referee loop (PlayGame) plays Nim Tetris 5x2
// against an in-process engine that records every call it gets. Used to
// write docs/protocol.md and to check that the page still shows exactly
// what the harness sends.
#ifndef TESTS_PROTOCOL_TRANSCRIPT_H_
#define TESTS_PROTOCOL_TRANSCRIPT_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace tests {

struct TranscriptLine {
  bool from_harness = true;  // else the engine's answer
  std::string json;          // one bot.v1 stdio envelope, e.g. {"id":3,"decide":{...}}
};

// The conversation with the engine in seat 1 (the second to move): GetInfo,
// Prepare, its Decide calls and GameOver, each with its answer.
absl::StatusOr<std::vector<TranscriptLine>> ProtocolTranscript();

}  // namespace tests

#endif  // TESTS_PROTOCOL_TRANSCRIPT_H_
