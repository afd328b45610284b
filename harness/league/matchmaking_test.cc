#include "harness/league/matchmaking.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

VersionState Rated(int64_t id, double elo, double margin95, int64_t games = 100) {
  VersionState version;
  version.id = id;
  version.elo = elo;
  version.margin95 = margin95;
  version.games = version.fitted_games = games;
  return version;
}

VersionState Unrated(int64_t id) {
  VersionState version;
  version.id = id;
  return version;
}

std::pair<int64_t, int64_t> Unordered(const Match& match) {
  return {std::min(match.first, match.second), std::max(match.first, match.second)};
}

// A league that plays every pick at once and keeps the window as a server
// would; ratings stay as given (no refit).
class League {
 public:
  League(std::vector<VersionState> versions, const MatchmakingSettings& settings)
      : settings_(settings) {
    input_.versions = std::move(versions);
  }

  // Picks and plays the next pair; the window's counts before it are kept
  // in `before` for the checks.
  Match Step(uint64_t seed) {
    before_ = counts_;
    const std::optional<Match> match = NextMatch(input_, settings_, seed);
    EXPECT_TRUE(match.has_value());
    const auto pair = Unordered(*match);
    window_.push_back(pair);
    counts_[pair] += 2;
    while (2 * static_cast<int>(window_.size()) > settings_.window_games) {
      if ((counts_[window_.front()] -= 2) == 0) counts_.erase(window_.front());
      window_.pop_front();
    }
    input_.recent.clear();
    for (const auto& [p, games] : counts_) input_.recent.push_back({p.first, p.second, games});
    for (VersionState& version : input_.versions) {
      if (version.id == match->first || version.id == match->second) version.games += 2;
    }
    return *match;
  }

  int WindowGames() const { return 2 * static_cast<int>(window_.size()); }
  int VersionGames(const std::map<std::pair<int64_t, int64_t>, int>& counts, int64_t id) const {
    int games = 0;
    for (const auto& [pair, count] : counts)
      games += (pair.first == id || pair.second == id) * count;
    return games;
  }
  const std::map<std::pair<int64_t, int64_t>, int>& counts() const { return counts_; }
  const std::map<std::pair<int64_t, int64_t>, int>& before() const { return before_; }
  const MatchmakingInput& input() const { return input_; }

 private:
  MatchmakingSettings settings_;
  MatchmakingInput input_;
  std::deque<std::pair<int64_t, int64_t>> window_;
  std::map<std::pair<int64_t, int64_t>, int> counts_, before_;
};

TEST(MatchmakingTest, NoPairWithFewerThanTwoVersions) {
  MatchmakingInput input;
  EXPECT_FALSE(NextMatch(input, {}, 1).has_value());
  input.versions.push_back(Rated(7, 0, 50));
  EXPECT_FALSE(NextMatch(input, {}, 1).has_value());
}

TEST(MatchmakingTest, TwoVersionsKeepPlayingPastTheCaps) {
  MatchmakingSettings settings;
  settings.window_games = 100;
  League league({Unrated(1), Unrated(2)}, settings);
  std::map<MatchReason, int> reasons;
  for (int i = 0; i < 60; ++i) {
    const Match match = league.Step(i);
    EXPECT_EQ(Unordered(match), std::make_pair(int64_t{1}, int64_t{2}));
    ++reasons[match.reason];
  }
  // Placement first, then the pair cap (8 games) is past: a cap never idles
  // the league.
  EXPECT_EQ(reasons[MatchReason::kPlacement], settings.placement_pairs);
  EXPECT_GT(reasons[MatchReason::kCapsRelaxed], 0);
}

TEST(MatchmakingTest, PairsInFlightAreNotPlayedTwice) {
  MatchmakingInput input;
  input.versions = {Rated(1, 0, 100), Rated(2, 0, 100), Rated(3, 400, 100)};
  input.in_flight = {{2, 1}};
  for (uint64_t seed = 0; seed < 50; ++seed) {
    const std::optional<Match> match = NextMatch(input, {}, seed);
    ASSERT_TRUE(match.has_value());
    EXPECT_NE(Unordered(*match), std::make_pair(int64_t{1}, int64_t{2}));
  }
  input.in_flight = {{1, 2}, {3, 1}, {2, 3}};
  EXPECT_FALSE(NextMatch(input, {}, 1).has_value());
}

