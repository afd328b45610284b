// The adaptive ranking format (harness/formats/adaptive_rank.h) against
// engines of known Elo: how often its settled adjacent orders are wrong
// (against the nominal 1 - C), and how many games it used against the round
// robin that reaches the same error and the one that reaches the nominal
// error. See bench/README.md.
//
// Engines are spaced `spacing` Elo apart (a fresh random assignment of
// strengths to indices each run). A game's expected score is logistic in
// the Elo difference; draws are a fixed share `draw_rate` of games, less
// where the expected score leaves no room (P(draw) <= 2 min(E, 1 - E)),
// and the rest are wins and losses keeping the expected score: the fit,
// which counts a draw as half a win, is unbiased under this model. No
// first-move advantage. Every seat-swapped pair has its own seed (its two
// games are independent).
//
// The round robin's error at k pairs per pairing is measured over the runs
// and, for error rates too small to count, taken from the normal law of
// each adjacent difference: the fitted difference's spread over the runs
// falls like 1 / sqrt(k), so P(wrong) = Phi(-spacing sqrt(k) / c) with c
// the spread times sqrt(k) (pooled over k >= 4).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "flags/command_line.h"
#include "games/common/seeded_random.h"
#include "harness/formats/adaptive_rank.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/engine_ratings.h"

