// The conformance suite every registered game passes, modelled on
// OpenSpiel's basic_tests: each check runs for every registry row, every
// variant the row lists and every seat count the variant allows, from seeded
// random playouts, with no code for any particular game. A new row is
// covered by adding it to the registry.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "games/common/conformance/cases.h"
#include "games/common/conformance/playout.h"
#include "games/common/conformance/refused_actions.h"
#include "games/common/conformance/snapshot.h"
#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "gtest/gtest.h"
#include "protocol/action_match.h"

namespace games::conformance {
namespace {

using testing::AssertionFailure;
using testing::AssertionResult;
using testing::AssertionSuccess;

// Play per variant and check, in legal actions listed (see Budget). The
// basic playout check plays at least 1 000 games of every variant at every
// seat count (so thousands per variant with several seat counts); the suite
// takes about 13 s with -c opt, the tests' default mode. The checks that try
// every legal action at every ply get less.
// CONFORMANCE_SCALE=N multiplies all play for a deeper run: N=10 gives
// thousands of games for most variants in about two minutes unoptimised,
// `bazel test //games/common:conformance_test --test_env=CONFORMANCE_SCALE=10`.
constexpr Budget kPlayoutBudget{300'000, 1000};
constexpr Budget kOutcomeBudget{150'000, 1};
constexpr Budget kEveryActionBudget{20'000, 1};
constexpr Budget kHiddenBudget{15'000, 1};
// Seeds per case for the replay checks.
constexpr int kReplaySeeds = 5;
// Actions legal earlier in a game tried again at each ply.
constexpr int kEarlierTries = 2;
// Games per case in which a redraw must reach another seat's view.
constexpr int kRedrawSearchGames = 20;

int Scale() {
  static const int scale = [] {
    const char* text = std::getenv("CONFORMANCE_SCALE");
    int value = 1;
    return text != nullptr && absl::SimpleAtoi(text, &value) && value > 0 ? value : 1;
  }();
  return scale;
}

Budget Scaled(Budget budget) {
  budget.legal_actions *= Scale();
  return budget;
}

const char* FaultName(ActionFault fault) {
  switch (fault) {
    case ActionFault::kNone:
      return "accepted";
    case ActionFault::kWrongGame:
      return "kWrongGame";
    case ActionFault::kMalformed:
      return "kMalformed";
    case ActionFault::kIllegal:
      return "kIllegal";
  }
  return "?";
}

void Report(const Case& c, const Played& played, const std::string& also = "") {
  std::cout << "[conformance] " << testing::UnitTest::GetInstance()->current_test_info()->name()
            << " " << c.Label() << ": " << played.games << " games, " << played.plies << " plies, "
            << played.legal_actions << " legal actions listed" << also << std::endl;
}

// Compares a game with another that must be the same: record, every
// seat's view, legal actions, what a replay viewer reads (hidden record,
// position text) and outcome.
AssertionResult SameGame(const Game& expected, const Game& actual, const Where& where) {
  const std::string difference = Difference(TakeSnapshot(expected), TakeSnapshot(actual));
  if (!difference.empty()) return AssertionFailure() << where << ": " << difference;
  if (expected.PositionText().empty()) return AssertionFailure() << where << ": no position text";
  if (expected.PositionText() != actual.PositionText() ||
      expected.HiddenRecord() != actual.HiddenRecord()) {
    return AssertionFailure() << where << ": the position text or hidden record differs: '"
                              << expected.PositionText() << "' / '" << actual.PositionText() << "'";
  }
  if (expected.IsOver()) {
    const Outcome want = expected.GetOutcome(), got = actual.GetOutcome();
    if (want.scores != got.scores || want.points != got.points) {
      return AssertionFailure() << where << ": the outcome differs";
    }
  }
  return AssertionSuccess();
}

// Applies `actions` to a new game of `c` from `seed`; each must be accepted.
AssertionResult Replay(const Case& c, uint64_t seed, const std::vector<bot::v1::Action>& actions,
                       std::unique_ptr<Game>* out) {
  absl::StatusOr<std::unique_ptr<Game>> game = c.NewGame(seed);
  if (!game.ok()) return AssertionFailure() << c.Label() << ": " << game.status();
  for (size_t ply = 0; ply < actions.size(); ++ply) {
    const ApplyResult applied = (*game)->Apply(actions[ply]);
    if (!applied.ok()) {
      return AssertionFailure() << Where{&c, seed, static_cast<int>(ply)} << ": replaying "
                                << actions[ply].ShortDebugString()
                                << " was refused: " << applied.detail;
    }
  }
  *out = *std::move(game);
  return AssertionSuccess();
}

class ConformanceTest : public testing::TestWithParam<Case> {};

// (a) Every game ends, and keeps the basics at every ply (playout.h).
TEST_P(ConformanceTest, RandomPlayoutsEndKeepingTheBasics) {
  Played played;
  EXPECT_TRUE(PlayBudget(GetParam(), Scaled(kPlayoutBudget), NoPlyCheck, NoGameCheck, &played));
  Report(GetParam(), played);
}

// (b) Every listed action is accepted, tried on a clone that leaves the
// game itself alone.
TEST_P(ConformanceTest, EveryListedActionIsAccepted) {
  const Case& c = GetParam();
  auto check = [&c](Game& game, const std::vector<bot::v1::Action>& legal,
                    const Where& where) -> AssertionResult {
    const Snapshot before = TakeSnapshot(game);
    for (const bot::v1::Action& action : legal) {
      if (GameFieldOf(action) != c.type->id) {
        return AssertionFailure() << where << ": a legal action for another game: "
                                  << action.ShortDebugString();
      }
      std::unique_ptr<Game> clone = game.Clone();
      const ApplyResult applied = clone->Apply(action);
      if (!applied.ok()) {
        return AssertionFailure() << where << ": the listed " << action.ShortDebugString()
                                  << " was refused: " << applied.detail;
      }
      if (clone->Plies() != before.plies + 1) {
        return AssertionFailure() << where << ": Plies() went from " << before.plies << " to "
                                  << clone->Plies();
      }
    }
    const std::string changed = Difference(before, TakeSnapshot(game));
    if (!changed.empty()) {
      return AssertionFailure() << where << ": playing on clones changed the game: " << changed;
    }
    return AssertionSuccess();
  };
  Played played;
  EXPECT_TRUE(PlayBudget(c, Scaled(kEveryActionBudget), check, NoGameCheck, &played));
  Report(c, played);
}

// (b) What must be refused is refused with the right fault and changes
// nothing: no action, another game's (each other game in turn, one a ply),
// the game's own choosing nothing, and (when the list is complete) actions
// legal earlier but not listed now.
TEST_P(ConformanceTest, RefusalsHaveTheRightFaultAndChangeNothing) {
  const Case& c = GetParam();
  const std::vector<bot::v1::Action> other_games = ActionsOfOtherGames(c.type->id);
  const std::optional<bot::v1::Action> choosing_nothing = ActionChoosingNothing(c.type->id);
  std::vector<bot::v1::Action> earlier;  // legal at an earlier ply of this game
  SeededRandom sampler(1);
  auto check = [&](Game& game, const std::vector<bot::v1::Action>& legal,
                   const Where& where) -> AssertionResult {
    if (where.ply == 0) earlier.clear();
    // Each refusal is compared by the record and the counters, the ply's
    // refusals together by everything (views and legal actions are costly).
    const Snapshot before = TakeSnapshot(game);
    const Snapshot before_record = TakeSnapshot(game, Parts::kRecord);
    auto refuse = [&](const bot::v1::Action& action, ActionFault fault, ActionFault also_fine,
                      const char* what) -> AssertionResult {
      const ApplyResult result = game.Apply(action);
      if (result.fault != fault && result.fault != also_fine) {
        return AssertionFailure() << where << ": " << what << " {" << action.ShortDebugString()
                                  << "} got " << FaultName(result.fault) << " (" << result.detail
                                  << "), expected " << FaultName(fault);
      }
      const std::string changed = Difference(before_record, TakeSnapshot(game, Parts::kRecord));
      if (!changed.empty()) {
        return AssertionFailure() << where << ": refusing " << what
                                  << " changed the game: " << changed;
      }
      return AssertionSuccess();
    };
    AssertionResult result =
        refuse(bot::v1::Action(), ActionFault::kWrongGame, ActionFault::kWrongGame, "no action");
    if (result && !other_games.empty()) {
      result = refuse(other_games[where.ply % other_games.size()], ActionFault::kWrongGame,
                      ActionFault::kWrongGame, "another game's action");
    }
    if (result && choosing_nothing) {
      result = refuse(*choosing_nothing, ActionFault::kMalformed, ActionFault::kMalformed,
                      "an action choosing nothing");
    }
    if (result && game.LegalActionsAreComplete() && !earlier.empty()) {
      const google::protobuf::RepeatedPtrField<bot::v1::Action> listed(legal.begin(), legal.end());
      for (int i = 0; result && i < kEarlierTries; ++i) {
        const bot::v1::Action& old = earlier[sampler.Below(earlier.size())];
        if (protocol::FindAction(listed, old) >= 0) continue;
        result = refuse(old, ActionFault::kIllegal, ActionFault::kMalformed,
                        "an action legal earlier, not listed now");
      }
    }
    if (result) {
      const std::string changed = Difference(before, TakeSnapshot(game));
      if (!changed.empty()) {
        result = AssertionFailure()
                 << where << ": the refusals of this ply changed the game: " << changed;
      }
    }
    earlier.push_back(legal[sampler.Below(legal.size())]);
    return result;
  };
  Played played;
  EXPECT_TRUE(PlayBudget(c, Scaled(kEveryActionBudget), check, NoGameCheck, &played));
  Report(c, played);
}

// (c) The same seed and the same actions give the same game.
TEST_P(ConformanceTest, TheSameSeedReplaysTheSameGame) {
  const Case& c = GetParam();
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(kReplaySeeds * Scale()); ++seed) {
    Playout first, second;
    ASSERT_TRUE(PlayOut(c, seed, PlayerSeed(seed), NoPlyCheck, &first));
    ASSERT_TRUE(PlayOut(c, seed, PlayerSeed(seed), NoPlyCheck, &second));
    const Where end{&c, seed, first.game->Plies()};
    ASSERT_TRUE(SameGame(*first.game, *second.game, end))
        << " (the same seed and player played twice)";
    std::unique_ptr<Game> replayed;
    ASSERT_TRUE(Replay(c, seed, first.actions, &replayed));
    ASSERT_TRUE(SameGame(*first.game, *replayed, end)) << " (the actions replayed)";
  }
}

// (c) A game whose row says its seed deals chance differs under another
// seed (same player); one whose row says not is the same game.
TEST_P(ConformanceTest, TheSeedDealsChanceExactlyWhenTheRowSaysSo) {
  const Case& c = GetParam();
  constexpr uint64_t kOtherSeeds = 1'000'000;
  int differing = 0;
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(kReplaySeeds * Scale()); ++seed) {
    Playout game;
    ASSERT_TRUE(PlayOut(c, seed, PlayerSeed(seed), NoPlyCheck, &game));
    if (c.type->chance) {
      Playout other;
      ASSERT_TRUE(PlayOut(c, seed + kOtherSeeds, PlayerSeed(seed), NoPlyCheck, &other));
      differing += game.game->Record() != other.game->Record();
    } else {
      std::unique_ptr<Game> replayed;
      ASSERT_TRUE(Replay(c, seed + kOtherSeeds, game.actions, &replayed));
      ASSERT_TRUE(
          SameGame(*game.game, *replayed, Where{&c, seed + kOtherSeeds, game.game->Plies()}))
          << " (the row says its seed deals no chance)";
    }
  }
  if (c.type->chance) {
    EXPECT_GT(differing, 0) << c.Label() << ": the row says its seed deals chance, yet "
                            << kReplaySeeds * Scale()
                            << " games played alike under other seeds were the same";
  }
}

// (d) Redrawing what the rules hide from a seat leaves that seat's view
// (and, for the seat to move, its legal actions) as it was; where the row
// declares no hidden information it may change no seat's view.
AssertionResult CheckRedraws(const Case& c, Game& game, const Where& where,
                             int64_t* others_changed) {
  const Snapshot before = TakeSnapshot(game);
  for (int seat = 0; seat < c.seats; ++seat) {
    bot::v1::Observation view;
    view.ParseFromString(before.views[seat]);
    if (GameFieldOf(view) != c.type->id) {
      return AssertionFailure() << where << ": seat " << seat << "'s view is for game '"
                                << GameFieldOf(view) << "'";
    }
    std::unique_ptr<Game> redrawn = game.Clone();
    redrawn->RedrawHidden(seat, MixSeeds(where.seed, static_cast<uint64_t>(where.ply) * 64 + seat));
    const Snapshot after =
        TakeSnapshot(*redrawn, seat == before.seat_to_move ? Parts::kAll : Parts::kViews);
    if (after.views[seat] != before.views[seat]) {
      return AssertionFailure() << where << ": RedrawHidden(" << seat
                                << ") changed that seat's own view, so it "
                                << "shows what the rules hide from it: "
                                << ViewChange(seat, before.views[seat], after.views[seat]);
    }
    if (after.seat_to_move != before.seat_to_move || after.plies != before.plies ||
        (seat == before.seat_to_move && after.legal != before.legal)) {
      return AssertionFailure() << where << ": RedrawHidden(" << seat
                                << ") changed the turn or the legal actions "
                                << "of the seat to move: " << Difference(before, after);
    }
    for (int other = 0; other < c.seats; ++other) {
      if (other == seat || after.views[other] == before.views[other]) continue;
      if (c.type->hidden_information.empty()) {
        return AssertionFailure() << where
                                  << ": the row declares no hidden information, yet RedrawHidden("
                                  << seat << ") changed another view: "
                                  << ViewChange(other, before.views[other], after.views[other]);
      }
      ++*others_changed;
    }
  }
  return AssertionSuccess();
}

TEST_P(ConformanceTest, RedrawingWhatASeatMayNotSeeLeavesItsViewAlone) {
  const Case& c = GetParam();
  int64_t others_changed = 0;
  auto check = [&](Game& game, const std::vector<bot::v1::Action>&, const Where& where) {
    return CheckRedraws(c, game, where, &others_changed);
  };
  auto at_end = [&](const Playout& playout, uint64_t seed) {
    return CheckRedraws(c, *playout.game, Where{&c, seed, playout.game->Plies()}, &others_changed);
  };
  Played played;
  EXPECT_TRUE(PlayBudget(c, Scaled(kHiddenBudget), check, at_end, &played));
  Report(c, played, absl::StrCat(", ", others_changed, " other seats' views changed by redraws"));
}

// (e) Scores are shares in [0, 1] summing to seats / 2; a lone seat scores 1
// (Outcome in game.h).
TEST_P(ConformanceTest, OutcomeScoresAreSharesSummingToHalfTheSeats) {
  const Case& c = GetParam();
  auto check = [&c](const Playout& playout, uint64_t seed) -> AssertionResult {
    const Outcome outcome = playout.game->GetOutcome();
    const Where end{&c, seed, playout.game->Plies()};
    if (static_cast<int>(outcome.scores.size()) != c.seats ||
        static_cast<int>(outcome.points.size()) != c.seats) {
      return AssertionFailure() << end << ": " << outcome.scores.size() << " scores and "
                                << outcome.points.size() << " points";
    }
    double sum = 0;
    for (double score : outcome.scores) {
      if (!(score >= 0 && score <= 1)) {
        return AssertionFailure() << end << ": score " << score << " outside [0, 1]";
      }
      sum += score;
    }
    const double expected = c.seats == 1 ? 1.0 : c.seats / 2.0;
    if (std::abs(sum - expected) > 1e-9) {
      return AssertionFailure() << end << ": the scores sum to " << sum << ", not " << expected;
    }
    return AssertionSuccess();
  };
  Played played;
  EXPECT_TRUE(PlayBudget(c, Scaled(kOutcomeBudget), NoPlyCheck, check, &played));
  Report(c, played);
}

// True if `game`'s record is where `record` is heading: `record` itself at
// the end, or extended by some legal action. One ply of lookahead: records
// separate moves by spaces, so a move's text may be the start of another's
// (Nim Tetris "I0@a1" of "I0@a10", Da Vinci "joker@1" of "joker@11").
bool LeadsTo(const Game& game, const std::string& record) {
  if (game.IsOver()) return game.Record() == record;
  for (const bot::v1::Action& action : game.LegalActions()) {
    std::unique_ptr<Game> next = game.Clone();
    if (next->Apply(action).ok() && absl::StartsWith(record, next->Record())) return true;
  }
  return false;
}

// (f) The record determines the game: replayed from the same seed, at each
// ply exactly one legal action keeps the record on the way to the final
// one, and the end is the same game.
TEST_P(ConformanceTest, TheRecordReplaysToTheSameGame) {
  const Case& c = GetParam();
  auto check = [&c](const Playout& playout, uint64_t seed) -> AssertionResult {
    const std::string& record = playout.game->Record();
    absl::StatusOr<std::unique_ptr<Game>> created = c.NewGame(seed);
    if (!created.ok()) return AssertionFailure() << c.Label() << ": " << created.status();
    std::unique_ptr<Game> replay = *std::move(created);
    for (Where where{&c, seed, 0}; !replay->IsOver(); ++where.ply) {
      if (where.ply >= kPlyCap) return AssertionFailure() << where << ": the replay does not end";
      std::vector<std::unique_ptr<Game>> matching;
      for (const bot::v1::Action& action : replay->LegalActions()) {
        std::unique_ptr<Game> next = replay->Clone();
        if (next->Apply(action).ok() && absl::StartsWith(record, next->Record())) {
          matching.push_back(std::move(next));
        }
      }
      if (matching.size() > 1) {
        std::vector<std::unique_ptr<Game>> leading;
        for (std::unique_ptr<Game>& next : matching) {
          if (LeadsTo(*next, record)) leading.push_back(std::move(next));
        }
        matching = std::move(leading);
      }
      if (matching.size() != 1) {
        return AssertionFailure() << where << ": " << matching.size()
                                  << " legal actions continue the record towards '" << record
                                  << "' from '" << replay->Record() << "'";
      }
      replay = std::move(matching.front());
    }
    return SameGame(*playout.game, *replay, Where{&c, seed, replay->Plies()});
  };
  Played played;
  EXPECT_TRUE(PlayBudget(c, Scaled(kEveryActionBudget), NoPlyCheck, check, &played));
  Report(c, played);
}

INSTANTIATE_TEST_SUITE_P(Registry, ConformanceTest, testing::ValuesIn(AllCases()),
                         [](const testing::TestParamInfo<Case>& info) {
                           return info.param.TestName();
                         });

class MoveNotationTest : public testing::TestWithParam<Case> {};

// (g) Where the row reads move sequences (opening suites), a game's own
// record read back as actions replays, from the same seed, to the same game.
TEST_P(MoveNotationTest, TheRecordReadsBackAsItsActions) {
  const Case& c = GetParam();
  // An opening is checked once, on one seed, for all games it starts.
  EXPECT_FALSE(c.type->chance) << c.Label() << ": a row that reads move sequences deals no chance";
  auto check = [&c](const Playout& playout, uint64_t seed) -> AssertionResult {
    absl::StatusOr<std::vector<bot::v1::Action>> actions =
        c.type->parse_moves(playout.game->Record());
    if (!actions.ok()) {
      return AssertionFailure() << Where{&c, seed, playout.game->Plies()} << ": the record '"
                                << playout.game->Record()
                                << "' does not read back: " << actions.status();
    }
    std::unique_ptr<Game> replayed;
    AssertionResult result = Replay(c, seed, *actions, &replayed);
    if (!result) return result;
    return SameGame(*playout.game, *replayed, Where{&c, seed, replayed->Plies()});
  };
  Played played;
  EXPECT_TRUE(PlayBudget(c, Scaled(kEveryActionBudget), NoPlyCheck, check, &played));
  Report(c, played);
}

INSTANTIATE_TEST_SUITE_P(Registry, MoveNotationTest, testing::ValuesIn([] {
                           std::vector<Case> cases;
                           for (const Case& c : AllCases()) {
                             if (c.type->parse_moves) cases.push_back(c);
                           }
                           return cases;
                         }()),
                         [](const testing::TestParamInfo<Case>& info) {
                           return info.param.TestName();
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(MoveNotationTest);

class RowTest : public testing::TestWithParam<const GameType*> {};

// The row creates each variant for exactly the seat counts it lists.
TEST_P(RowTest, VariantsAreCreatedForTheirSeatCountsOnly) {
  const GameType& type = *GetParam();
  ASSERT_FALSE(type.variants.empty()) << type.id;
  EXPECT_LE(type.min_seats, type.max_seats) << type.id;
  for (const VariantInfo& variant : type.variants) {
    const std::vector<int> allowed = SeatCountsOf(type, variant);
    for (int seats = type.min_seats; seats <= type.max_seats; ++seats) {
      const bool listed = std::find(allowed.begin(), allowed.end(), seats) != allowed.end();
      absl::StatusOr<std::unique_ptr<Game>> game = type.create(variant.name, 1, seats);
      EXPECT_EQ(game.ok(), listed)
          << type.id << "/" << variant.name << ", " << seats
          << " seats: " << (game.ok() ? "created" : game.status().ToString());
    }
  }
  // "" is the default: the first variant.
  const int seats = SeatCountsOf(type, type.variants.front()).front();
  absl::StatusOr<std::unique_ptr<Game>> by_default = type.create("", 7, seats);
  absl::StatusOr<std::unique_ptr<Game>> first = type.create(type.variants.front().name, 7, seats);
  ASSERT_TRUE(by_default.ok() && first.ok()) << type.id;
  const std::string default_view = ViewOf(**by_default, 0), first_view = ViewOf(**first, 0);
  EXPECT_EQ(default_view, first_view)
      << type.id
      << ": variant \"\" is not the first variant: " << ViewChange(0, first_view, default_view);
}

INSTANTIATE_TEST_SUITE_P(Registry, RowTest, testing::ValuesIn([] {
                           std::vector<const GameType*> rows;
                           for (const GameType& type : RegisteredGames()) rows.push_back(&type);
                           return rows;
                         }()),
                         [](const testing::TestParamInfo<const GameType*>& info) {
                           return info.param->id;
                         });

class HiddenInformationRowTest : public testing::TestWithParam<const GameType*> {};

// (d) Where a row declares hidden information, RedrawHidden reaches it:
// some redraw for one seat changes another seat's view, so the check above
// can fail.
TEST_P(HiddenInformationRowTest, RedrawHiddenChangesAnotherSeatsView) {
  const GameType& type = *GetParam();
  int64_t others_changed = 0;
  for (const Case& c : CasesOf(type)) {
    for (uint64_t seed = 1; seed <= kRedrawSearchGames && others_changed == 0; ++seed) {
      Playout playout;
      ASSERT_TRUE(PlayOut(
          c, seed, PlayerSeed(seed),
          [&](Game& game, const std::vector<bot::v1::Action>&, const Where& where) {
            return CheckRedraws(c, game, where, &others_changed);
          },
          &playout));
    }
  }
  EXPECT_GT(others_changed, 0) << type.id << " declares hidden information ("
                               << type.hidden_information
                               << "), yet RedrawHidden never changed another seat's view";
}

INSTANTIATE_TEST_SUITE_P(Registry, HiddenInformationRowTest, testing::ValuesIn([] {
                           std::vector<const GameType*> rows;
                           for (const GameType& type : RegisteredGames()) {
                             if (!type.hidden_information.empty()) rows.push_back(&type);
                           }
                           return rows;
                         }()),
                         [](const testing::TestParamInfo<const GameType*>& info) {
                           return info.param->id;
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(HiddenInformationRowTest);

}  // namespace
}  // namespace games::conformance
