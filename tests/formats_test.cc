// The formats that pair by results, end to end (issue 32): a Swiss run
// stopped mid-round and resumed plays exactly the games of an uninterrupted
// one (same pairings, indices, seats and results); byes are recorded; with
// more engines than a worker keeps, no more than concurrency x seats engine
// processes are ever alive; a knockout ends with one champion.
#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/cli/commands.h"
#include "harness/cli/field_changes.h"
#include "harness/formats/format_registry.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/play/tournament.h"
#include "harness/report/format_standings.h"
#include "harness/report/ratings_report.h"
#include "harness/report/standings_json.h"
#include "harness/report/standings_text.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

using Config = tourney::v1::TournamentConfig;

// Reversi engines of graded strength (noise), deterministic under a seed.
std::vector<std::string> Ladder(int engines) {
  std::vector<std::string> specs;
  for (int i = 0; i < engines; ++i) {
    specs.push_back(absl::StrCat("name=n", i, ",builtin=reversi,option.eval=seed,option.depth=1,",
                                 "option.noise=", i * 90 / std::max(1, engines - 1)));
  }
  return specs;
}

// What identifies a game's outcome, in game-index order.
using GameKey = std::tuple<int64_t, int, int, std::string, std::string, double, std::string>;
std::vector<GameKey> Keys(const std::vector<tourney::v1::GameRecord>& records) {
  std::vector<GameKey> keys;
  for (const tourney::v1::GameRecord& r : records) {
    keys.emplace_back(r.game_index(), r.round(), r.match(), r.players(0).name(),
                      r.players_size() > 1 ? r.players(1).name() : "", r.scores(0),
                      r.termination());
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

// The parent of process `pid` (0 when it has ended or cannot be read).
pid_t ParentOf(pid_t pid) {
  std::ifstream status(absl::StrCat("/proc/", pid, "/status"));
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("PPid:", 0) == 0) return static_cast<pid_t>(std::atoi(line.c_str() + 5));
  }
  return 0;
}

bool DescendsFromThisTest(pid_t pid) {
  for (pid_t up = ParentOf(pid); up > 1; up = ParentOf(up)) {
    if (up == ::getpid()) return true;
  }
  return false;
}

// Engine processes alive under this test (Bazel runs other tests, with
// engines of their own, at the same time; the harness's own helper
// processes are not engines).
int EngineProcesses() {
  int engines = 0;
  DIR* proc = ::opendir("/proc");
  if (proc == nullptr) return 0;
  while (const dirent* entry = ::readdir(proc)) {
    const pid_t pid = static_cast<pid_t>(std::atoi(entry->d_name));
    if (pid <= 0) continue;
    std::ifstream status(absl::StrCat("/proc/", pid, "/status"));
    std::string line;
    bool zombie = false;  // exited, its entry not yet reaped: no process
    while (std::getline(status, line)) {
      if (line.rfind("State:", 0) == 0) zombie = line.find('Z') != std::string::npos;
    }
    std::ifstream command(absl::StrCat("/proc/", pid, "/cmdline"));
    std::string text;
    std::getline(command, text, '\0');
    engines += !zombie && text == "engines/reversi/reversi_engine" && DescendsFromThisTest(pid);
  }
  ::closedir(proc);
  return engines;
}

harness::TournamentRun SwissRun(const std::string& results) {
  harness::TournamentRun run = MakeRun(Ladder(11), 2, results);
  run.config.set_format(Config::SWISS);
  run.config.mutable_format_settings()->set_rounds(4);
  run.config.set_concurrency(2);
  return run;
}

TEST(FormatsTest, ASwissStoppedMidRoundResumesIntoTheGamesOfAnUninterruptedRun) {
  const std::string whole_path = ScratchPath("swiss_whole/results.jsonl");
  harness::TournamentRun whole = SwissRun(whole_path);
  int most_engines = 0;
  whole.on_record = [&](const tourney::v1::GameRecord&) {
    most_engines = std::max(most_engines, EngineProcesses());
    return false;
  };
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> uninterrupted =
      harness::RunTournament(whole);
  ASSERT_TRUE(uninterrupted.ok()) << uninterrupted.status();
  // 11 engines, 4 rounds: 5 matches of 2 games and a bye each round.
  ASSERT_EQ(uninterrupted->size(), 4u * (5 * 2 + 1));
  int byes = 0;
  std::map<std::string, int> byes_of;
  for (const tourney::v1::GameRecord& record : *uninterrupted) {
    if (!harness::IsBye(record)) continue;
    ++byes;
    EXPECT_EQ(++byes_of[record.players(0).name()], 1) << "a second bye while avoidable";
  }
  EXPECT_EQ(byes, 4);
  // 11 engines is more than a worker keeps up: 2 workers x 2 seats.
  EXPECT_LE(most_engines, 4);
  EXPECT_GT(most_engines, 0);

  // Stopped in the middle of round 3, then resumed.
  const std::string split_path = ScratchPath("swiss_split/results.jsonl");
  harness::TournamentRun first = SwissRun(split_path);
  int seen = 0;
  first.on_record = [&](const tourney::v1::GameRecord&) { return ++seen == 27; };
  first.config.set_concurrency(1);
  ASSERT_TRUE(harness::RunTournament(first).ok());
  harness::TournamentRun rest = SwissRun(split_path);
  rest.resume = true;
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> resumed = harness::RunTournament(rest);
  ASSERT_TRUE(resumed.ok()) << resumed.status();
  EXPECT_EQ(Keys(*resumed), Keys(*uninterrupted));
}

