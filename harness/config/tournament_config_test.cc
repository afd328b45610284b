#include "harness/config/tournament_config.h"

#include <sys/stat.h>

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "harness/config/default_tournament.h"
#include "harness/config/engine_spec.h"
#include "harness/config/time_control.h"

namespace harness {
namespace {

TEST(EngineSpecTest, ParsesEveryKey) {
  absl::StatusOr<tourney::v1::EngineSpec> spec =
      ParseEngineSpec("name=ab3,builtin=reversi,option.eval=seed,option.depth=3");
  ASSERT_TRUE(spec.ok()) << spec.status();
  EXPECT_EQ(spec->name(), "ab3");
  EXPECT_EQ(spec->builtin(), "reversi");
  EXPECT_EQ(spec->options().at("depth"), "3");
  EXPECT_EQ(DescribeEngine(*spec), "ab3 (builtin reversi, depth=3 eval=seed)");

  spec = ParseEngineSpec("name=bot,cmd=./bot.py,args=--fast --verbose");
  ASSERT_TRUE(spec.ok());
  EXPECT_EQ(spec->args_size(), 2);
  EXPECT_EQ(spec->args(1), "--verbose");

  spec = ParseEngineSpec("name=py,cmd=./bot.py,protocol=jsonl");
  ASSERT_TRUE(spec.ok());
  EXPECT_EQ(spec->protocol(), "jsonl");
  EXPECT_EQ(DescribeEngine(*spec), "py (cmd ./bot.py over jsonl)");

  spec = ParseEngineSpec("name=big,builtin=random,memory_mb=512");
  ASSERT_TRUE(spec.ok()) << spec.status();
  EXPECT_EQ(spec->memory_mb(), 512);
  EXPECT_EQ(DescribeEngine(*spec), "big (builtin random, memory_mb=512)");

  spec = ParseEngineSpec("name=jail,cmd=./bot.py,protocol=jsonl,sandbox=bwrap");
  ASSERT_TRUE(spec.ok()) << spec.status();
  EXPECT_EQ(spec->sandbox(), tourney::v1::EngineSpec::BWRAP);
  EXPECT_EQ(DescribeEngine(*spec), "jail (cmd ./bot.py over jsonl, sandbox=bwrap)");

  // A gRPC target listing replicas keeps its commas.
  spec = ParseEngineSpec("name=pool,addr=ipv4:10.0.0.1:5001,10.0.0.2:5001,lb=pick_first,tc=1+0");
  ASSERT_TRUE(spec.ok()) << spec.status();
  EXPECT_EQ(spec->addr(), "ipv4:10.0.0.1:5001,10.0.0.2:5001");
  EXPECT_EQ(spec->lb(), "pick_first");
  EXPECT_EQ(spec->time_control().base_ms(), 1000);
}

TEST(EngineSpecTest, ExplainsBadSpecs) {
  EXPECT_EQ(ParseEngineSpec("name=x,builtin=random,sandbox=docker").status().message(),
            "engine 'name=x,builtin=random,sandbox=docker': sandbox=docker: expected bwrap or "
            "none");
  EXPECT_EQ(ParseEngineSpec("name=x,cmd=./bot,sandbox=bwrap").status().message(),
            "engine 'name=x,cmd=./bot,sandbox=bwrap': engine x: sandbox=bwrap has no network, so "
            "a gRPC engine cannot serve in it: give it a stdio protocol (protocol=jsonl, proto, "
            "gtp or nboard) or sandbox=none");
  EXPECT_EQ(ParseEngineSpec("name=x,addr=h:1,sandbox=bwrap").status().message(),
            "engine 'name=x,addr=h:1,sandbox=bwrap': engine x: sandbox= only applies to spawned "
            "engines");
  EXPECT_EQ(ParseEngineSpec("name=x,speed=3").status().message(),
            "engine 'name=x,speed=3': unknown key 'speed' (keys: name, cmd, builtin, addr, lb, "
            "protocol, args, memory_mb, sandbox, cpus, tc, st, nodes, depth, option.NAME)");
  EXPECT_EQ(ParseEngineSpec("name=x,builtin=random,lb=round_robin").status().message(),
            "engine 'name=x,builtin=random,lb=round_robin': engine x: lb= chooses among an "
            "addr= engine's replicas");
  EXPECT_EQ(ParseEngineSpec("name=x,addr=h:1,lb=random").status().message(),
            "engine 'name=x,addr=h:1,lb=random': engine x: lb=random: expected round_robin or "
            "pick_first");
  EXPECT_EQ(ParseEngineSpec("name=x,cmd=a,b").status().message(),
            "engine 'name=x,cmd=a,b': 'b' is not key=value");
  EXPECT_EQ(ParseEngineSpec("name=x,builtin=random,memory_mb=8").status().message(),
            "engine 'name=x,builtin=random,memory_mb=8': memory_mb (memory_mb=): 8: expected "
            "16..16777216 MiB (0 = no limit)");
  EXPECT_EQ(ParseEngineSpec("name=x,builtin=random,memory_mb=lots").status().message(),
            "engine 'name=x,builtin=random,memory_mb=lots': memory_mb (memory_mb=): lots: "
            "expected 16..16777216 MiB (0 = no limit)");
  EXPECT_EQ(ParseEngineSpec("name=x,addr=h:1,memory_mb=512").status().message(),
            "engine 'name=x,addr=h:1,memory_mb=512': engine x: memory_mb= only applies to "
            "spawned engines");
  EXPECT_EQ(
      ParseEngineSpec("name=x,cmd=a,protocol=uci").status().message(),
      "engine 'name=x,cmd=a,protocol=uci': engine x: unknown protocol 'uci' (protocols: grpc, "
      "jsonl, proto, gtp, nboard)");
  EXPECT_EQ(ParseEngineSpec("name=x,addr=h:1,protocol=jsonl").status().message(),
            "engine 'name=x,addr=h:1,protocol=jsonl': engine x: an addr= engine speaks gRPC; "
            "protocol=jsonl is for spawned engines (cmd= or builtin=)");
  EXPECT_EQ(ParseEngineSpec("builtin=random").status().message(),
            "engine 'builtin=random': no name= given");
  EXPECT_EQ(ParseEngineSpec("name=x,cmd=a,addr=b:1").status().message(),
            "engine 'name=x,cmd=a,addr=b:1': engine x: give exactly one of cmd=, builtin=, addr=");
  EXPECT_FALSE(ParseEngineSpec("name=x,builtin").ok());
  EXPECT_EQ(ParseEngineSpec("name=a\x1b[31mb,builtin=random").status().message(),
            "engine 'name=a\\x1b[31mb,builtin=random': engine name 'a\\x1b[31mb' holds a "
            "control character: a name is one line of text");
}

TEST(TournamentConfigTest, ParsesTextFormatAndAppliesDefaults) {
  absl::StatusOr<tourney::v1::TournamentConfig> config =
      ParseTournamentConfig(R"pb(
                              engines { name: "a" builtin: "random" }
                              engines {
                                name: "b"
                                builtin: "reversi"
                                options { key: "depth" value: "2" }
                              }
                              games_per_pairing: 7
                            )pb",
                            "test.txtpb");
  ASSERT_TRUE(config.ok()) << config.status();
  ApplyDefaults(&*config);
  EXPECT_EQ(config->game(), "reversi");
  EXPECT_EQ(config->games_per_pairing(), 8);  // rounded up to whole pairs
  EXPECT_EQ(config->concurrency(), kDefaultConcurrency);
  EXPECT_EQ(config->move_time_ms(), kDefaultMoveTimeMs);
  EXPECT_EQ(config->unreachable_grace_ms(), kDefaultUnreachableGraceMs);
  EXPECT_EQ(config->prepare_timeout_ms(), kDefaultPrepareTimeoutMs);
  EXPECT_EQ(config->max_engine_string_bytes(), kDefaultMaxEngineStringBytes);
  EXPECT_TRUE(ValidateConfig(*config).ok());
}

// Random openings vary deterministic games; games dealt by chance get none.
TEST(TournamentConfigTest, OpeningPliesDefaultByGame) {
  for (const auto& [game, plies] : std::vector<std::pair<std::string, int>>{
           {"reversi", 4}, {"nimtetris", 4}, {"yacht", 0}, {"battleship", 0}, {"davinci", 0}}) {
    tourney::v1::TournamentConfig config;
    config.set_game(game);
    ApplyDefaults(&config);
    EXPECT_EQ(config.opening_plies(), plies) << game;
  }
  // "None" survives the saved config read back by a resume: defaults
  // applied twice still give none, not Reversi's 4.
  tourney::v1::TournamentConfig none;
  none.set_opening_plies(-1);
  ApplyDefaults(&none);
  ApplyDefaults(&none);
  EXPECT_EQ(none.opening_plies(), -1);
}

TEST(TournamentConfigTest, ParseErrorsNameFileLineAndColumn) {
  absl::StatusOr<tourney::v1::TournamentConfig> config =
      ParseTournamentConfig("game: \"reversi\"\nengines { nmae: \"a\" }\n", "t.txtpb");
  ASSERT_FALSE(config.ok());
  EXPECT_EQ(config.status().message(),
            "t.txtpb:2:15: Message type \"tourney.v1.EngineSpec\" has no field named \"nmae\".");
}

TEST(TournamentConfigTest, ValidationExplainsProblems) {
  tourney::v1::TournamentConfig config;
  config.add_engines()->set_name("a");
  config.mutable_engines(0)->set_builtin("random");
  ApplyDefaults(&config);
  EXPECT_EQ(ValidateConfig(config).message(),
            "a tournament of 2-player games needs at least 2 engines, got 1");
  *config.add_engines() = config.engines(0);
  EXPECT_EQ(ValidateConfig(config).message(), "two engines are named 'a'");
  config.mutable_engines(1)->set_name("b");
  config.set_game("chess");
  EXPECT_EQ(ValidateConfig(config).message(),
            "unknown game 'chess' (known: reversi, yacht, battleship, davinci, nimtetris)");
  config.set_game("yacht");
  config.mutable_engines(1)->set_cmd("gtp-rhino");
  config.mutable_engines(1)->clear_builtin();
  config.mutable_engines(1)->set_protocol("gtp");
  EXPECT_EQ(ValidateConfig(config).message(),
            "engine b: protocol=gtp speaks Othello only, and this tournament plays yacht");
  config.set_game("reversi");
  EXPECT_TRUE(ValidateConfig(config).ok());
  config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  config.set_gauntlet_engine("zz");
  EXPECT_EQ(ValidateConfig(config).message(), "gauntlet engine 'zz' is not among the engines");
}

// A valid two-engine Reversi config, defaulted.
tourney::v1::TournamentConfig TwoEngines() {
  tourney::v1::TournamentConfig config;
  for (const char* name : {"a", "b"}) {
    tourney::v1::EngineSpec* engine = config.add_engines();
    engine->set_name(name);
    engine->set_builtin("random");
  }
  ApplyDefaults(&config);
  return config;
}

TEST(TournamentConfigTest, AdjudicationOutOfRangeNamesTheFieldAndWhatItExpects) {
  struct Case {
    std::string settings;  // text format of AdjudicationConfig
    std::string error;
  };
  const Case cases[] = {
      {"solve_empties: 65",
       "adjudication.solve_empties (--solve-empties): 65: expected 0..64 empty squares"},
      {"solve_empties: -1",
       "adjudication.solve_empties (--solve-empties): -1: expected 0..64 empty squares"},
      {"resign_moves: 0 resign_score: 3",
       "adjudication.resign_moves: 0: expected 1 or more with resign_score set"},
      {"resign_moves: -2",
       "adjudication.resign_moves (--resign-moves): -2: expected 1..1000 decisions (0 = off)"},
      {"resign_moves: 3 resign_score: 0",
       "adjudication.resign_score (--resign-score): 0: expected more than 0 and at most 1e+06 "
       "(engine score units)"},
      {"resign_moves: 3 resign_score: 2e6",
       "adjudication.resign_score (--resign-score): 2e+06: expected more than 0 and at most "
       "1e+06 (engine score units)"},
      {"resign_moves: 3 resign_score: inf",
       "adjudication.resign_score (--resign-score): inf: expected more than 0 and at most 1e+06 "
       "(engine score units)"},
      {"draw_moves: 4 draw_score: -1",
       "adjudication.draw_score (--draw-score): -1: expected at least 0 and at most 1e+06 "
       "(engine score units)"},
      {"draw_moves: 4 draw_score: nan",
       "adjudication.draw_score (--draw-score): nan: expected at least 0 and at most 1e+06 "
       "(engine score units)"},
      {"draw_after_ply: 30",
       "adjudication.draw_moves: 0: expected 1 or more with draw_score or draw_after_ply set"},
      {"max_plies: -5",
       "adjudication.max_plies (--max-plies): -5: expected 1..100000 plies (0 = no cap)"},
  };
  for (const Case& c : cases) {
    tourney::v1::TournamentConfig config = TwoEngines();
    ASSERT_TRUE(
        google::protobuf::TextFormat::ParseFromString(c.settings, config.mutable_adjudication()))
        << c.settings;
    EXPECT_EQ(ValidateConfig(config).message(), c.error) << c.settings;
  }
  tourney::v1::TournamentConfig config = TwoEngines();
  config.mutable_adjudication()->set_solve_empties(12);
  config.mutable_adjudication()->set_resign_moves(3);
  config.mutable_adjudication()->set_resign_score(20);
  config.mutable_adjudication()->set_max_plies(200);
  EXPECT_TRUE(ValidateConfig(config).ok()) << ValidateConfig(config);
  config.set_game("nimtetris");
  EXPECT_EQ(ValidateConfig(config).message(),
            "adjudication.solve_empties: nimtetris has no exact solver (games with one: reversi)");
  config.mutable_adjudication()->clear_solve_empties();
  config.set_game("yacht");
  config.set_seats_per_game(3);
  *config.add_engines() = config.engines(0);
  config.mutable_engines(2)->set_name("c");
  EXPECT_EQ(ValidateConfig(config).message(),
            "adjudication.resign_moves: resign and draw adjudication are for two-player games, "
            "this one has 3 seats");
}

TEST(TournamentConfigTest, AnOpeningSuiteReplacesRandomPlies) {
  tourney::v1::TournamentConfig config;
  config.mutable_openings()->set_file("suite.txt");
  ApplyDefaults(&config);
  EXPECT_EQ(config.opening_plies(), 0);  // not Reversi's 4
  config = TwoEngines();
  config.mutable_openings()->set_file("suite.txt");
  EXPECT_EQ(ValidateConfig(config).message(),
            "opening_plies: 4 random plies and an openings file exclude each other: expected "
            "opening_plies unset (or -1) with openings.file");
  config = TwoEngines();
  config.mutable_openings()->set_order(tourney::v1::OpeningsConfig::RANDOM);
  EXPECT_EQ(ValidateConfig(config).message(),
            "openings: expected a file (openings.file) with order/start");
}

// A config file gets the ranges the flags get (number_ranges.h), with one
// line naming the field, the value and the range. These once passed:
// 2000000000 games per pairing ended in bad_alloc, a huge move time
// overflowed into deadlines in the past.
TEST(TournamentConfigTest, ConfigFileNumbersAreCheckedAsFlagsAre) {
  const std::string engines = R"pb(engines { name: "a" builtin: "random" }
                                   engines { name: "b" builtin: "random" })pb";
  struct Case {
    std::string settings;  // text format, beside the two engines
    std::string error;
  };
  const Case cases[] = {
      {"games_per_pairing: 2000000000",
       "games_per_pairing (--games): 2000000000: expected 1..10000000 games (rounded up to whole "
       "seat rotations)"},
      // Rounding up to pairs overflowed an int here.
      {"games_per_pairing: 2147483647",
       "games_per_pairing (--games): 2147483647: expected 1..10000000 games (rounded up to whole "
       "seat rotations)"},
      {"games_per_pairing: -3",
       "games_per_pairing (--games): -3: expected 1..10000000 games (rounded up to whole seat "
       "rotations)"},
      {"move_time_ms: 9223372036854775807",
       "move_time_ms (--move-time-ms): 9223372036854775807: expected 1..3600000 ms"},
      {"deadline_margin_ms: -1",
       "deadline_margin_ms (--deadline-margin-ms): -1: expected "
       "1..3600000 ms"},
      {"concurrency: 100000", "concurrency (--concurrency): 100000: expected 1..256 games at once"},
      {"unreachable_grace_ms: -1",
       "unreachable_grace_ms (--unreachable-grace-ms): -1: expected 1..86400000 ms"},
      {"prepare_timeout_ms: 86400001",
       "prepare_timeout_ms (--prepare-timeout-ms): 86400001: expected 1..86400000 ms"},
      {"max_engine_string_bytes: 10",
       "max_engine_string_bytes (--max-string-bytes): 10: expected 64..1048576 bytes"},
      {"opening_plies: -7",
       "opening_plies (--opening-plies): -7: expected -1..60 random plies (-1 = none; the flag's "
       "0 too)"},
      // The game names its own seat counts.
      {"seats_per_game: 1000", "reversi is for 2 players, not 1000"},
      {"each { time_control { base_ms: 9223372036854775807 } }",
       "each: time_control.base_ms (tc=): 9223372036854775807: expected 1..10000000000 ms (0 = "
       "no clock)"},
      {"each { time_control { move_time_ms: -5 } }",
       "each: time_control.move_time_ms (st=): -5: expected 1..10000000000 ms (0 = none)"},
      {"each { time_control { base_ms: 1000 moves: -1 } }",
       "each: time_control.moves (tc=): -1: expected 1..1000000 moves (0 = one session for the "
       "game)"},
      {"each { limits { depth: 5000 } }",
       "each: limits.depth (depth=): 5000: expected 1..1000 plies (0 = no limit)"},
      {"openings { file: \"x\" start: -2 }",
       "openings.start (--openings-start): -2: expected 1..100000000 (0 = 1)"},
  };
  for (const Case& c : cases) {
    absl::StatusOr<tourney::v1::TournamentConfig> config =
        ParseTournamentConfig(engines + "\n" + c.settings, "t.txtpb");
    ASSERT_TRUE(config.ok()) << config.status();
    ApplyDefaults(&*config);
    EXPECT_EQ(ValidateConfig(*config).message(), c.error) << c.settings;
  }
  // An engine's own timing, named with the engine.
  absl::StatusOr<tourney::v1::TournamentConfig> config = ParseTournamentConfig(
      engines + R"pb(engines {
                       name: "c"
                       builtin: "random"
                       time_control { base_ms: 1000 increment_ms: 99999999999 }
                     })pb",
      "t.txtpb");
  ASSERT_TRUE(config.ok()) << config.status();
  ApplyDefaults(&*config);
  EXPECT_EQ(ValidateConfig(*config).message(),
            "engine c: time_control.increment_ms (tc=): 99999999999: expected 0..10000000000 ms");
  config = ParseTournamentConfig(
      engines + R"pb(engines { name: "c" builtin: "random" memory_mb: 4 })pb", "t.txtpb");
  ASSERT_TRUE(config.ok()) << config.status();
  ApplyDefaults(&*config);
  EXPECT_EQ(ValidateConfig(*config).message(),
            "engine c: memory_mb (memory_mb=): 4: expected 16..16777216 MiB (0 = no limit)");
}

