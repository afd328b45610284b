#include "harness/plan/format_rounds.h"

#include <algorithm>

#include "harness/config/format_settings.h"
#include "harness/formats/adaptive_rank.h"
#include "harness/formats/knockout.h"
#include "harness/formats/swiss.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

using Config = tourney::v1::TournamentConfig;

int BracketSize(int engines) {
  int size = 1;
  while (size < engines) size *= 2;
  return size;
}

// Engine indices in the config's seed order (names the harness resolved),
// then any engine it does not name, in config order.
std::vector<int> SeedOrder(const Config& config) {
  std::vector<int> order;
  std::vector<bool> placed(config.engines_size());
  for (const std::string& name : config.format_settings().seed_order()) {
    for (int i = 0; i < config.engines_size(); ++i) {
      if (config.engines(i).name() == name && !placed[i]) {
        order.push_back(i);
        placed[i] = true;
      }
    }
  }
  for (int i = 0; i < config.engines_size(); ++i) {
    if (!placed[i]) order.push_back(i);
  }
  return order;
}

}  // namespace

SwissField SwissFieldOf(const Config& config) {
  SwissField field;
  field.engines = config.engines_size();
  field.games_per_match = 2 * PairsPerMatch(config);
  field.rounds = config.format_settings().rounds();
  return field;
}

FormatRounds::FormatRounds(const Config& config, const std::vector<Opening>* openings)
    : config_(config),
      engines_(config.engines_size()),
      pairs_per_match_(PairsPerMatch(config)),
      openings_(openings != nullptr && !openings->empty() ? openings : nullptr),
      order_(config.openings(), config.seed(),
             openings_ != nullptr ? static_cast<int>(openings_->size()) : 0) {
  const tourney::v1::FormatSettings& settings = config.format_settings();
  switch (config.format()) {
    case Config::SWISS:
      rounds_ = settings.rounds();
      matches_ = (engines_ + 1) / 2;
      pairs_ = pairs_per_match_;
      break;
    case Config::KNOCKOUT: {
      seed_order_ = SeedOrder(config);
      const int size = BracketSize(engines_);
      for (int slots = size; slots > 1; slots /= 2) ++rounds_;
      matches_ = size / 2;
      pairs_ = pairs_per_match_ + settings.tiebreak_pairs();
      break;
    }
    default: {  // RANK: a batch a round, one pair a match
      const int64_t batch = std::max(1, settings.batch_pairs());
      const int64_t cycles = (batch + engines_ - 1) / engines_;
      matches_ = std::max(batch, cycles * engines_);
      rounds_ = settings.max_games() / 2 + 1;
      pairs_ = 1;
      break;
    }
  }
}

int64_t FormatRounds::ExpectedGames() const {
  switch (config_.format()) {
    case Config::SWISS:
      return rounds_ * (engines_ / 2) * pairs_per_match_ * 2;
    case Config::KNOCKOUT:
      return int64_t{engines_ - 1} * pairs_per_match_ * 2;
    default:
      return config_.format_settings().max_games();
  }
}

RoundPlan FormatRounds::Plan(int round, const std::vector<MatchGame>& games) const {
  switch (config_.format()) {
    case Config::SWISS:
      return PairSwissRound(SwissFieldOf(config_), round, games, config_.seed());
    case Config::KNOCKOUT:
      return PlanKnockoutRound(seed_order_, games, pairs_per_match_,
                               config_.format_settings().tiebreak_pairs());
    default: {
      std::vector<MatchGame> before;
      for (const MatchGame& game : games) {
        if (game.round < round) before.push_back(game);
      }
      return PlanRankBatch(engines_, round, before, RankSettingsOf(config_));
    }
  }
}

