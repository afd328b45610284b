#include "harness/formats/swiss.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "games/common/seeded_random.h"
#include "harness/formats/perfect_matching.h"

namespace harness {
namespace {

// What the rounds planned so far say about each engine.
class SwissHistory {
 public:
  explicit SwissHistory(int engines)
      : engines_(engines),
        points_(engines, 0),
        byes_(engines, 0),
        first_seats_(engines, 0),
        meetings_(engines * engines, 0) {}

  // A round's plan and its games (scores; a bye scores every game of a match).
  void Record(const RoundPlan& plan, const std::vector<MatchGame>& games, int pairs_per_match) {
    for (const Pairing& pairing : plan.pairings) {
      if (pairing.b == Pairing::kBye) {
        points_[pairing.a] += 2 * pairs_per_match;
        ++byes_[pairing.a];
      } else {
        ++meetings_[pairing.a * engines_ + pairing.b];
        ++meetings_[pairing.b * engines_ + pairing.a];
        ++first_seats_[pairing.a];
      }
    }
    for (const MatchGame& game : games) {
      points_[game.first] += game.first_score;
      points_[game.second] += 1 - game.first_score;
    }
  }

  int engines() const { return engines_; }
  double Points(int e) const { return points_[e]; }
  int Byes(int e) const { return byes_[e]; }
  int FirstSeats(int e) const { return first_seats_[e]; }
  int Met(int a, int b) const { return meetings_[a * engines_ + b]; }
  int MostMet() const { return *std::max_element(meetings_.begin(), meetings_.end()); }
  int FewestByes() const { return *std::min_element(byes_.begin(), byes_.end()); }

