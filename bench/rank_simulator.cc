// The adaptive ranking format (harness/formats/adaptive_rank.h) against
// engines of known Elo: how often its adjacent orders are wrong at the stop
// (against the nominal 1 - C of its guarantee), how often it stopped on the
// cap, and how many games it used against the round robin that reaches the
// same error and the one that reaches the nominal error. See
// bench/README.md.
//
// Engines are spaced `spacing` Elo apart (a fresh random assignment of
// strengths to indices each run). A game's expected score is logistic in
// the Elo difference plus, for the engine in seat 0, the first-seat
// advantage: `first_seat` is seat 0's expected score between equals (0.55:
// 400 log10(0.55 / 0.45) = 34.9 Elo). The fit knows nothing of seats; the
// seat-swapped pairs cancel the advantage on average. Draws are a fixed
// share `draw_rate` of games, less where the expected score leaves no room
// (P(draw) <= 2 min(E, 1 - E)), and the rest are wins and losses keeping
// the expected score. Every seat-swapped pair has its own seed (its two
// games are independent).
//
// The error each guarantee bounds: `adjacent`, the share of adjacent orders
// wrong at the stop; `whole_order`, the share of runs with any adjacent
// order wrong at the stop. Both count every adjacent order, settled or not
// (a run stopped on the cap may leave some unsettled); "wrongly settled"
// counts the settled ones only, which is what the guarantee covers.
//
// The round robin's error at k pairs per pairing is measured over the runs
// and, for error rates too small to count, taken from the normal law of
// each adjacent difference: the fitted difference's spread over the runs
// falls like 1 / sqrt(k), so P(wrong) = Phi(-spacing sqrt(k) / c_j) with
// c_j the spread times sqrt(k) (pooled over k >= 4). Its chance of any
// wrong adjacent order is taken as 1 - prod_j (1 - P_j(wrong)): adjacent
// differences share an engine and are negatively correlated, which makes
// this a slight underestimate, second order in the P_j (the measured share
// is printed beside it).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "bench/elo_model.h"
#include "flags/command_line.h"
#include "games/common/seeded_random.h"
#include "harness/config/tournament_config.h"
#include "harness/formats/adaptive_rank.h"
#include "harness/formats/format_registry.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/engine_ratings.h"

