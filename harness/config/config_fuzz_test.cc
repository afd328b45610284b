// The config-file path under the byte fuzzer (games/common/fuzzing): the
// shipped example configs and the default tournament, mutated, through
// ParseTournamentConfig, ApplyDefaults and ValidateConfig. A parse error
// names the file; any refusal is one line; an accepted config prints,
// parses back, validates and keeps its tournament id.
#include <fstream>
#include <sstream>

#include "games/common/fuzzing/byte_fuzz.h"
#include "games/common/fuzzing/proto_dictionary.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "harness/config/default_tournament.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

using games::fuzzing::Accepted;
using games::fuzzing::Broken;
using games::fuzzing::Refused;
using games::fuzzing::Verdict;

constexpr char kOrigin[] = "fuzz.txtpb";

// `text` as the harness takes a config file: defaulted and checked.
absl::StatusOr<tourney::v1::TournamentConfig> Checked(const std::string& text) {
  absl::StatusOr<tourney::v1::TournamentConfig> config = ParseTournamentConfig(text, kOrigin);
  if (!config.ok()) return config.status();
  ApplyDefaults(&*config);
  absl::Status valid = ValidateConfig(*config);
  if (!valid.ok()) return valid;
  return config;
}

Verdict ReadConfig(const std::string& input) {
  absl::StatusOr<tourney::v1::TournamentConfig> parsed = ParseTournamentConfig(input, kOrigin);
  if (!parsed.ok()) {
    const std::string message(parsed.status().message());
    if (message.rfind(kOrigin, 0) != 0) return Broken("parse error names no file: " + message);
    return Refused(message);
  }
  absl::StatusOr<tourney::v1::TournamentConfig> config = Checked(input);
  if (!config.ok()) return Refused(std::string(config.status().message()));
  // Printed (as --resume saves it) and read back: the same tournament.
  std::string printed;
  google::protobuf::TextFormat::PrintToString(*config, &printed);
  absl::StatusOr<tourney::v1::TournamentConfig> again = Checked(printed);
  if (!again.ok()) return Broken("its printed form is refused: " + again.status().ToString());
  if (TournamentId(*again) != TournamentId(*config)) {
    return Broken("its printed form has another tournament id");
  }
  return Accepted();
}

std::string FileText(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  EXPECT_FALSE(text.str().empty()) << path;
  return text.str();
}

TEST(ConfigFuzzTest, RefusesInOneLineOrAcceptsAConfigThatRoundTrips) {
  games::fuzzing::ByteTarget target;
  target.name = "tournament config";
  for (const char* path : {"examples/reversi_round_robin.txtpb", "examples/reversi_openings.txtpb",
                           "examples/reversi_clocks.txtpb", "examples/yacht_clubhouse.txtpb",
                           "examples/davinci_table.txtpb"}) {
    target.seeds.push_back(FileText(path));
  }
  std::string default_text;
  google::protobuf::TextFormat::PrintToString(DefaultTournament(), &default_text);
  target.seeds.push_back(default_text);
  target.dictionary = games::fuzzing::ProtoDictionary(*tourney::v1::TournamentConfig::descriptor());
  for (const char* token : {"{",
                            "}",
                            ":",
                            "\"",
                            "'",
                            "\n",
                            " ",
                            "#",
                            "<",
                            ">",
                            "[",
                            "]",
                            ",",
                            "\\",
                            "\\n",
                            "true",
                            "false",
                            "-",
                            "engines { name: \"x\" }",
                            "builtin: \"random\"",
                            "cmd: \"/bin/true\"",
                            "reversi",
                            "yacht"}) {
    target.dictionary.push_back(token);
  }
  target.run = ReadConfig;
  games::fuzzing::ExpectSoundUnderByteFuzz(target, 2000);
}

}  // namespace
}  // namespace harness
