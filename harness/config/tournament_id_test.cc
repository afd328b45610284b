// The tournament id changes with every setting that decides what is played,
// and with nothing else: a resume with other settings must be refused.
#include <functional>
#include <set>
#include <string>

#include "google/protobuf/descriptor.h"
#include "google/protobuf/message.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

using google::protobuf::FieldDescriptor;
using google::protobuf::Message;

// Where the results go, how many games run at once and how long an engine
// is waited for (to be reached, to prepare; failing either stops the run,
// it never decides a game): all a resume may change; and a Swiss's
// withdrawals and late entries, which change only the rounds after them.
const std::set<std::string> kCosmetic = {"results",
                                         "concurrency",
                                         "unreachable_grace_ms",
                                         "prepare_timeout_ms",
                                         "max_engine_string_bytes",
                                         "format_settings.withdrawals.engine",
                                         "format_settings.withdrawals.after_round",
                                         "format_settings.late_entries.engine",
                                         "format_settings.late_entries.round"};

tourney::v1::TournamentConfig TwoEngines() {
  tourney::v1::TournamentConfig config;
  *config.add_engines() = *ParseEngineSpec("name=a,cmd=./bot,args=--level 3");
  *config.add_engines() = *ParseEngineSpec("name=b,builtin=random");
  ApplyDefaults(&config);
  return config;
}

// Gives `field` of `message` a value other than what it holds.
void Change(Message* message, const FieldDescriptor* field) {
  const google::protobuf::Reflection* reflection = message->GetReflection();
  if (field->is_map()) {
    Message* entry = reflection->AddMessage(message, field);
    entry->GetReflection()->SetString(entry, entry->GetDescriptor()->FindFieldByName("key"), "k");
    entry->GetReflection()->SetString(entry, entry->GetDescriptor()->FindFieldByName("value"), "v");
    return;
  }
  if (field->is_repeated()) {
    ASSERT_EQ(field->cpp_type(), FieldDescriptor::CPPTYPE_STRING) << field->full_name();
    reflection->AddString(message, field, "--more");
    return;
  }
  switch (field->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32:
      reflection->SetInt32(message, field, reflection->GetInt32(*message, field) + 7);
      break;
    case FieldDescriptor::CPPTYPE_INT64:
      reflection->SetInt64(message, field, reflection->GetInt64(*message, field) + 7);
      break;
    case FieldDescriptor::CPPTYPE_UINT64:
      reflection->SetUInt64(message, field, reflection->GetUInt64(*message, field) + 7);
      break;
    case FieldDescriptor::CPPTYPE_DOUBLE:
      reflection->SetDouble(message, field, reflection->GetDouble(*message, field) + 0.5);
      break;
    case FieldDescriptor::CPPTYPE_BOOL:
      reflection->SetBool(message, field, !reflection->GetBool(*message, field));
      break;
    case FieldDescriptor::CPPTYPE_STRING:
      reflection->SetString(message, field, reflection->GetString(*message, field) + "x");
      break;
    case FieldDescriptor::CPPTYPE_ENUM:
      reflection->SetEnumValue(message, field, reflection->GetEnumValue(*message, field) == 0);
      break;
    default:
      FAIL() << "unexpected field type: " << field->full_name();
  }
}

// Calls `check(path, changed)` for every scalar, string, enum, repeated
// string and map field below `message` (the first element of a repeated
// message, made when there is none), each changed alone in a copy of
// `root`.
void ForEveryField(
    const tourney::v1::TournamentConfig& root, const std::string& prefix,
    const std::function<Message*(tourney::v1::TournamentConfig*)>& locate,
    const std::function<void(const std::string&, const tourney::v1::TournamentConfig&)>& check) {
  tourney::v1::TournamentConfig probe = root;
  const google::protobuf::Descriptor* descriptor = locate(&probe)->GetDescriptor();
  for (int i = 0; i < descriptor->field_count(); ++i) {
    const FieldDescriptor* field = descriptor->field(i);
    const std::string path = prefix + field->name();
    if (field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE && !field->is_map()) {
      ForEveryField(
          root, path + ".",
          [&locate, field](tourney::v1::TournamentConfig* config) -> Message* {
            Message* parent = locate(config);
            const google::protobuf::Reflection* reflection = parent->GetReflection();
            if (!field->is_repeated()) return reflection->MutableMessage(parent, field);
            if (reflection->FieldSize(*parent, field) == 0) reflection->AddMessage(parent, field);
            return reflection->MutableRepeatedMessage(parent, field, 0);
          },
          check);
      continue;
    }
    tourney::v1::TournamentConfig changed = root;
    Change(locate(&changed), field);
    check(path, changed);
  }
}

