#include "harness/formats/adaptive_rank.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "games/common/seeded_random.h"
#include "harness/formats/adaptive_rank_doubt.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/engine_ratings.h"
#include "harness/ratings/student_t.h"

namespace harness {
namespace {

const double kNatsPerElo = std::log(10.0) / 400;

PairwiseResults Tally(int engines, const std::vector<MatchGame>& games) {
  PairwiseResults results(engines);
  for (const MatchGame& game : games) {
    const bool valid = game.first >= 0 && game.first < engines && game.second >= 0 &&
                       game.second < engines && game.first != game.second;
    if (valid) results.Add(game.first, game.second, game.first_score, game.seed);
  }
  return results;
}

// The doubt left about "a is stronger than b" (see adaptive_rank.h).
double Doubt(const Ratings& ratings, int a, int b, const RankSettings& settings) {
  const Superiority& los = ratings.los[a][b];
  switch (los.kind) {
    case Superiority::Kind::kUnknown:
    case Superiority::Kind::kAtMost:
      return 1;
    case Superiority::Kind::kAtLeast:
      // a won every game against b in G seeds: 1 - value = 2^-G. Were b at
      // least as strong, 2^g * [a swept the first g seeds] would be a
      // nonnegative supermartingale, so this too holds under any stopping.
      return 1 - los.value;
    case Superiority::Kind::kEstimate:
      break;
  }
  if (settings.rule == RankStoppingRule::kNaiveLos || los.value >= 1) return 1 - los.value;
  // The fit's LOS is the t law's CDF at d / sd: read the Wald statistic back.
  const double z = StudentTQuantile(los.value, los.dof);
  const double difference = (ratings.engines[a].elo - ratings.engines[b].elo) * kNatsPerElo;
  if (!(z > 0) || !(difference > 0)) return 1;
  const double information = (z / difference) * (z / difference);
  const double gap = settings.tuned_gap_elo * kNatsPerElo;
  return settings.rule == RankStoppingRule::kAnyGap ? ScaleMixtureDoubt(z, information, gap)
                                                    : IndifferenceDoubt(z, information, gap);
}

// See adaptive_rank.h for each rule's argument. The whole-order guarantee
// asks each of the N - 1 adjacent orders for confidence 1 - (1 - C) / (N - 1).
double DoubtAllowed(int engines, const RankSettings& settings) {
  const double error = (1 - settings.confidence) /
                       (settings.guarantee == RankGuarantee::kWholeOrder ? engines - 1 : 1);
  switch (settings.rule) {
    case RankStoppingRule::kIndifference:
      return error / (1 + error);
    case RankStoppingRule::kAnyGap:
      return 2 * error / engines;
    case RankStoppingRule::kNaiveLos:
      break;
  }
  return error;
}

// Pairs of the first batch: random cycles through every engine, so every
// engine plays and the graph of games is connected.
std::vector<Pairing> FirstBatch(int engines, int wanted, uint64_t seed) {
  std::vector<Pairing> pairings;
  const int per_cycle = engines == 2 ? 1 : engines;
  for (uint64_t cycle = 0; pairings.empty() || static_cast<int>(pairings.size()) < wanted;
       ++cycle) {
    std::vector<int> ring(engines);
    std::iota(ring.begin(), ring.end(), 0);
    games::SeededRandom random(games::MixSeeds(seed, cycle));
    for (int i = engines - 1; i > 0; --i) std::swap(ring[i], ring[random.Below(i + 1)]);
    for (int k = 0; k < per_cycle; ++k) {
      pairings.push_back({ring[k], ring[(k + 1) % engines], 1, 0});
    }
  }
  return pairings;
}

// batch_pairs split evenly among the unsettled adjacent pairs, the least
// settled first (they get the remainder, and all of it when there are more
// unsettled pairs than room); matches interleaved so that each pair's games
// spread over the batch.
std::vector<Pairing> LaterBatch(const RankState& state, int wanted) {
  std::vector<int> unsettled;
  for (size_t i = 0; i < state.settled.size(); ++i) {
    if (!state.settled[i]) unsettled.push_back(static_cast<int>(i));
  }
  std::stable_sort(unsettled.begin(), unsettled.end(),
                   [&](int x, int y) { return state.doubt[x] > state.doubt[y]; });
  const int count = static_cast<int>(unsettled.size());
  std::vector<Pairing> pairings;
  while (count > 0 && static_cast<int>(pairings.size()) < wanted) {
    for (int i = 0; i < count && static_cast<int>(pairings.size()) < wanted; ++i) {
      const int position = unsettled[i];
      pairings.push_back({state.order[position], state.order[position + 1], 1, 0});
    }
  }
  return pairings;
}

}  // namespace

RankSettings RankSettingsOf(const tourney::v1::TournamentConfig& config) {
  RankSettings settings;
  settings.confidence = config.format_settings().confidence();
  settings.max_games = config.format_settings().max_games();
  settings.batch_pairs = config.format_settings().batch_pairs();
  settings.seed = config.seed();
  settings.tuned_gap_elo = config.format_settings().resolution_elo();
  settings.guarantee =
      config.format_settings().rank_guarantee() == tourney::v1::FormatSettings::WHOLE_ORDER
          ? RankGuarantee::kWholeOrder
          : RankGuarantee::kAdjacent;
  return settings;
}

RankState AssessRanking(int engines, const std::vector<MatchGame>& games,
                        const RankSettings& settings) {
  RankState state;
  state.games = static_cast<int64_t>(games.size());
  if (engines < 2) {
    state.order.assign(std::max(engines, 0), 0);
    state.done = true;
    state.stop = RankStop::kTooFew;
    state.why = "fewer than two engines: nothing to rank";
    return state;
  }
  const Ratings ratings = RateEngines(Tally(engines, games));
  state.order = ratings.Order();
  const double allowed = DoubtAllowed(engines, settings);
  for (int i = 0; i + 1 < engines; ++i) {
    state.doubt.push_back(Doubt(ratings, state.order[i], state.order[i + 1], settings));
    state.settled.push_back(state.doubt.back() <= allowed);
    state.settled_count += state.settled.back();
  }
  const bool all = state.settled_count == engines - 1;
  const bool capped = state.games + 2 > settings.max_games;
  state.done = all || capped;
  state.stop = all ? RankStop::kSettled : capped ? RankStop::kCap : RankStop::kPlaying;
  const std::string confidence = absl::StrFormat("%g%% confidence", 100 * settings.confidence);
  switch (state.stop) {
    case RankStop::kSettled:
      state.why = absl::StrFormat("every adjacent order settled at %s (%d of %d) after %d games",
                                  confidence, state.settled_count, engines - 1, state.games);
      break;
    case RankStop::kCap:
      state.why = absl::StrFormat(
          "stopped on the cap (%d games) with %d of %d adjacent orders settled at %s",
          settings.max_games, state.settled_count, engines - 1, confidence);
      break;
    default:
      state.why = absl::StrFormat("%d of %d adjacent orders settled at %s after %d games",
                                  state.settled_count, engines - 1, confidence, state.games);
      break;
  }
  return state;
}

const char* RankGuaranteeName(RankGuarantee guarantee) {
  return guarantee == RankGuarantee::kWholeOrder ? "whole-order" : "adjacent";
}

std::string RankGuaranteeText(const RankSettings& settings) {
  const std::string premise = absl::StrFormat(
      "if every two engines are at least %g Elo apart (the resolution)", settings.tuned_gap_elo);
  const double error = 100 * (1 - settings.confidence);
  if (settings.guarantee == RankGuarantee::kWholeOrder) {
    return absl::StrFormat(
        "Guarantee (whole-order): %s, the chance that any settled adjacent order is wrong is at "
        "most %g%% (1 - C at %g%% confidence).",
        premise, error, 100 * settings.confidence);
  }
  return absl::StrFormat(
      "Guarantee (adjacent): %s, the expected share of wrongly settled adjacent orders is at most "
      "%g%% (1 - C at %g%% confidence); the chance that some adjacent order is wrong is larger "
      "(--rank-guarantee whole-order bounds that).",
      premise, error, 100 * settings.confidence);
}

RoundPlan PlanRankBatch(int engines, int batch, const std::vector<MatchGame>& games,
                        const RankSettings& settings) {
  RoundPlan plan;
  plan.round = batch;
  const int64_t room = (settings.max_games - static_cast<int64_t>(games.size())) / 2;
  if (engines < 2 || room < 1) return plan;
  const int wanted = static_cast<int>(
      std::min<int64_t>(settings.batch_pairs > 0 ? settings.batch_pairs : engines, room));
  if (batch == 1) {
    plan.pairings = FirstBatch(engines, wanted, settings.seed);
    if (static_cast<int64_t>(plan.pairings.size()) > room) plan.pairings.resize(room);
    return plan;
  }
  const RankState state = AssessRanking(engines, games, settings);
  if (!state.done) plan.pairings = LaterBatch(state, wanted);
  return plan;
}

}  // namespace harness