// The schedule (pairings x games per pairing) is bounded before anything is
// built: a 50 000-engine round robin once tried to list 1.25 billion pairings.
// Shared seeds only where they make enough units for an interval: a short
// round robin (the 40-engine --games 2 one played every pairing from one
// opening) and the formats that pair by results play seeds per pairing.
TEST(TournamentConfigTest, SeedsPerPairingByDefaultWhereSharedSeedsAreTooFew) {
  auto defaulted = [](int engines, int games, tourney::v1::TournamentConfig::Format format) {
    tourney::v1::TournamentConfig config;
    for (int i = 0; i < engines; ++i) {
      tourney::v1::EngineSpec* engine = config.add_engines();
      engine->set_name(absl::StrCat("e", i));
      engine->set_builtin("random");
    }
    config.set_games_per_pairing(games);
    config.set_format(format);
    ApplyDefaults(&config);
    return config;
  };
  using Config = tourney::v1::TournamentConfig;
  EXPECT_TRUE(defaulted(40, 2, Config::ROUND_ROBIN).seeds_per_pairing());
  EXPECT_TRUE(defaulted(4, 14, Config::ROUND_ROBIN).seeds_per_pairing());   // 7 pairs
  EXPECT_FALSE(defaulted(4, 16, Config::ROUND_ROBIN).seeds_per_pairing());  // 8 pairs
  EXPECT_TRUE(defaulted(10, 18, Config::ROUND_ROBIN).seeds_per_pairing());  // 9 < 10 engines
  EXPECT_FALSE(defaulted(10, 20, Config::GAUNTLET).seeds_per_pairing());
  EXPECT_FALSE(defaulted(2, 2, Config::ROUND_ROBIN).seeds_per_pairing());  // one pairing
  tourney::v1::TournamentConfig standard = DefaultTournament();            // 4 engines, 30 pairs
  ApplyDefaults(&standard);
  EXPECT_FALSE(standard.seeds_per_pairing());
  for (Config::Format format : {Config::SWISS, Config::KNOCKOUT, Config::RANK}) {
    EXPECT_TRUE(defaulted(8, 200, format).seeds_per_pairing()) << format;
  }
  // Said explicitly, it stays; rank refuses shared seeds.
  tourney::v1::TournamentConfig swiss = TwoEngines();
  swiss.set_format(Config::SWISS);
  swiss.set_seeds_per_pairing(false);
  ApplyDefaults(&swiss);
  EXPECT_FALSE(swiss.seeds_per_pairing());
  EXPECT_TRUE(ValidateConfig(swiss).ok());
  tourney::v1::TournamentConfig rank = TwoEngines();
  rank.set_format(Config::RANK);
  rank.set_seeds_per_pairing(false);
  ApplyDefaults(&rank);
  const absl::Status refused = ValidateConfig(rank);
  EXPECT_NE(refused.message().find("--shared-seeds"), std::string::npos) << refused;
}