 private:
  int engines_;
  std::vector<double> points_;
  std::vector<int> byes_;
  std::vector<int> first_seats_;  // matches begun in seat 0
  std::vector<int> meetings_;     // engines_ x engines_
};

// Engines by points, the seeding (index) breaking ties.
std::vector<int> Ranking(const SwissHistory& history) {
  std::vector<int> ranking(history.engines());
  for (int e = 0; e < history.engines(); ++e) ranking[e] = e;
  std::stable_sort(ranking.begin(), ranking.end(),
                   [&](int x, int y) { return history.Points(x) > history.Points(y); });
  return ranking;
}

// The opponents of `rest[0]`, the best-ranked engine left, most wanted
// first: fewest earlier meetings, nearest score, then within its score
// group (the leading engines of `rest` with its score, g of them) the one
// half the group below it, those after that one, then those above it from
// the lowest up (the Dutch system's transpositions, in short).
std::vector<int> PreferenceOrder(const std::vector<int>& rest, const SwissHistory& history) {
  const int u = rest[0];
  int group = 1;
  while (group < static_cast<int>(rest.size()) &&
         history.Points(rest[group]) == history.Points(u)) {
    ++group;
  }
  const int ideal = group / 2;
  std::vector<std::tuple<int, double, int, int>> keyed;  // met, gap, order, engine
  for (int p = 1; p < static_cast<int>(rest.size()); ++p) {
    const int v = rest[p];
    const int order = p >= ideal ? p - ideal : group - 1 - p;
    keyed.emplace_back(history.Met(u, v), std::abs(history.Points(u) - history.Points(v)), order,
                       v);
  }
  std::sort(keyed.begin(), keyed.end());
  std::vector<int> order;
  for (const auto& key : keyed) order.push_back(std::get<3>(key));
  return order;
}

// The pairing of u and v with seat 0 first to the one that has begun fewer
// matches there; on a tie, a coin drawn from the seed.
Pairing Seated(int u, int v, const SwissHistory& history, int round, int pairs_per_match,
               uint64_t seed) {
  Pairing pairing;
  pairing.pairs = pairs_per_match;
  const int low = std::min(u, v), high = std::max(u, v);
  if (history.FirstSeats(u) != history.FirstSeats(v)) {
    pairing.a = history.FirstSeats(u) < history.FirstSeats(v) ? u : v;
  } else {
    const uint64_t coin = games::MixSeeds(games::MixSeeds(seed, round), low * 65536 + high);
    pairing.a = coin & 1 ? low : high;
  }
  pairing.b = pairing.a == u ? v : u;
  return pairing;
}

// The round's pairings from a matcher whose allowed edges have a perfect
// matching: the bye to the lowest-ranked engine allowed one, then board by
// board the best-ranked engine left against its most wanted opponent that
// leaves the rest pairable.
RoundPlan PairGreedily(PerfectMatcher& matcher, const SwissHistory& history, int round,
                       int pairs_per_match, uint64_t seed) {
  const int engines = history.engines();
  const std::vector<int> ranking = Ranking(history);
  RoundPlan plan;
  plan.round = round;
  Pairing bye;
  if (engines % 2 == 1) {
    for (auto e = ranking.rbegin(); e != ranking.rend(); ++e) {
      if (matcher.Allowed(*e, engines) && matcher.TryFix(*e, engines)) {
        bye.a = *e;
        bye.pairs = pairs_per_match;
        break;
      }
    }
  }
  std::vector<int> rest;
  for (int e : ranking) {
    if (!matcher.Fixed(e)) rest.push_back(e);
  }
  while (!rest.empty()) {
    // u's partner in the matcher's perfect matching always fits, so some
    // opponent is taken.
    const int u = rest[0];
    for (int v : PreferenceOrder(rest, history)) {
      if (!matcher.Allowed(u, v) || !matcher.TryFix(u, v)) continue;
      plan.pairings.push_back(Seated(u, v, history, round, pairs_per_match, seed));
      rest.erase(std::remove_if(rest.begin(), rest.end(), [&](int e) { return e == u || e == v; }),
                 rest.end());
      break;
    }
  }
  if (engines % 2 == 1) plan.pairings.push_back(bye);
  return plan;
}

RoundPlan PairRound(const SwissHistory& history, int round, int pairs_per_match, uint64_t seed) {
  const int engines = history.engines();
  const bool odd = engines % 2 == 1;
  const int bye_vertex = engines;  // an odd count's bye: one more vertex
  // A bye only ever goes to one of those with the fewest byes (a bye is a
  // match won). Rematches are allowed only when no pairing avoids them:
  // first pairs that met at most once, and so on; once every pair is
  // allowed, a pairing exists.
  for (int met_at_most = 0;; ++met_at_most) {
    PerfectMatcher matcher(engines + odd);
    for (int u = 0; u < engines; ++u) {
      for (int v = u + 1; v < engines; ++v) {
        if (history.Met(u, v) <= met_at_most) matcher.AllowEdge(u, v);
      }
      if (odd && history.Byes(u) == history.FewestByes()) matcher.AllowEdge(u, bye_vertex);
    }
    if (matcher.Solve()) return PairGreedily(matcher, history, round, pairs_per_match, seed);
  }
}

}  // namespace

std::vector<RoundPlan> PlanSwissRounds(int engines, int rounds, const std::vector<MatchGame>& games,
                                       int pairs_per_match, uint64_t seed) {
  std::vector<std::vector<MatchGame>> games_of_round(rounds + 1);
  for (const MatchGame& game : games) {
    const bool engines_known = game.first >= 0 && game.first < engines && game.second >= 0 &&
                               game.second < engines && game.first != game.second;
    if (engines_known && game.round >= 1 && game.round < rounds) {
      games_of_round[game.round].push_back(game);
    }
  }
  std::vector<RoundPlan> plans;
  if (engines <= 0) return plans;
  SwissHistory history(engines);
  for (int round = 1; round <= rounds; ++round) {
    plans.push_back(PairRound(history, round, pairs_per_match, seed));
    history.Record(plans.back(), games_of_round[round], pairs_per_match);
  }
  return plans;
}

RoundPlan PairSwissRound(int engines, int round, const std::vector<MatchGame>& games,
                         int pairs_per_match, uint64_t seed) {
  std::vector<RoundPlan> plans = PlanSwissRounds(engines, round, games, pairs_per_match, seed);
  if (plans.empty()) return RoundPlan{round, {}};
  return plans.back();
}

}  // namespace harness
