// Swiss pairing over simulated tournaments with random results, checked
// against exhaustive search over every legal pairing on small counts: no
// rematch while any pairing avoids one (C1), a bye only to one of those with
// the fewest (C2) and of the lowest score any such pairing allows (C4),
// everyone present paired exactly once, and the same plan from the same
// games in any order.
#include <algorithm>
#include <functional>
#include <vector>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"
#include "harness/formats/swiss.h"

namespace harness {
namespace {

// What the test itself keeps of the rounds so far.
struct Tally {
  explicit Tally(int n) : points(n, 0), byes(n, 0), met(n, std::vector<int>(n, 0)) {}
  std::vector<double> points;
  std::vector<int> byes;
  std::vector<std::vector<int>> met;
};

// Every legal pairing of a round (the bye to one of those with the fewest
// byes): `visit(bye, pairs)` for each, bye -1 for an even count.
void ForEachLegalPairing(
    int n, const Tally& tally,
    const std::function<void(int, const std::vector<std::pair<int, int>>&)>& visit) {
  const int fewest = *std::min_element(tally.byes.begin(), tally.byes.end());
  std::vector<bool> used(n, false);
  std::vector<std::pair<int, int>> pairs;
  std::function<void(int)> match = [&](int bye) {
    int first = 0;
    while (first < n && used[first]) ++first;
    if (first == n) return visit(bye, pairs);
    used[first] = true;
    for (int v = first + 1; v < n; ++v) {
      if (used[v]) continue;
      used[v] = true;
      pairs.push_back({first, v});
      match(bye);
      pairs.pop_back();
      used[v] = false;
    }
    used[first] = false;
  };
  if (n % 2 == 0) return match(-1);
  for (int bye = 0; bye < n; ++bye) {
    if (tally.byes[bye] != fewest) continue;
    used[bye] = true;
    match(bye);
    used[bye] = false;
  }
}

// The most times any pair of a pairing has met before.
int MostMet(const std::vector<std::pair<int, int>>& pairs, const Tally& tally) {
  int most = 0;
  for (auto [u, v] : pairs) most = std::max(most, tally.met[u][v]);
  return most;
}

// Checks one round's plan against exhaustive search: rematches only when
// every legal pairing has them (and then no pair more often than needed),
// and the bye to an engine of the lowest score among those that some such
// pairing gives it to (the Dutch system's completion criterion; which one
// of that score is then the quality criteria's choice).
void CheckAgainstEverySolution(int n, const Tally& tally, const RoundPlan& plan) {
  int least_most_met = 1 << 20;
  ForEachLegalPairing(n, tally, [&](int, const std::vector<std::pair<int, int>>& pairs) {
    least_most_met = std::min(least_most_met, MostMet(pairs, tally));
  });
  std::vector<bool> may_have_bye(n, false);
  ForEachLegalPairing(n, tally, [&](int bye, const std::vector<std::pair<int, int>>& pairs) {
    if (bye >= 0 && MostMet(pairs, tally) == least_most_met) may_have_bye[bye] = true;
  });
  std::vector<std::pair<int, int>> ours;
  int our_bye = -1;
  for (const Pairing& p : plan.pairings) {
    if (p.b == Pairing::kBye) {
      our_bye = p.a;
    } else {
      ours.push_back({p.a, p.b});
    }
  }
  EXPECT_EQ(MostMet(ours, tally), least_most_met) << "round " << plan.round;
  if (n % 2 == 0) return;
  double lowest = 1e9;
  for (int e = 0; e < n; ++e) {
    if (may_have_bye[e]) lowest = std::min(lowest, tally.points[e]);
  }
  ASSERT_GE(our_bye, 0);
  EXPECT_TRUE(may_have_bye[our_bye]) << "round " << plan.round;
  EXPECT_EQ(tally.points[our_bye], lowest) << "round " << plan.round;
}

// Plays a plan with random results into `games` and `tally`.
void Play(const RoundPlan& plan, games::SeededRandom& random, std::vector<MatchGame>* games,
          Tally* tally) {
  for (const Pairing& p : plan.pairings) {
    if (p.b == Pairing::kBye) {
      tally->points[p.a] += 2 * p.pairs;
      ++tally->byes[p.a];
      games->push_back(MatchGame{plan.round, 0, p.a, Pairing::kBye, 2.0 * p.pairs, 0, 0});
      continue;
    }
    ++tally->met[p.a][p.b];
    ++tally->met[p.b][p.a];
    for (int g = 0; g < 2 * p.pairs; ++g) {
      const double score = 0.5 * random.Below(3);
      const int first = g % 2 ? p.b : p.a, second = g % 2 ? p.a : p.b;
      games->push_back(MatchGame{plan.round, 0, first, second, score, static_cast<uint64_t>(g), g});
      tally->points[first] += score;
      tally->points[second] += 1 - score;
    }
  }
}

TEST(SwissPropertyTest, SimulatedTournamentsKeepThePairingRules) {
  for (int n = 2; n <= 40; ++n) {
    for (uint64_t seed : {1, 2, 3}) {
      SCOPED_TRACE(testing::Message() << n << " engines, seed " << seed);
      const bool exhaustive = n <= 10;
      // Small counts play past a round robin, so rematches become unavoidable.
      const int rounds = exhaustive ? n + 1 : 8;
      const int pairs_per_match = 1 + seed % 2;
      games::SeededRandom random(seed * 1000 + n);
      SwissField field;
      field.engines = n;
      field.games_per_match = 2 * pairs_per_match;
      field.rounds = rounds;
      std::vector<MatchGame> games;
      Tally tally(n);
      for (int round = 1; round <= rounds; ++round) {
        const RoundPlan plan = PairSwissRound(field, round, games, seed);
        ASSERT_EQ(plan.round, round);
        // Everyone exactly once, the one bye of an odd count last.
        std::vector<int> seen(n, 0);
        for (const Pairing& p : plan.pairings) {
          ++seen[p.a];
          if (p.b != Pairing::kBye) ++seen[p.b];
          EXPECT_EQ(p.pairs, pairs_per_match);
        }
        EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), n) << "round " << round;
        const int byes = std::count_if(plan.pairings.begin(), plan.pairings.end(),
                                       [](const Pairing& p) { return p.b == Pairing::kBye; });
        ASSERT_EQ(byes, n % 2) << "round " << round;
        if (n % 2) {
          EXPECT_EQ(plan.pairings.back().b, Pairing::kBye);
          const int fewest = *std::min_element(tally.byes.begin(), tally.byes.end());
          EXPECT_EQ(tally.byes[plan.pairings.back().a], fewest) << "round " << round;
        }
        if (exhaustive) CheckAgainstEverySolution(n, tally, plan);
        Play(plan, random, &games, &tally);
      }
      // The games in another order plan every round the same, and so does
      // a second call (deterministic).
      std::vector<MatchGame> shuffled = games;
      for (size_t i = shuffled.size(); i > 1; --i)
        std::swap(shuffled[i - 1], shuffled[random.Below(i)]);
      for (int r = 1; r <= rounds; r += 3) {
        const RoundPlan planned = PairSwissRound(field, r, games, seed);
        const RoundPlan replanned = PairSwissRound(field, r, shuffled, seed);
        ASSERT_EQ(replanned.pairings.size(), planned.pairings.size());
        for (size_t m = 0; m < planned.pairings.size(); ++m) {
          EXPECT_EQ(replanned.pairings[m].a, planned.pairings[m].a);
          EXPECT_EQ(replanned.pairings[m].b, planned.pairings[m].b);
        }
      }
    }
  }
}

}  // namespace
}  // namespace harness