TEST(FormatsTest, AKnockoutPlaysItsBracketToOneChampion) {
  harness::TournamentRun run = MakeRun(Ladder(6), 2, ScratchPath("knockout/results.jsonl"));
  run.config.set_format(Config::KNOCKOUT);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  // 6 engines in a bracket of 8: round 1 has 2 matches (seeds 1 and 2 have
  // byes), round 2 two, the final one; each match one pair and, when tied,
  // up to 2 more.
  std::map<int, std::map<int, int>> games;  // round -> match -> games
  for (const tourney::v1::GameRecord& record : *records) games[record.round()][record.match()]++;
  ASSERT_EQ(games.size(), 3u);
  EXPECT_EQ(games[1].size(), 2u);
  EXPECT_EQ(games[2].size(), 2u);
  EXPECT_EQ(games[3].size(), 1u);
  for (const auto& [round, matches] : games) {
    for (const auto& [match, count] : matches) {
      EXPECT_TRUE(count == 2 || count == 4 || count == 6) << round << "/" << match << ": " << count;
    }
  }
}

// The Swiss table's rating column prints what the ratings report prints:
// engines set aside for winning or losing every game against the rest show
// their limit or "n/a", never the tie-break's sentinel (it printed
// -999999 and +999999).
TEST(FormatsTest, TheSwissTableShowsNoPlaceholderRating) {
  harness::TournamentRun run =
      MakeRun({"name=strong1,builtin=reversi,option.eval=seed,option.depth=3",
               "name=strong2,builtin=reversi,option.eval=seed,option.depth=3",
               "name=random1,builtin=random", "name=random2,builtin=random"},
              2, ScratchPath("swiss-table/results.jsonl"));
  run.config.set_format(Config::SWISS);
  run.config.mutable_format_settings()->set_rounds(2);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  absl::StatusOr<std::unique_ptr<const harness::ResolvedTournament>> resolved =
      harness::ResolvedTournament::Resolve(run.config);
  ASSERT_TRUE(resolved.ok()) << resolved.status();
  const std::optional<harness::FormatStandings> standings =
      harness::StandingsOf((*resolved)->rounds(), harness::SummaryOf(*records));
  ASSERT_TRUE(standings.has_value());
  const std::string table = harness::StandingsText(*standings);
  ASSERT_NE(table.find("Swiss standings after 2 of 2 rounds"), std::string::npos) << table;
  EXPECT_EQ(table.find("99999"), std::string::npos) << table;
  const std::string report = harness::FormatRatingsReport(*records);
  // Every engine's cell in the table is the one its ratings line shows.
  for (const char* name : {"strong1", "strong2", "random1", "random2"}) {
    const size_t row = table.find(absl::StrCat(" ", name, " "));
    const size_t line = report.find(absl::StrCat(" ", name, " "));
    ASSERT_NE(row, std::string::npos) << table;
    ASSERT_NE(line, std::string::npos) << report;
    const std::string row_text = table.substr(row, table.find('\n', row) - row);
    const std::string rating = std::string(absl::StripAsciiWhitespace(
        report.substr(line + 18, 6)));  // the elo column of the ratings table
    EXPECT_NE(row_text.find(rating), std::string::npos) << rating << " | " << row_text;
  }
}