TEST(TournamentConfigTest, ScheduleSizeIsBoundedWithoutOverflow) {
  tourney::v1::TournamentConfig config = TwoEngines();
  const auto engines_up_to = [&config](int count) {
    for (int i = config.engines_size(); i < count; ++i) {
      tourney::v1::EngineSpec* engine = config.add_engines();
      engine->set_name(absl::StrCat("e", i));
      engine->set_builtin("random");
    }
  };
  engines_up_to(200);
  config.set_games_per_pairing(50000);  // 19 900 pairings: 995 million games
  EXPECT_TRUE(ValidateConfig(config).ok()) << ValidateConfig(config);
  config.set_games_per_pairing(60000);
  EXPECT_EQ(ValidateConfig(config).message(),
            "schedule: 19900 pairings of 200 engines x 60000 games per pairing: expected at most "
            "1000000000 games in all (fewer engines or games_per_pairing)");
  engines_up_to(50000);
  config.set_games_per_pairing(2);
  EXPECT_EQ(ValidateConfig(config).message(),
            "schedule: more than 1000000000 pairings of 50000 engines x 2 games per pairing: "
            "expected at most 1000000000 games in all (fewer engines or games_per_pairing)");
  // A gauntlet meets only the hub's pairings.
  config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  config.set_gauntlet_engine("a");
  EXPECT_TRUE(ValidateConfig(config).ok()) << ValidateConfig(config);
}