TEST(MatchmakingTest, SameSeedSameMatchWhateverTheInputOrder) {
  MatchmakingInput input;
  for (int i = 0; i < 12; ++i) input.versions.push_back(Unrated(10 + i));
  std::set<std::pair<int64_t, int64_t>> seen;
  for (uint64_t seed = 0; seed < 20; ++seed) {
    const std::optional<Match> match = NextMatch(input, {}, seed);
    MatchmakingInput reversed = input;
    std::reverse(reversed.versions.begin(), reversed.versions.end());
    const std::optional<Match> again = NextMatch(reversed, {}, seed);
    ASSERT_TRUE(match && again);
    EXPECT_EQ(match->first, again->first);
    EXPECT_EQ(match->second, again->second);
    seen.insert(Unordered(*match));
  }
  // Nothing to choose between at a league's start: the seed chooses.
  EXPECT_GT(seen.size(), 5u);
}

TEST(MatchmakingTest, PlacementSpreadsOverTheLaddersQuantiles) {
  MatchmakingSettings settings;
  settings.placement_pairs = 5;
  std::vector<VersionState> versions;
  for (int i = 0; i <= 20; ++i) versions.push_back(Rated(i, 100.0 * i, 60));
  versions.push_back(Unrated(99));
  League league(versions, settings);
  std::vector<double> opponents;
  for (int pick = 0; pick < 5; ++pick) {
    const Match match = league.Step(pick);
    EXPECT_EQ(match.reason, MatchReason::kPlacement);
    ASSERT_TRUE(match.first == 99 || match.second == 99);
    opponents.push_back(100.0 * (match.first == 99 ? match.second : match.first));
  }
  // The 0.5, 0.3, 0.7, 0.1, 0.9 quantiles of 21 ratings 0..2000, in turn.
  EXPECT_EQ(opponents, (std::vector<double>{1000, 600, 1400, 200, 1800}));
  // Placed: the next pick is not placement.
  EXPECT_NE(league.Step(5).reason, MatchReason::kPlacement);
}

TEST(MatchmakingTest, InformationGoesToCloseUncertainPairs) {
  MatchmakingInput input;
  input.versions = {Rated(1, 0, 60),    Rated(2, 20, 60),   Rated(3, 600, 60),
                    Rated(4, 620, 150), Rated(5, 640, 150), Rated(6, 1400, 150)};
  const std::optional<Match> match = NextMatch(input, {}, 3);
  ASSERT_TRUE(match.has_value());
  EXPECT_EQ(match->reason, MatchReason::kInformation);
  EXPECT_EQ(Unordered(*match), std::make_pair(int64_t{4}, int64_t{5}));
}

// Two close, uncertain versions the rule would play forever, and an
// outlier no game with is informative: the caps hold in every window, and
// the outlier keeps its share.
TEST(MatchmakingTest, CapsHoldAndNoVersionStarves) {
  MatchmakingSettings settings;
  settings.window_games = 200;
  std::vector<VersionState> versions = {Rated(0, 0, 300), Rated(1, 5, 300), Rated(2, 3000, 10)};
  for (int i = 3; i < 12; ++i) versions.push_back(Rated(i, 150.0 * i, 40));
  League league(versions, settings);
  int outlier_games = 0, relaxed = 0;
  for (int pick = 0; pick < 3000; ++pick) {
    const Match match = league.Step(pick);
    const auto pair = Unordered(match);
    outlier_games += 2 * (pair.first == 2 || pair.second == 2);
    if (match.reason == MatchReason::kCapsRelaxed) {
      ++relaxed;
      continue;
    }
    const auto it = league.before().find(pair);
    EXPECT_LE((it == league.before().end() ? 0 : it->second) + 2, settings.max_pair_games);
    const double fair = 2.0 * league.WindowGames() / versions.size();
    const double full = 2.0 * settings.window_games / versions.size();
    for (const VersionState& version : versions) {
      EXPECT_LE(league.VersionGames(league.before(), version.id), settings.max_version_share * full)
          << version.id;
      if (league.WindowGames() == settings.window_games) {
        // A starved version plays within a pick or two.
        EXPECT_GE(league.VersionGames(league.counts(), version.id) + 4,
                  settings.min_version_share * fair)
            << version.id;
      }
    }
  }
  EXPECT_EQ(relaxed, 0);
  const double fair_all_time = 2.0 * 3000 * 2 / versions.size();
  EXPECT_GE(outlier_games, settings.min_version_share * fair_all_time - 4);
}

}  // namespace
}  // namespace harness