// A Swiss of single games (--games 1): the colour rules apply in full. Six
// engines, five rounds: every match one game, no engine in the same seat
// three rounds running nor with a colour difference beyond 2 (C.04.3's
// absolute colour criteria), nobody met twice.
TEST(FormatsTest, ASwissOfSingleGamesKeepsTheColourRules) {
  harness::TournamentRun run = MakeRun(Ladder(6), 1, ScratchPath("swiss1/results.jsonl"));
  run.config.set_format(Config::SWISS);
  run.config.set_games_per_pairing(1);
  run.config.mutable_format_settings()->set_rounds(5);
  harness::ApplyDefaults(&run.config);
  ASSERT_EQ(run.config.games_per_pairing(), 1);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 5u * 3);
  std::map<std::string, std::string> colours;  // "WBW..." by engine, round by round
  std::set<std::pair<std::string, std::string>> met;
  std::map<std::pair<int, int>, int> games_of_match;
  std::vector<tourney::v1::GameRecord> by_round = *records;
  std::sort(by_round.begin(), by_round.end(),
            [](const auto& a, const auto& b) { return a.round() < b.round(); });
  for (const tourney::v1::GameRecord& record : by_round) {
    ++games_of_match[{record.round(), record.match()}];
    const std::string white = record.players(0).name(), black = record.players(1).name();
    EXPECT_TRUE(met.insert({std::min(white, black), std::max(white, black)}).second)
        << white << " met " << black << " twice";
    colours[white] += 'W';
    colours[black] += 'B';
  }
  for (const auto& [match, games] : games_of_match) EXPECT_EQ(games, 1);
  for (const auto& [engine, sequence] : colours) {
    EXPECT_EQ(sequence.find("WWW"), std::string::npos) << engine << " " << sequence;
    EXPECT_EQ(sequence.find("BBB"), std::string::npos) << engine << " " << sequence;
    const int whites = std::count(sequence.begin(), sequence.end(), 'W');
    EXPECT_LE(std::abs(2 * whites - static_cast<int>(sequence.size())), 2)
        << engine << " " << sequence;
  }
}

// The field changes on a resumed Swiss: an engine withdrawn after round 2
// keeps its games and is paired no more; a late entry plays from round 3;
// the log resumes under both (the id leaves them out), and the standings
// say which rounds each missed.
TEST(FormatsTest, AWithdrawalAndALateEntryOnAResumedSwiss) {
  const std::string path = ScratchPath("swiss_field/results.jsonl");
  harness::TournamentRun first = MakeRun(Ladder(6), 2, path);
  first.config.set_format(Config::SWISS);
  first.config.mutable_format_settings()->set_rounds(4);
  first.config.clear_seeds_per_pairing();
  harness::ApplyDefaults(&first.config);
  first.config.set_concurrency(1);
  int seen = 0;
  first.on_record = [&](const tourney::v1::GameRecord&) { return ++seen == 12; };  // 2 rounds
  ASSERT_TRUE(harness::RunTournament(first).ok());

  harness::TournamentRun rest = first;
  rest.on_record = nullptr;
  rest.resume = true;
  harness::FieldChanges changes;
  changes.withdraw = {"n2"};
  changes.enter = {*harness::ParseEngineSpec(
      "name=late,builtin=reversi,option.eval=seed,option.depth=1,option.noise=45")};
  ASSERT_TRUE(harness::ApplyFieldChanges(changes, true, &rest.config).ok());
  EXPECT_EQ(rest.config.format_settings().withdrawals(0).after_round(), 2);
  EXPECT_EQ(rest.config.format_settings().late_entries(0).round(), 3);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(rest);
  ASSERT_TRUE(records.ok()) << records.status();
  std::map<std::string, std::set<int>> rounds_of;
  for (const tourney::v1::GameRecord& record : *records) {
    for (const auto& player : record.players()) rounds_of[player.name()].insert(record.round());
  }
  EXPECT_EQ(rounds_of["n2"], (std::set<int>{1, 2}));
  EXPECT_EQ(rounds_of["late"], (std::set<int>{3, 4}));
  EXPECT_EQ(rounds_of["n0"], (std::set<int>{1, 2, 3, 4}));

  absl::StatusOr<std::unique_ptr<const harness::ResolvedTournament>> resolved =
      harness::ResolvedTournament::Resolve(rest.config);
  ASSERT_TRUE(resolved.ok()) << resolved.status();
  const std::optional<harness::FormatStandings> standings =
      harness::StandingsOf((*resolved)->rounds(), harness::SummaryOf(*records));
  ASSERT_TRUE(standings && standings->swiss);
  const std::string json = harness::StandingsJson(*standings);
  EXPECT_NE(json.find("{\"unpaired\":\"withdrawn\"}"), std::string::npos) << json;
  EXPECT_NE(json.find("{\"unpaired\":\"not entered\"}"), std::string::npos) << json;
  const std::string trf = harness::StandingsTrf(*standings, "t");
  EXPECT_NE(trf.find("XXR 4"), std::string::npos) << trf;
}