// An ifstream opens a directory and reads nothing: it once ran the default
// config.
TEST(TournamentConfigTest, ADirectoryIsNotAConfigFile) {
  const char* dir = std::getenv("TEST_TMPDIR");
  ASSERT_NE(dir, nullptr);
  EXPECT_EQ(std::string(LoadTournamentConfig(dir).status().message()),
            absl::StrCat("cannot read config file ", dir, ": is a directory"));
}

// Opening a FIFO no one writes to once blocked for ever; /dev/zero never ends.
TEST(TournamentConfigTest, SpecialFilesAreNotConfigFiles) {
  const std::string fifo = absl::StrCat(std::getenv("TEST_TMPDIR"), "/config.fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(std::string(LoadTournamentConfig(fifo).status().message()),
            absl::StrCat("cannot read config file ", fifo, ": is a FIFO"));
  EXPECT_EQ(std::string(LoadTournamentConfig("/dev/zero").status().message()),
            "cannot read config file /dev/zero: is a character device");
}

TEST(TournamentConfigTest, AnEngineNameWithALineBreakIsRefused) {
  absl::StatusOr<tourney::v1::TournamentConfig> config = ParseTournamentConfig(
      R"pb(engines { name: "a\nb" builtin: "random" }
           engines { name: "c" builtin: "random" })pb",
      "names.txtpb");
  ASSERT_TRUE(config.ok()) << config.status();
  ApplyDefaults(&*config);
  EXPECT_EQ(ValidateConfig(*config).message(),
            "engine name 'a\\nb' holds a control character: a name is one line of text");
}