TEST(TournamentIdTest, EverySettingButWhereAndHowFastChangesTheId) {
  const tourney::v1::TournamentConfig config = TwoEngines();
  const std::string id = TournamentId(config);
  int fields = 0;
  ForEveryField(
      config, "", [](tourney::v1::TournamentConfig* root) -> Message* { return root; },
      [&](const std::string& path, const tourney::v1::TournamentConfig& changed) {
        ++fields;
        if (kCosmetic.count(path)) {
          EXPECT_EQ(TournamentId(changed), id) << path << " is not played, yet changes the id";
        } else {
          EXPECT_NE(TournamentId(changed), id)
              << path << " decides the games, yet the id ignores it";
        }
      });
  EXPECT_GT(fields, 40);  // engines' and each's fields, nested messages included
}

// The defect this guards against: a resume with other engine arguments
// mixed its results into the log of the first run.
TEST(TournamentIdTest, EngineArgumentsProtocolAndTimeChangeTheId) {
  const tourney::v1::TournamentConfig config = TwoEngines();
  const std::string id = TournamentId(config);
  for (const char* spec : {"name=a,cmd=./bot,args=--level 4", "name=a,cmd=./bot,args=--level",
                           "name=a,cmd=./bot,args=--level 3,protocol=jsonl",
                           "name=a,cmd=./bot,args=--level 3,tc=10+0.1",
                           "name=a,cmd=./bot,args=--level 3,nodes=1000"}) {
    tourney::v1::TournamentConfig changed = config;
    *changed.mutable_engines(0) = *ParseEngineSpec(spec);
    ApplyDefaults(&changed);
    EXPECT_NE(TournamentId(changed), id) << spec;
  }
  tourney::v1::TournamentConfig moved = config;
  moved.set_concurrency(16);
  moved.set_results("elsewhere/results.jsonl");
  EXPECT_EQ(TournamentId(moved), id);
}

TEST(TournamentIdTest, OptionOrderDoesNotMatter) {
  tourney::v1::TournamentConfig config = TwoEngines();
  tourney::v1::TournamentConfig reordered = config;
  auto& options = *config.mutable_engines(1)->mutable_options();
  auto& others = *reordered.mutable_engines(1)->mutable_options();
  for (const char* key : {"a", "b", "c", "d", "e", "f", "g", "h"}) options[key] = "1";
  for (const char* key : {"h", "g", "f", "e", "d", "c", "b", "a"}) others[key] = "1";
  EXPECT_EQ(TournamentId(config), TournamentId(reordered));
}

// `--resume --results X` alone reads the saved config (the defaulted one,
// printed) and defaults it again: that must be the same tournament. Found by
// config_fuzz_test: "no random plies" (-1) became 0 and then the game's
// default (4 for Reversi), so the resume was refused, or played other games.
TEST(TournamentIdTest, ADefaultedConfigReadBackIsTheSameTournament) {
  for (int plies : {-1, 0, 3}) {
    tourney::v1::TournamentConfig config = TwoEngines();
    config.set_opening_plies(plies);
    ApplyDefaults(&config);
    std::string saved;
    ASSERT_TRUE(google::protobuf::TextFormat::PrintToString(config, &saved));
    absl::StatusOr<tourney::v1::TournamentConfig> again = ParseTournamentConfig(saved, "saved");
    ASSERT_TRUE(again.ok()) << again.status();
    ApplyDefaults(&*again);
    EXPECT_EQ(again->opening_plies(), config.opening_plies()) << plies;
    EXPECT_EQ(TournamentId(*again), TournamentId(config)) << plies;
  }
}

// Shared seeds were the unset field's meaning before a default was chosen
// per design: the same schedule keeps its id, so older logs resume; seeds
// per pairing are another schedule and another id.
TEST(TournamentIdTest, SharedSeedsKeepTheIdOfTheUnsetField) {
  tourney::v1::TournamentConfig unset = TwoEngines();
  unset.clear_seeds_per_pairing();
  tourney::v1::TournamentConfig shared = unset;
  shared.set_seeds_per_pairing(false);
  tourney::v1::TournamentConfig own = unset;
  own.set_seeds_per_pairing(true);
  EXPECT_EQ(TournamentId(shared), TournamentId(unset));
  EXPECT_NE(TournamentId(own), TournamentId(unset));
}

}  // namespace
}  // namespace harness