// A late entry whose engine cannot be made ready stops the resumed run and
// leaves the saved config as it was: a plain resume afterwards plays on
// (it was saved with the bad entry, and every later resume failed).
TEST(FormatsTest, ALateEntryThatFailsLeavesTheSavedConfigAlone) {
  const std::string path = ScratchPath("swiss_bad_entry/results.jsonl");
  harness::RunFlagValues first;
  first.config = MakeRun(Ladder(4), 2, path).config;
  first.config.set_format(Config::SWISS);
  first.config.mutable_format_settings()->set_rounds(3);
  first.config.clear_seeds_per_pairing();
  first.builtin_dir = "engines";
  first.quiet = true;
  absl::StatusOr<harness::PreparedRun> run = harness::PrepareRun(first);
  ASSERT_TRUE(run.ok()) << run.status();
  int seen = 0;
  run->settings.on_record = [&](const tourney::v1::GameRecord&) { return ++seen == 4; };
  ASSERT_TRUE(harness::PlayTournament(*run->tournament, run->settings).ok());
  run->settings.results_lock.reset();
  const std::string copy_path = harness::ConfigCopyPath(path);
  std::ifstream copy_in(copy_path);
  const std::string copy((std::istreambuf_iterator<char>(copy_in)),
                         std::istreambuf_iterator<char>());

  harness::RunFlagValues bad;
  bad.config = *harness::LoadTournamentConfig(copy_path);
  bad.resume = true;
  bad.builtin_dir = "engines";
  bad.quiet = true;
  bad.field_changes.enter = {*harness::ParseEngineSpec("name=late,builtin=nosuch")};
  absl::StatusOr<harness::PreparedRun> failing = harness::PrepareRun(bad);
  if (failing.ok()) {
    EXPECT_FALSE(harness::PlayTournament(*failing->tournament, failing->settings).ok());
    failing->settings.results_lock.reset();
  }
  std::ifstream after_in(copy_path);
  const std::string after((std::istreambuf_iterator<char>(after_in)),
                          std::istreambuf_iterator<char>());
  EXPECT_EQ(after, copy);

  harness::RunFlagValues plain = bad;
  plain.config = *harness::LoadTournamentConfig(copy_path);
  plain.field_changes = {};
  absl::StatusOr<harness::PreparedRun> resumed = harness::PrepareRun(plain);
  ASSERT_TRUE(resumed.ok()) << resumed.status();
  absl::StatusOr<harness::TournamentOutcome> outcome =
      harness::PlayTournament(*resumed->tournament, resumed->settings);
  ASSERT_TRUE(outcome.ok()) << outcome.status();
  EXPECT_GT(outcome->played, 0);
}

// The progress counts games, not records: a Swiss of 5 engines, 3 rounds of
// two-game matches, plays 12 games and records 3 byes besides; the line
// ends at [12/12], not [15/12]. A knockout's start line says its tie-breaks
// come on top of the games it counts.
TEST(FormatsTest, TheProgressCountsGamesNotByes) {
  harness::TournamentRun run = MakeRun(Ladder(5), 2, ScratchPath("swiss_progress/results.jsonl"));
  run.config.set_format(Config::SWISS);
  run.config.mutable_format_settings()->set_rounds(3);
  const std::string out_path = ScratchPath("swiss_progress.txt");
  run.progress = std::fopen(out_path.c_str(), "w");
  ASSERT_NE(run.progress, nullptr);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  std::fclose(run.progress);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 15u);
  std::ifstream in(out_path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find(", 12 games (12 to play)"), std::string::npos) << text;
  EXPECT_NE(text.find("[12/12] 100%"), std::string::npos) << text;
  EXPECT_EQ(text.find("[13/12]"), std::string::npos) << text;

  harness::TournamentRun knockout =
      MakeRun(Ladder(3), 2, ScratchPath("knockout_progress/results.jsonl"));
  knockout.config.set_format(Config::KNOCKOUT);
  const std::string knockout_path = ScratchPath("knockout_progress.txt");
  knockout.progress = std::fopen(knockout_path.c_str(), "w");
  ASSERT_NE(knockout.progress, nullptr);
  ASSERT_TRUE(harness::RunTournament(knockout).ok());
  std::fclose(knockout.progress);
  std::ifstream knockout_in(knockout_path);
  const std::string start((std::istreambuf_iterator<char>(knockout_in)),
                          std::istreambuf_iterator<char>());
  EXPECT_NE(start.find(", 4 games and the tie-break games tied matches need ("), std::string::npos)
      << start;
}

