// Parses the command line's engine descriptions, e.g.
//   name=ab3,builtin=reversi,option.eval=seed,option.depth=3
//   name=ext,addr=localhost:50051
//   name=mybot,cmd=./bot.py,args=--verbose --fast
//   name=py,cmd=./bot.py,protocol=jsonl
//   name=big,builtin=reversi,memory_mb=512   (its address space, RLIMIT_AS)
//   name=jail,cmd=./bot.py,protocol=jsonl,sandbox=bwrap   (sandbox_key.h)
#ifndef HARNESS_CONFIG_ENGINE_SPEC_H_
#define HARNESS_CONFIG_ENGINE_SPEC_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

//   name=strong,builtin=reversi,tc=10+0.1,nodes=50000   (see time_control.h)
absl::StatusOr<tourney::v1::EngineSpec> ParseEngineSpec(absl::string_view text);

// `--each tc=10+0.1,nodes=5000`: defaults for every engine; only the timing
// keys (tc, st, nodes, depth) are allowed.
absl::StatusOr<tourney::v1::EngineSpec> ParseEngineDefaults(absl::string_view text);

// Checks one spec on its own: a name, exactly one of cmd/builtin/addr, a
// known protocol (gRPC for addr), a sound time control and limits, a memory
// limit in its range (spawned engines only).
absl::Status ValidateEngineSpec(const tourney::v1::EngineSpec& spec);

// "ab3 (builtin reversi, depth=3 eval=seed)" for messages and tables.
std::string DescribeEngine(const tourney::v1::EngineSpec& spec);

}  // namespace harness

#endif  // HARNESS_CONFIG_ENGINE_SPEC_H_
