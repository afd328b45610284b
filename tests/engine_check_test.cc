// `tourney check` (the library under it) passes every built-in engine in
// every game it plays, read from the games registry and the engine catalog,
// and fails each fault mode the faulty engine declares with that mode's own
// reason, naming a file that holds the offending request.
#include "harness/play/engine_check.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/catalog/builtin_engines.h"
#include "games/common/game_registry.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "harness/engine/engine_connection.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

constexpr char kFaulty[] = "name=faulty,cmd=engines/testing/faulty_engine";

harness::EngineCheckSettings Settings(const std::string& spec, const std::string& out_dir) {
  harness::EngineCheckSettings settings;
  settings.engine = *harness::ParseEngineSpec(spec);
  // One seat rotation at a short budget: quick, and every seat is played.
  settings.games = 2;
  settings.move_time_ms = 20;
  settings.deadline_margin_ms = 1000;  // generous: a loaded machine is slow
  settings.launch.builtin_dir = "engines";
  settings.out_dir = out_dir;
  std::filesystem::create_directories(out_dir);
  return settings;
}

struct Checked {
  bool passed = false;
  std::vector<harness::CheckLine> lines;

  const harness::CheckLine* Line(const std::string& check) const {
    for (const harness::CheckLine& line : lines) {
      if (line.check == check) return &line;
    }
    return nullptr;
  }
  std::vector<const harness::CheckLine*> Failures() const {
    std::vector<const harness::CheckLine*> failures;
    for (const harness::CheckLine& line : lines) {
      if (line.verdict == harness::CheckVerdict::kFail) failures.push_back(&line);
    }
    return failures;
  }
};

Checked Check(const harness::EngineCheckSettings& settings) {
  Checked checked;
  checked.passed = harness::CheckEngine(
      settings, [&](const harness::CheckLine& line) { checked.lines.push_back(line); });
  return checked;
}