// Every registered format (harness/formats/format_registry.h) keeps what
// the harness builds on: its game indices stay below its layout's
// capacity, a run stopped halfway and resumed plays exactly the games of an
// uninterrupted one, and its standings and ratings are one object whatever
// order the log is read in (what the end of a run computes from the games
// as they came is what `tourney report` computes from the file).
class FormatConformanceTest : public testing::TestWithParam<const harness::FormatKind*> {
 protected:
  harness::TournamentRun Run(const std::string& path) const {
    harness::TournamentRun run = MakeRun(Ladder(5), 2, path);
    run.config.set_format(GetParam()->id());
    run.config.clear_seeds_per_pairing();  // the format's own default
    run.config.clear_format_settings();
    run.config.clear_gauntlet_engine();
    harness::ApplyDefaults(&run.config);
    run.config.set_concurrency(2);
    return run;
  }
};

TEST_P(FormatConformanceTest, InRangeResumableAndOneStandings) {
  const std::string name = GetParam()->name();
  harness::TournamentRun whole = Run(ScratchPath(name + "_whole/results.jsonl"));
  harness::LogSummary as_played(0);  // what the run's live report summarises
  whole.on_record = [&](const tourney::v1::GameRecord& record) {
    as_played.Add(record);
    return false;
  };
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> uninterrupted =
      harness::RunTournament(whole);
  ASSERT_TRUE(uninterrupted.ok()) << uninterrupted.status();
  ASSERT_GE(uninterrupted->size(), 4u);
  absl::StatusOr<std::unique_ptr<const harness::ResolvedTournament>> resolved =
      harness::ResolvedTournament::Resolve(whole.config);
  ASSERT_TRUE(resolved.ok()) << resolved.status();
  const harness::FormatRounds* rounds = (*resolved)->rounds();
  EXPECT_EQ(rounds != nullptr, GetParam()->pairs_by_results());
  const int64_t capacity = rounds != nullptr ? rounds->capacity() : (*resolved)->schedule().size();
  for (const tourney::v1::GameRecord& record : *uninterrupted) {
    EXPECT_GE(record.game_index(), 0);
    EXPECT_LT(record.game_index(), capacity);
  }

  const std::string split_path = ScratchPath(name + "_split/results.jsonl");
  harness::TournamentRun first = Run(split_path);
  first.config.set_concurrency(1);
  size_t seen = 0;
  const size_t half = uninterrupted->size() / 2;
  first.on_record = [&](const tourney::v1::GameRecord&) { return ++seen == half; };
  ASSERT_TRUE(harness::RunTournament(first).ok());
  harness::TournamentRun rest = Run(split_path);
  rest.resume = true;
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> resumed = harness::RunTournament(rest);
  ASSERT_TRUE(resumed.ok()) << resumed.status();
  EXPECT_EQ(Keys(*resumed), Keys(*uninterrupted));

  // The games as the run saw them against the log read back (the end of a
  // run against `tourney report`), and in schedule order (the standings
  // do not depend on the order games finish in).
  harness::LogSummary by_log(0);
  ASSERT_TRUE(harness::VisitFirstGames(whole.config.results(), 1 << 20, [&](const auto& record) {
                by_log.Add(record);
              }).ok());
  EXPECT_EQ(harness::FormatRatingsReport(by_log), harness::FormatRatingsReport(as_played));
  const std::optional<harness::FormatStandings> standings = harness::StandingsOf(rounds, as_played);
  const std::optional<harness::FormatStandings> reread = harness::StandingsOf(rounds, by_log);
  const std::optional<harness::FormatStandings> by_schedule =
      harness::StandingsOf(rounds, harness::SummaryOf(*uninterrupted));
  ASSERT_EQ(standings.has_value(), GetParam()->pairs_by_results());
  ASSERT_EQ(reread.has_value(), standings.has_value());
  if (standings) {
    EXPECT_EQ(harness::StandingsJson(*reread), harness::StandingsJson(*standings));
    EXPECT_EQ(harness::StandingsJson(*by_schedule), harness::StandingsJson(*standings));
    EXPECT_FALSE(harness::StandingsText(*standings).empty());
  }
}

INSTANTIATE_TEST_SUITE_P(EveryFormat, FormatConformanceTest,
                         testing::ValuesIn(harness::RegisteredFormats()),
                         [](const testing::TestParamInfo<const harness::FormatKind*>& info) {
                           return std::string(info.param->name());
                         });

}  // namespace
}  // namespace tests