namespace {

using harness::MatchGame;

struct Model {
  std::vector<double> elo;  // per engine index
  double draw_rate = 0;
};

// One seat-swapped pair between a and b in seed `seed`.
void PlayPair(const Model& model, int a, int b, uint64_t seed, games::SeededRandom& random,
              std::vector<MatchGame>* games) {
  const double expected = 1 / (1 + std::pow(10.0, (model.elo[b] - model.elo[a]) / 400));
  const double draw = std::min(model.draw_rate, 2 * std::min(expected, 1 - expected));
  const double win = expected - draw / 2;
  auto score = [&] {
    const double x = random.Unit();
    return x < win ? 1.0 : x < win + draw ? 0.5 : 0.0;
  };
  games->push_back({1, 1, a, b, score(), seed});
  games->push_back({1, 1, b, a, 1 - score(), seed});
}

Model RandomModel(int engines, double spacing, double draw_rate, games::SeededRandom& random) {
  std::vector<int> rank(engines);
  std::iota(rank.begin(), rank.end(), 0);
  for (int i = engines - 1; i > 0; --i) std::swap(rank[i], rank[random.Below(i + 1)]);
  Model model;
  model.draw_rate = draw_rate;
  for (int r : rank) model.elo.push_back(spacing * r);
  return model;
}

// Adjacent pairs of `order` (strongest first) whose true order is reversed.
int WrongAdjacent(const Model& model, const std::vector<int>& order) {
  int wrong = 0;
  for (size_t i = 0; i + 1 < order.size(); ++i)
    wrong += model.elo[order[i]] < model.elo[order[i + 1]];
  return wrong;
}

struct Tally {
  int64_t wrong = 0, pairs = 0;  // wrongly ordered adjacent pairs, of all counted
  int runs_with_wrong = 0, runs = 0, capped = 0;
  double games = 0;  // summed over runs
};

Tally RunAdaptive(double draw_rate, int engines, double spacing,
                  const harness::RankSettings& base_settings, int runs, uint64_t seed) {
  Tally tally;
  for (int run = 0; run < runs; ++run) {
    games::SeededRandom random(games::MixSeeds(seed, run));
    const Model model = RandomModel(engines, spacing, draw_rate, random);
    harness::RankSettings settings = base_settings;
    settings.seed = random.Next();
    std::vector<MatchGame> games;
    for (int batch = 1;; ++batch) {
      const harness::RoundPlan plan = harness::PlanRankBatch(engines, batch, games, settings);
      if (plan.pairings.empty()) break;
      for (const harness::Pairing& pairing : plan.pairings) {
        PlayPair(model, pairing.a, pairing.b, games.size(), random, &games);
      }
    }
    const harness::RankState end = harness::AssessRanking(engines, games, settings);
    const bool all_settled = std::count(end.settled.begin(), end.settled.end(), false) == 0;
    const int wrong = WrongAdjacent(model, end.order);
    tally.wrong += wrong;
    tally.pairs += engines - 1;
    tally.runs_with_wrong += wrong > 0;
    tally.capped += !all_settled;
    tally.games += games.size();
    ++tally.runs;
  }
  return tally;
}

// Round robins of k pairs per pairing: the tally, and per true adjacent
// position the spread (s.d. over the runs) of the fitted difference.
struct RoundRobin {
  int k = 0;
  Tally tally;
  std::vector<double> spread;  // Elo; position j: true ranks j and j + 1 (NaN: unrated)
};

RoundRobin RunRoundRobin(double draw_rate, int engines, double spacing, int k, int runs,
                         uint64_t seed) {
  RoundRobin rr;
  rr.k = k;
  std::vector<double> count(engines - 1), sum(engines - 1), sum_squares(engines - 1);
  for (int run = 0; run < runs; ++run) {
    games::SeededRandom random(games::MixSeeds(~seed, run));
    const Model model = RandomModel(engines, spacing, draw_rate, random);
    harness::PairwiseResults results(engines);
    uint64_t pair_seed = 0;
    for (int a = 0; a < engines; ++a) {
      for (int b = a + 1; b < engines; ++b) {
        for (int p = 0; p < k; ++p) {
          std::vector<MatchGame> pair;
          PlayPair(model, a, b, pair_seed++, random, &pair);
          for (const MatchGame& game : pair) {
            results.Add(game.first, game.second, game.first_score, game.seed);
          }
        }
      }
    }
    const harness::Ratings ratings = harness::RateEngines(results);
    const int wrong = WrongAdjacent(model, ratings.Order());
    rr.tally.wrong += wrong;
    rr.tally.pairs += engines - 1;
    rr.tally.runs_with_wrong += wrong > 0;
    rr.tally.games += 2.0 * pair_seed;
    ++rr.tally.runs;
    std::vector<int> by_truth(engines);  // true rank (weakest 0) -> engine
    for (int i = 0; i < engines; ++i) by_truth[std::lround(model.elo[i] / spacing)] = i;
    for (int j = 0; j + 1 < engines; ++j) {
      const harness::EngineRating& lower = ratings.engines[by_truth[j]];
      const harness::EngineRating& upper = ratings.engines[by_truth[j + 1]];
      // An engine set aside for a perfect score has no rating to compare.
      if (lower.kind != harness::RatingKind::kRated || upper.kind != harness::RatingKind::kRated) {
        continue;
      }
      const double error = upper.elo - lower.elo - spacing;
      count[j] += 1;
      sum[j] += error;
      sum_squares[j] += error * error;
    }
  }
  for (int j = 0; j + 1 < engines; ++j) {
    const double mean = sum[j] / count[j];
    rr.spread.push_back(
        count[j] < 2
            ? NAN
            : std::sqrt(std::max(0.0, (sum_squares[j] - count[j] * mean * mean) / (count[j] - 1))));
  }
  return rr;
}

double NormalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

// Wilson score interval, 95%.
std::pair<double, double> Wilson(int64_t hits, int64_t n) {
  const double z = 1.959964, p = static_cast<double>(hits) / n;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace

namespace {

// The round robin's error rate per adjacent pair at k pairs per pairing
// (continuous k) from the normal law, c_j = spread_j sqrt(k) pooled over
// the round robins with k >= 4.
class RoundRobinModel {
 public:
  RoundRobinModel(const std::vector<RoundRobin>& rrs, double spacing) : spacing_(spacing) {
    for (size_t j = 0; j < rrs.front().spread.size(); ++j) {
      double sum = 0;
      int n = 0;
      for (const RoundRobin& rr : rrs) {
        if (rr.k < 4 || std::isnan(rr.spread[j])) continue;
        sum += rr.spread[j] * std::sqrt(rr.k);
        ++n;
      }
      if (n > 0) scale_.push_back(sum / n);
    }
  }
  double Error(double k) const {
    double sum = 0;
    for (double c : scale_) sum += NormalCdf(-spacing_ * std::sqrt(k) / c);
    return sum / scale_.size();
  }
  // The k at which Error(k) = target (bisection on log k; it falls with k).
  double PairsFor(double target) const {
    double low = std::log(1e-3), high = std::log(1e7);
    for (int i = 0; i < 100; ++i) {
      const double middle = (low + high) / 2;
      (Error(std::exp(middle)) > target ? low : high) = middle;
    }
    return std::exp((low + high) / 2);
  }

 private:
  double spacing_;
  std::vector<double> scale_;
};

bool ParseList(const std::string& text, std::vector<double>* values) {
  for (absl::string_view word : absl::StrSplit(text, ',')) {
    double value = 0;
    if (!absl::SimpleAtod(word, &value) || !(value > 0)) return false;
    values->push_back(value);
  }
  return !values->empty();
}

const std::map<std::string, harness::RankStoppingRule> kRules = {
    {"indifference", harness::RankStoppingRule::kIndifference},
    {"any_gap", harness::RankStoppingRule::kAnyGap},
    {"naive", harness::RankStoppingRule::kNaiveLos}};

bool ParseRules(const std::string& text, std::vector<std::string>* names) {
  for (absl::string_view word : absl::StrSplit(text, ',')) {
    if (kRules.count(std::string(word)) == 0) return false;
    names->emplace_back(word);
  }
  return !names->empty();
}

// The rule against the round robin at its measured error rate and at the
// nominal one (a rule far below nominal would otherwise be compared with
// a round robin far more accurate than asked for).
void PrintRule(const std::string& name, const Tally& tally, double nominal,
               const RoundRobinModel& rr, int engines) {
  const double rate = static_cast<double>(tally.wrong) / tally.pairs;
  const auto [low, high] = Wilson(tally.wrong, tally.pairs);
  const auto [run_low, run_high] = Wilson(tally.runs_with_wrong, tally.runs);
  const double games = tally.games / tally.runs;
  // No wrong order seen: compare with the round robin at the interval's top
  // (fewer games than at the true rate, so the ratio is an upper bound).
  const bool bound = tally.wrong == 0;
  const double pairings = engines * (engines - 1);
  const double rr_same = rr.PairsFor(bound ? high : rate) * pairings;
  const double rr_nominal = rr.PairsFor(nominal) * pairings;
  std::printf(
      "  %-13s %.4f [%.4f, %.4f]  %.4f   %.3f [%.3f, %.3f]  %9.0f  %4d  %9.0f%s %s%.2f  %9.0f  "
      "%.2f\n",
      name.c_str(), rate, low, high, nominal,
      static_cast<double>(tally.runs_with_wrong) / tally.runs, run_low, run_high, games,
      tally.capped, rr_same, bound ? "*" : " ", bound ? "<=" : "  ", games / rr_same, rr_nominal,
      games / rr_nominal);
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {{"engines", "16"},
                                              {"spacing", "30,60"},
                                              {"confidence", "0.95"},
                                              {"runs", "200"},
                                              {"seed", "1"},
                                              {"draw_rate", "0.3"},
                                              {"batch_pairs", "0"},
                                              {"max_games", "0"},
                                              {"tuned_gap", "30"},
                                              {"rr_pairs", "1,2,4,8,16,32,64"},
                                              {"rules", "indifference,any_gap,naive"}};
  int engines = 0, runs = 0, batch_pairs = 0;
  int64_t max_games = 0;
  uint64_t seed = 0;
  double confidence = 0, draw_rate = 0, tuned_gap = 0;
  std::vector<double> spacings, rr_pairs;
  std::vector<std::string> rule_names;
  if (!flags::ParseProgramFlags(argc, argv, "rank_simulator",
                                "--engines=N --spacing=ELO[,ELO...] --confidence=C --runs=N "
                                "--seed=S --draw_rate=D --batch_pairs=N --max_games=N "
                                "--tuned_gap=ELO --rr_pairs=K[,K...] "
                                "--rules=indifference,any_gap,naive",
                                &flags) ||
      !absl::SimpleAtoi(flags["engines"], &engines) || engines < 2 ||
      !ParseList(flags["spacing"], &spacings) ||
      !absl::SimpleAtod(flags["confidence"], &confidence) || !(confidence > 0.5) ||
      !(confidence < 1) || !absl::SimpleAtoi(flags["runs"], &runs) || runs < 2 ||
      !absl::SimpleAtoi(flags["seed"], &seed) ||
      !absl::SimpleAtod(flags["draw_rate"], &draw_rate) || draw_rate < 0 || draw_rate > 1 ||
      !absl::SimpleAtoi(flags["batch_pairs"], &batch_pairs) || batch_pairs < 0 ||
      !absl::SimpleAtoi(flags["max_games"], &max_games) || max_games < 0 ||
      !absl::SimpleAtod(flags["tuned_gap"], &tuned_gap) || !(tuned_gap > 0) ||
      !ParseList(flags["rr_pairs"], &rr_pairs) || !ParseRules(flags["rules"], &rule_names)) {
    std::fprintf(stderr,
                 "rank_simulator: --engines >= 2, --runs >= 2, --confidence in (0.5, 1), "
                 "--draw_rate in [0, 1], positive lists for --spacing and --rr_pairs, --rules "
                 "from indifference, any_gap, naive\n");
    return 2;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // a line at a time: runs take minutes
  harness::RankSettings settings;
  settings.confidence = confidence;
  settings.max_games = max_games > 0 ? max_games : int64_t{1} << 40;
  settings.batch_pairs = batch_pairs;
  settings.tuned_gap_elo = tuned_gap;
  std::printf(
      "rank_simulator: %d engines, confidence %g, %d runs, draw rate %g, batch %d pairs, cap %s, "
      "tuned gap %g Elo, seed %llu\n",
      engines, confidence, runs, draw_rate, batch_pairs > 0 ? batch_pairs : engines,
      max_games > 0 ? flags["max_games"].c_str() : "none", tuned_gap,
      static_cast<unsigned long long>(seed));
  for (double spacing : spacings) {
    std::printf("\nspacing %g Elo\n", spacing);
    std::printf(
        "  round robin: pairs/pairing  games  wrong adjacent (measured) [95%% CI]  model\n");
    std::vector<RoundRobin> rrs;
    for (double k : rr_pairs) {
      rrs.push_back(RunRoundRobin(draw_rate, engines, spacing, static_cast<int>(k), runs, seed));
    }
    const RoundRobinModel rr_model(rrs, spacing);
    for (const RoundRobin& rr : rrs) {
      const auto [low, high] = Wilson(rr.tally.wrong, rr.tally.pairs);
      std::printf("  %27d  %6.0f  %.4f [%.4f, %.4f]            %.4f\n", rr.k,
                  rr.tally.games / rr.tally.runs,
                  static_cast<double>(rr.tally.wrong) / rr.tally.pairs, low, high,
                  rr_model.Error(rr.k));
    }
    std::printf(
        "  rule          wrong adjacent [95%% CI]    nominal  runs with one [95%% CI]  mean games  "
        "capped  RR games same error  ratio  RR games nominal  ratio\n");
    for (const std::string& name : rule_names) {
      settings.rule = kRules.at(name);
      PrintRule(name, RunAdaptive(draw_rate, engines, spacing, settings, runs, seed),
                1 - confidence, rr_model, engines);
    }
  }
  return 0;
}