// The file a failure line names ("... written to PATH"), parsed.
bot::v1::DecideRequest WrittenRequest(const std::string& detail) {
  const size_t at = detail.find("written to ");
  EXPECT_NE(at, std::string::npos) << detail;
  bot::v1::DecideRequest request;
  if (at == std::string::npos) return request;
  std::ifstream file(detail.substr(at + 11));
  const std::string json((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(json, &request).ok()) << json;
  return request;
}

struct BuiltinCase {
  const games::GameType* type = nullptr;
  std::string engine;

  std::string TestName() const {
    std::string name = absl::StrCat(type->id, "_", engine);
    for (char& c : name) {
      if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    }
    return name;
  }
};

// Every game's own built-ins and the generic ones, each in its default
// variant.
std::vector<BuiltinCase> AllBuiltinCases() {
  std::vector<BuiltinCase> cases;
  for (const games::GameType& type : games::RegisteredGames()) {
    for (const std::string& engine : engines::EnginesThatPlay(type.id)) {
      cases.push_back({&type, engine});
    }
  }
  return cases;
}

class BuiltinCheckTest : public testing::TestWithParam<BuiltinCase> {};

TEST_P(BuiltinCheckTest, EveryCheckPasses) {
  const BuiltinCase& c = GetParam();
  harness::EngineCheckSettings settings =
      Settings(QuickBuiltinSpec(c.engine), ScratchPath(c.TestName()));
  settings.game = c.type->id;
  const Checked checked = Check(settings);
  for (const harness::CheckLine* failure : checked.Failures()) {
    ADD_FAILURE() << c.engine << " in " << c.type->id << ": " << failure->check << ": "
                  << failure->detail;
  }
  EXPECT_TRUE(checked.passed);
  for (const std::string& check : harness::CheckNames()) {
    const harness::CheckLine* line = checked.Line(check);
    ASSERT_NE(line, nullptr) << "no line for " << check;
    EXPECT_NE(line->verdict, harness::CheckVerdict::kSkip) << check;
  }
  EXPECT_NE(checked.Line("games")->detail.find("2 games against random"), std::string::npos)
      << checked.Line("games")->detail;
}

INSTANTIATE_TEST_SUITE_P(Registry, BuiltinCheckTest, testing::ValuesIn(AllBuiltinCases()),
                         [](const testing::TestParamInfo<BuiltinCase>& info) {
                           return info.param.TestName();
                         });

// The faulty engine's `fault` choices, from its own GetInfo.
std::vector<std::string> DeclaredFaults() {
  harness::LaunchSettings launch;
  harness::EngineConnection engine(*harness::ParseEngineSpec(kFaulty), launch);
  absl::StatusOr<harness::EngineTransport*> transport = engine.Start();
  EXPECT_TRUE(transport.ok()) << transport.status();
  if (!transport.ok()) return {};
  absl::StatusOr<bot::v1::EngineInfo> info = (*transport)->GetInfo(10000);
  EXPECT_TRUE(info.ok()) << info.status();
  if (!info.ok()) return {};
  for (const bot::v1::OptionSpec& option : info->options()) {
    if (option.name() == "fault") return {option.choices().begin(), option.choices().end()};
  }
  ADD_FAILURE() << "the faulty engine declares no `fault` option";
  return {};
}

// Each fault mode's reason as `check` prints it: the termination name and
// the referee's or transport's detail. A mode missing here fails the test.
const std::map<std::string, std::string>& ExpectedReasons() {
  static const auto* const kReasons = new std::map<std::string, std::string>{
      {"crash", "by crash: engine exited with code 3"},
      {"sleep", "by timeout: time forfeit: over by"},
      {"illegal", "by illegal_action: illegal move d4"},
      {"wrong_game", "by wrong_game: an action for another game (field 2)"},
      {"malformed", "by malformed_action: neither a square nor a pass"},
      {"error", "by engine_error: engine error 3: deliberate engine error"},
      // Faults of the JSON-lines transport (see StdioFaults).
      {"not_json", "by protocol_error: not JSON (Unexpected token.): this is not JSON"},
      {"wrong_shape", "by protocol_error: not a bot.v1.StdioResponse"},
      {"no_action", "by protocol_error: the decide answer has no action"},
      {"unknown_method",
       "by protocol_error: answered with no key bot.v1 knows (unknown keys are ignored) to a "
       "`decide` request"},
      {"wrong_id", "by protocol_error: answered id"},
      {"wrong_key", "by protocol_error: answered `prepare` to a `decide` request"},
      {"partial_line", "by timeout: time forfeit: over by"},
      {"huge_line", "by protocol_error: wrote a line longer than 1048576 bytes"},
      {"unsolicited_output", "by protocol_error: wrote to stdout before being asked"},
  };
  return *kReasons;
}

// The faults that break the JSON-lines transport itself, so are checked over
// it.
const std::set<std::string>& StdioFaults() {
  static const auto* const kStdio = new std::set<std::string>{
      "not_json",     "wrong_shape", "no_action", "unknown_method",    "wrong_id",
      "partial_line", "huge_line",   "wrong_key", "unsolicited_output"};
  return *kStdio;
}

TEST(FaultyCheckTest, EveryDeclaredFaultFailsTheGamesWithItsOwnReason) {
  const std::vector<std::string> faults = DeclaredFaults();
  ASSERT_GT(faults.size(), 1u);
  for (const auto& [fault, reason] : ExpectedReasons()) {
    EXPECT_NE(std::find(faults.begin(), faults.end(), fault), faults.end())
        << "the faulty engine no longer declares fault=" << fault;
  }
  for (const std::string& fault : faults) {
    if (fault == "none") continue;
    SCOPED_TRACE("fault=" + fault);
    const auto expected = ExpectedReasons().find(fault);
    if (expected == ExpectedReasons().end()) {
      ADD_FAILURE() << "the faulty engine declares fault=" << fault
                    << ", which this test does not know: add its reason to ExpectedReasons()";
      continue;
    }
    // The transport faults act only when the engine speaks JSON lines.
    const std::string transport = StdioFaults().count(fault) ? ",protocol=jsonl,args=--stdio" : "";
    const Checked checked = Check(
        Settings(absl::StrCat(kFaulty, transport, ",option.fault=", fault, ",option.sleep_ms=3000"),
                 ScratchPath(absl::StrCat("faulty_", fault))));
    EXPECT_FALSE(checked.passed);
    const std::vector<const harness::CheckLine*> failures = checked.Failures();
    ASSERT_EQ(failures.size(), 1u);
    EXPECT_EQ(failures[0]->check, "games");
    EXPECT_NE(failures[0]->detail.find(expected->second), std::string::npos) << failures[0]->detail;
    // The file holds the very request the engine failed on.
    const bot::v1::DecideRequest request = WrittenRequest(failures[0]->detail);
    EXPECT_EQ(request.options().at("fault"), fault);
    EXPECT_GT(request.legal_actions_size(), 0);
    EXPECT_EQ(checked.Line("option_extremes")->verdict, harness::CheckVerdict::kSkip);
  }
}

TEST(FaultyCheckTest, AnOptionExtremeThatCrashesTheEngineFails) {
  // fault=none plays well; trying each choice of `fault` crashes it.
  const Checked checked =
      Check(Settings(absl::StrCat(kFaulty, ",option.fault=none"), ScratchPath("faulty_none")));
  EXPECT_FALSE(checked.passed);
  EXPECT_EQ(checked.Line("games")->verdict, harness::CheckVerdict::kPass);
  const harness::CheckLine* extremes = checked.Line("option_extremes");
  ASSERT_NE(extremes, nullptr);
  EXPECT_EQ(extremes->verdict, harness::CheckVerdict::kFail);
  EXPECT_NE(extremes->detail.find("fault=crash: crash: engine exited with code 3"),
            std::string::npos)
      << extremes->detail;
  EXPECT_EQ(WrittenRequest(extremes->detail).options().at("fault"), "crash");
}

TEST(FaultyCheckTest, AnEngineThatCannotStartFailsTheFirstCheckAndSkipsTheRest) {
  const Checked checked = Check(Settings("name=ghost,cmd=no/such/engine", ScratchPath("ghost")));
  EXPECT_FALSE(checked.passed);
  ASSERT_EQ(checked.Failures().size(), 1u);
  EXPECT_EQ(checked.Failures()[0]->check, "start");
  EXPECT_NE(checked.Failures()[0]->detail.find("no/such/engine"), std::string::npos);
  EXPECT_EQ(checked.lines.size(), harness::CheckNames().size());
}

}  // namespace
}  // namespace tests