TEST(TournamentConfigTest, ShippedExampleConfigsAreValid) {
  for (const char* path : {"examples/reversi_round_robin.txtpb", "examples/reversi_openings.txtpb",
                           "examples/reversi_clocks.txtpb", "examples/reversi_swiss.txtpb",
                           "examples/reversi_knockout.txtpb", "examples/reversi_rank.txtpb"}) {
    absl::StatusOr<tourney::v1::TournamentConfig> config = LoadTournamentConfig(path);
    ASSERT_TRUE(config.ok()) << config.status();
    ApplyDefaults(&*config);
    EXPECT_TRUE(ValidateConfig(*config).ok()) << path;
  }
  EXPECT_EQ(std::string(LoadTournamentConfig("no/such.txtpb").status().message()),
            "cannot read config file no/such.txtpb: no such file");
}

// What `./tourney` plays must give the same table on any machine: a fixed
// seed, and every engine untimed.
TEST(TournamentConfigTest, TheDefaultTournamentIsSeededAndUntimed) {
  tourney::v1::TournamentConfig config = DefaultTournament();
  EXPECT_NE(config.seed(), 0u);
  ApplyDefaults(&config);
  ASSERT_TRUE(ValidateConfig(config).ok()) << ValidateConfig(config);
  for (const tourney::v1::EngineSpec& engine : config.engines()) {
    EXPECT_EQ(ResolveTiming(engine, config.move_time_ms()).kind, SeatTiming::Kind::kUntimed)
        << engine.name();
  }
}

}  // namespace
}  // namespace harness
