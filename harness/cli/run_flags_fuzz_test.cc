// The `run` command line under the byte fuzzer (games/common/fuzzing): real
// command lines (words separated by NUL bytes), mutated, through what `run`
// does before it starts anything: the split-args check, flag parsing,
// ApplyRunFlags over the default tournament (or none, with --engine),
// ApplyDefaults and ValidateConfig. Every refusal is one line; an accepted
// command line gives a config that validates.
#include "games/common/fuzzing/byte_fuzz.h"
#include "gtest/gtest.h"
#include "harness/cli/commands.h"
#include "harness/cli/split_engine_args.h"
#include "harness/config/default_tournament.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

using games::fuzzing::Accepted;
using games::fuzzing::Refused;
using games::fuzzing::Verdict;

std::vector<std::string> Words(const std::string& input) {
  std::vector<std::string> words;
  size_t start = 0;
  for (size_t end; (end = input.find('\0', start)) != std::string::npos; start = end + 1) {
    words.push_back(input.substr(start, end - start));
  }
  words.push_back(input.substr(start));
  return words;
}

Verdict RunFlags(const std::string& input) {
  const std::vector<std::string> args = Words(input);
  const FlagNames names = RunFlagNames();
  absl::Status split = SplitEngineArgsProblem(args, {"engine"}, names.valued, names.switches, true);
  if (!split.ok()) return Refused(std::string(split.message()));
  absl::StatusOr<CliFlags> flags = CliFlags::Parse(args, names.valued, names.switches);
  if (!flags.ok()) return Refused(std::string(flags.status().message()));
  // A config file is the config test's business; here only flags count
  // (the word as the input has it: it may hold a newline).
  if (!flags->positional().empty()) {
    return Refused("a config file: " + games::fuzzing::Escaped(flags->positional()[0]));
  }
  RunFlagValues settings;
  if (!flags->Has("engine")) settings.config = DefaultTournament();
  absl::Status applied = ApplyRunFlags(*flags, RunFlagSections(), &settings);
  if (!applied.ok()) return Refused(std::string(applied.message()));
  tourney::v1::TournamentConfig& config = settings.config;
  if (config.seed() == 0) config.set_seed(1);  // `run` picks one at random
  ApplyDefaults(&config);
  absl::Status valid = ValidateConfig(config);
  if (!valid.ok()) return Refused(std::string(valid.message()));
  return Accepted();
}

std::string Line(const std::vector<std::string>& words) {
  std::string line;
  for (const std::string& word : words) line += (line.empty() ? "" : std::string(1, '\0')) + word;
  return line;
}

TEST(RunFlagsFuzzTest, RefusesInOneLineOrGivesAValidConfig) {
  games::fuzzing::ByteTarget target;
  target.name = "run flags";
  target.seeds = {
      Line({"--engine", "name=a,builtin=random", "--engine",
            "name=b,builtin=reversi,option.eval=seed,option.depth=2", "--games", "4", "--seed",
            "3"}),
      Line({"--engine=name=s,builtin=reversi,tc=10+0.1,nodes=5000", "--engine",
            "name=r,builtin=random,protocol=jsonl", "--gauntlet", "s", "--concurrency", "2",
            "--move-time-ms", "200", "--opening-plies", "0", "--auto-play-forced"}),
      Line({"--game", "yacht", "--engine", "name=o,builtin=yacht", "--engine",
            "name=p,builtin=yacht,option.policy=seed,st=0.5", "--each", "depth=3", "--quiet"}),
      Line({"--games", "6", "--seed", "random", "--deadline-margin-ms", "500"}),
  };
  for (const std::string& flag : RunFlagNames().valued) target.dictionary.push_back("--" + flag);
  for (const std::string& flag : RunFlagNames().switches) target.dictionary.push_back("--" + flag);
  target.dictionary.push_back(std::string(1, '\0'));  // a word break
  for (const char* token :
       {"=", ",", "name=", "builtin=", "cmd=", "args=", "addr=", "option.",
        "tc=", "st=", "nodes=", "depth=", "protocol=", "random", "reversi", "inf", "+", "."}) {
    target.dictionary.push_back(token);
  }
  target.run = RunFlags;
  games::fuzzing::ExpectSoundUnderByteFuzz(target, 4000);
}

}  // namespace
}  // namespace harness