std::optional<FormatRound> FormatRounds::Next(const std::vector<MatchGame>& games,
                                              const GameIndexSet& finished) const {
  // A knockout's plan is the bracket's next need, whatever round it is in;
  // a Swiss round is a function of the rounds before it, so only the last
  // round with a result and the one after it are planned; rank batches are
  // planned in turn until one is unfinished.
  if (config_.format() == Config::KNOCKOUT) {
    RoundPlan plan = Plan(0, games);
    if (plan.pairings.empty()) return std::nullopt;
    return Lay(plan.round, std::move(plan));
  }
  int first_round = 1;
  if (config_.format() == Config::SWISS) {
    for (const MatchGame& game : games) {
      first_round = std::max<int64_t>(first_round, std::min<int64_t>(game.round, rounds_));
    }
  }
  for (int round = first_round; round <= rounds_; ++round) {
    RoundPlan plan = Plan(round, games);
    if (plan.pairings.empty()) return std::nullopt;
    FormatRound laid = Lay(round, std::move(plan));
    for (const ScheduledGame& game : laid.games) {
      if (!finished.Contains(game.game_index)) return laid;
    }
  }
  return std::nullopt;
}

FormatRound FormatRounds::Lay(int round, RoundPlan plan) const {
  FormatRound laid;
  laid.round = round;
  for (size_t m = 0; m < plan.pairings.size(); ++m) {
    const Pairing& pairing = plan.pairings[m];
    const int match = static_cast<int>(m) + 1;
    if (pairing.b == Pairing::kBye) {
      laid.games.push_back(GameOf(round, match, 0, 0, pairing.a, Pairing::kBye));
      continue;
    }
    for (int pair = pairing.first_pair; pair < pairing.first_pair + pairing.pairs; ++pair) {
      for (int rotation = 0; rotation < 2; ++rotation) {
        laid.games.push_back(GameOf(round, match, pair, rotation, pairing.a, pairing.b));
      }
    }
  }
  laid.plan = std::move(plan);
  return laid;
}

ScheduledGame FormatRounds::GameOf(int round, int match, int pair, int rotation, int a,
                                   int b) const {
  ScheduledGame game;
  game.round = round;
  game.match = match;
  game.pair_index = ((round - 1) * matches_ + (match - 1)) * pairs_ + pair;
  game.game_index = game.pair_index * 2 + rotation;
  // Every match of a round plays the same seeds and openings, pair by pair,
  // as a round robin's pairings do; unless each pairing is to have its own
  // (seeds_per_pairing), or the pairs are the rank format's units.
  const bool own_seeds = config_.seeds_per_pairing() || config_.format() == Config::RANK;
  const int64_t pair_number = own_seeds ? game.pair_index : (round - 1) * pairs_ + pair;
  game.seed = PairSeed(config_.seed(), pair_number);
  if (openings_ != nullptr) game.opening = &(*openings_)[order_.ForRotation(pair_number)];
  if (b == Pairing::kBye) {
    game.seats = {a};
  } else {
    game.seats = rotation == 0 ? std::vector<int>{a, b} : std::vector<int>{b, a};
  }
  return game;
}

std::optional<MatchGame> FormatRounds::ToMatchGame(const tourney::v1::GameRecord& record) const {
  if (record.round() <= 0) return std::nullopt;
  MatchGame game;
  game.round = record.round();
  game.match = record.match();
  if (IsBye(record)) {
    // A Swiss bye: it scores every game of a match.
    if (config_.format() != Config::SWISS || record.players_size() != 1) return std::nullopt;
    game.first = -1;
    for (int i = 0; i < engines_; ++i) {
      if (config_.engines(i).name() == record.players(0).name()) game.first = i;
    }
    if (game.first < 0) return std::nullopt;
    game.second = Pairing::kBye;
    game.first_score = 2 * pairs_per_match_;
    game.seed = record.seed();
    return game;
  }
  if (record.players_size() != 2 || record.scores_size() != 2) return std::nullopt;
  game.game = static_cast<int>(record.game_index() % (pairs_ * 2));
  game.first = game.second = -1;
  for (int i = 0; i < engines_; ++i) {
    if (config_.engines(i).name() == record.players(0).name()) game.first = i;
    if (config_.engines(i).name() == record.players(1).name()) game.second = i;
  }
  if (game.first < 0 || game.second < 0) return std::nullopt;
  game.first_score = record.scores(0);
  game.seed = record.seed();
  return game;
}

}  // namespace harness