namespace {

using harness::MatchGame;

using bench::PlayGame;
using Model = bench::EloModel;

// One seat-swapped pair between a and b in seed `seed`.
void PlayPair(const Model& model, int a, int b, uint64_t seed, games::SeededRandom& random,
              std::vector<MatchGame>* games) {
  games->push_back({1, 1, a, b, PlayGame(model, a, b, random), seed});
  games->push_back({1, 1, b, a, PlayGame(model, b, a, random), seed});
}

struct Setting {
  int engines = 0;
  double spacing = 0, draw_rate = 0, first_seat_elo = 0;
};

Model RandomModel(const Setting& setting, games::SeededRandom& random) {
  std::vector<int> rank(setting.engines);
  std::iota(rank.begin(), rank.end(), 0);
  for (int i = setting.engines - 1; i > 0; --i) std::swap(rank[i], rank[random.Below(i + 1)]);
  Model model;
  model.draw_rate = setting.draw_rate;
  model.first_seat_elo = setting.first_seat_elo;
  for (int r : rank) model.elo.push_back(setting.spacing * r);
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
  int64_t wrongly_settled = 0, settled = 0;  // adjacent orders settled, and wrong
  int runs_wrongly_settled = 0;              // runs with a wrongly settled order
  double games = 0;                          // summed over runs
};

Tally RunAdaptive(const Setting& setting, const harness::RankSettings& base_settings, int runs,
                  uint64_t seed) {
  const int engines = setting.engines;
  Tally tally;
  for (int run = 0; run < runs; ++run) {
    games::SeededRandom random(games::MixSeeds(seed, run));
    const Model model = RandomModel(setting, random);
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
    const int wrong = WrongAdjacent(model, end.order);
    int wrongly_settled = 0;
    for (int i = 0; i + 1 < engines; ++i) {
      wrongly_settled += end.settled[i] && model.elo[end.order[i]] < model.elo[end.order[i + 1]];
    }
    tally.wrong += wrong;
    tally.pairs += engines - 1;
    tally.runs_with_wrong += wrong > 0;
    tally.wrongly_settled += wrongly_settled;
    tally.settled += end.settled_count;
    tally.runs_wrongly_settled += wrongly_settled > 0;
    tally.capped += end.stop == harness::RankStop::kCap;
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

RoundRobin RunRoundRobin(const Setting& setting, int k, int runs, uint64_t seed) {
  const int engines = setting.engines;
  const double spacing = setting.spacing;
  RoundRobin rr;
  rr.k = k;
  std::vector<double> count(engines - 1), sum(engines - 1), sum_squares(engines - 1);
  for (int run = 0; run < runs; ++run) {
    games::SeededRandom random(games::MixSeeds(~seed, run));
    const Model model = RandomModel(setting, random);
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
  // The share of adjacent orders wrong (whole: the chance of any).
  double Error(double k, bool whole) const {
    double sum = 0, none = 1;
    for (double c : scale_) {
      const double wrong = NormalCdf(-spacing_ * std::sqrt(k) / c);
      sum += wrong;
      none *= 1 - wrong;
    }
    return whole ? 1 - none : sum / scale_.size();
  }
  // The k at which Error(k) = target (bisection on log k; it falls with k).
  double PairsFor(double target, bool whole) const {
    double low = std::log(1e-3), high = std::log(1e7);
    for (int i = 0; i < 100; ++i) {
      const double middle = (low + high) / 2;
      (Error(std::exp(middle), whole) > target ? low : high) = middle;
    }
    return std::exp((low + high) / 2);
  }

 private:
  double spacing_;
  std::vector<double> scale_;
};

// The harness's cap when none is given (ApplyFormatDefaults): a round
// robin's games at the default games per pairing.
int64_t DefaultCap(int engines) {
  tourney::v1::TournamentConfig config;
  config.set_format(tourney::v1::TournamentConfig::RANK);
  config.set_games_per_pairing(harness::kDefaultGamesPerPairing);
  for (int i = 0; i < engines; ++i) config.add_engines();
  harness::ApplyFormatDefaults(&config);
  return config.format_settings().max_games();
}

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

const std::map<std::string, harness::RankGuarantee> kGuarantees = {
    {"adjacent", harness::RankGuarantee::kAdjacent},
    {"whole_order", harness::RankGuarantee::kWholeOrder}};

template <typename Value>
bool ParseNames(const std::string& text, const std::map<std::string, Value>& known,
                std::vector<std::string>* names) {
  for (absl::string_view word : absl::StrSplit(text, ',')) {
    if (known.count(std::string(word)) == 0) return false;
    names->emplace_back(word);
  }
  return !names->empty();
}

std::string Interval(int64_t hits, int64_t n) {
  const auto [low, high] = Wilson(hits, n);
  return absl::StrFormat("%.4f [%.4f, %.4f]", static_cast<double>(hits) / n, low, high);
}

// The rule against the round robin at its measured error rate and at the
// nominal one (a rule far below nominal would otherwise be compared with
// a round robin far more accurate than asked for). The error is the one
// the guarantee bounds: the share of wrong adjacent orders, or of runs with
// one.
void PrintRule(const std::string& name, bool whole, const Tally& tally, double nominal,
               const RoundRobinModel& rr, int engines) {
  const int64_t hits = whole ? tally.runs_with_wrong : tally.wrong;
  const int64_t n = whole ? tally.runs : tally.pairs;
  const double rate = static_cast<double>(hits) / n;
  const double high = Wilson(hits, n).second;
  const double games = tally.games / tally.runs;
  // No wrong order seen: compare with the round robin at the interval's top
  // (fewer games than at the true rate, so the ratio is an upper bound).
  const bool bound = hits == 0;
  const double pairings = engines * (engines - 1);
  const double target = bound ? high : rate;
  const double rr_same = rr.PairsFor(target, whole) * pairings;
  const double rr_nominal = rr.PairsFor(nominal, whole) * pairings;
  // An error a round robin of one pair a pairing already beats: no ratio.
  const std::string same = target >= rr.Error(1, whole)
                               ? "        -      -"
                               : absl::StrFormat("%9.0f%s %s%.2f", rr_same, bound ? "*" : " ",
                                                 bound ? "<=" : "  ", games / rr_same);
  std::printf("  %-26s %s  %.4f  %s  %.4f  %.3f  %9.0f  %s  %9.0f  %.2f\n", name.c_str(),
              Interval(hits, n).c_str(), nominal,
              (whole ? Interval(tally.runs_wrongly_settled, tally.runs)
                     : Interval(tally.wrongly_settled, tally.pairs))
                  .c_str(),
              whole ? static_cast<double>(tally.wrong) / tally.pairs
                    : static_cast<double>(tally.runs_with_wrong) / tally.runs,
              static_cast<double>(tally.capped) / tally.runs, games, same.c_str(), rr_nominal,
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
                                              {"first_seat", "0.5"},
                                              {"batch_pairs", "0"},
                                              {"max_games", "default"},
                                              {"tuned_gap", "30"},
                                              {"rr_pairs", "1,2,4,8,16,32,64"},
                                              {"rules", "indifference,any_gap,naive"},
                                              {"guarantees", "adjacent"}};
  int runs = 0, batch_pairs = 0;
  int64_t max_games = 0;
  uint64_t seed = 0;
  double confidence = 0, draw_rate = 0, first_seat = 0, tuned_gap = 0;
  std::vector<double> engine_counts, spacings, rr_pairs;
  std::vector<std::string> rule_names, guarantee_names;
  const bool parsed = flags::ParseProgramFlags(
      argc, argv, "rank_simulator",
      "--engines=N[,N...] --spacing=ELO[,ELO...] --confidence=C --runs=N --seed=S "
      "--draw_rate=D --first_seat=P --batch_pairs=N --max_games=N|default --tuned_gap=ELO "
      "--rr_pairs=K[,K...] --rules=indifference,any_gap,naive --guarantees=adjacent,whole_order",
      &flags);
  const bool default_cap = flags["max_games"] == "default";
  bool engines_ok = ParseList(flags["engines"], &engine_counts);
  for (double count : engine_counts)
    engines_ok = engines_ok && count >= 2 && count == std::floor(count);
  if (!parsed || !engines_ok || !ParseList(flags["spacing"], &spacings) ||
      !absl::SimpleAtod(flags["confidence"], &confidence) || !(confidence > 0.5) ||
      !(confidence < 1) || !absl::SimpleAtoi(flags["runs"], &runs) || runs < 2 ||
      !absl::SimpleAtoi(flags["seed"], &seed) ||
      !absl::SimpleAtod(flags["draw_rate"], &draw_rate) || draw_rate < 0 || draw_rate > 1 ||
      !absl::SimpleAtod(flags["first_seat"], &first_seat) || !(first_seat > 0) ||
      !(first_seat < 1) || !absl::SimpleAtoi(flags["batch_pairs"], &batch_pairs) ||
      batch_pairs < 0 ||
      !(default_cap || (absl::SimpleAtoi(flags["max_games"], &max_games) && max_games >= 0)) ||
      !absl::SimpleAtod(flags["tuned_gap"], &tuned_gap) || !(tuned_gap > 0) ||
      !ParseList(flags["rr_pairs"], &rr_pairs) ||
      !ParseNames(flags["rules"], kRules, &rule_names) ||
      !ParseNames(flags["guarantees"], kGuarantees, &guarantee_names)) {
    std::fprintf(stderr,
                 "rank_simulator: --engines >= 2 each, --runs >= 2, --confidence in (0.5, 1), "
                 "--draw_rate in [0, 1], --first_seat in (0, 1), --max_games a count or "
                 "default, positive lists for --spacing and --rr_pairs, --rules from "
                 "indifference, any_gap, naive, --guarantees from adjacent, whole_order\n");
    return 2;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // a line at a time: runs take minutes
  const double first_seat_elo = 400 * std::log10(first_seat / (1 - first_seat));
  std::printf(
      "rank_simulator: confidence %g, %d runs, draw rate %g, first seat %g (%.1f Elo), batch %s "
      "pairs, cap %s, tuned gap %g Elo, seed %llu\n",
      confidence, runs, draw_rate, first_seat, first_seat_elo,
      batch_pairs > 0 ? flags["batch_pairs"].c_str() : "engine count",
      default_cap     ? "the harness's default (a round robin's games)"
      : max_games > 0 ? flags["max_games"].c_str()
                      : "none",
      tuned_gap, static_cast<unsigned long long>(seed));
  for (double count : engine_counts) {
    const int engines = static_cast<int>(count);
    harness::RankSettings settings;
    settings.confidence = confidence;
    settings.batch_pairs = batch_pairs;
    settings.tuned_gap_elo = tuned_gap;
    settings.max_games = default_cap     ? DefaultCap(engines)
                         : max_games > 0 ? max_games
                                         : int64_t{1} << 40;
    for (double spacing : spacings) {
      const Setting setting{engines, spacing, draw_rate, first_seat_elo};
      std::printf("\n%d engines, spacing %g Elo, cap %s\n", engines, spacing,
                  settings.max_games < (int64_t{1} << 40)
                      ? absl::StrCat(settings.max_games, " games").c_str()
                      : "none");
      std::printf(
          "  round robin: pairs/pairing  games  wrong adjacent (measured) [95%% CI]  model  "
          "runs with one (measured)  model\n");
      std::vector<RoundRobin> rrs;
      for (double k : rr_pairs) {
        rrs.push_back(RunRoundRobin(setting, static_cast<int>(k), runs, seed));
      }
      const RoundRobinModel rr_model(rrs, spacing);
      for (const RoundRobin& rr : rrs) {
        std::printf(
            "  %27d  %6.0f  %s            %.4f  %s  %.4f\n", rr.k, rr.tally.games / rr.tally.runs,
            Interval(rr.tally.wrong, rr.tally.pairs).c_str(), rr_model.Error(rr.k, false),
            Interval(rr.tally.runs_with_wrong, rr.tally.runs).c_str(), rr_model.Error(rr.k, true));
      }
      std::printf(
          "  rule/guarantee             error [95%% CI]            nominal  wrongly settled "
          "[95%% CI]   other   capped  mean games  RR games same error  ratio  RR games "
          "nominal  ratio\n"
          "  (error, wrongly settled: adjacent, shares of adjacent orders; whole_order, of runs; "
          "other: the runs with a wrong order, or the share of wrong orders)\n");
      for (const std::string& rule : rule_names) {
        for (const std::string& guarantee : guarantee_names) {
          settings.rule = kRules.at(rule);
          settings.guarantee = kGuarantees.at(guarantee);
          const bool whole = settings.guarantee == harness::RankGuarantee::kWholeOrder;
          PrintRule(rule + "/" + guarantee, whole, RunAdaptive(setting, settings, runs, seed),
                    1 - confidence, rr_model, engines);
        }
      }
    }
  }
  return 0;
}
