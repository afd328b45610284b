#include "harness/plan/format_rounds.h"

#include <algorithm>

#include "harness/formats/format_registry.h"
#include "harness/results/results_log.h"

namespace harness {

FormatRounds::FormatRounds(const tourney::v1::TournamentConfig& config,
                           const std::vector<Opening>* openings)
    : config_(config),
      format_(FormatOf(config)),
      context_(config),
      layout_(format_.Layout(context_)),
      openings_(openings != nullptr && !openings->empty() ? openings : nullptr),
      order_(config.openings(), config.seed(),
             openings_ != nullptr ? static_cast<int>(openings_->size()) : 0) {}

std::optional<FormatRound> FormatRounds::Next(const std::vector<MatchGame>& games,
                                              const GameIndexSet& finished) const {
  int round = std::max(1, LastRound(games));
  // The last round with a game is planned again (it may be unfinished);
  // once it is whole, the next. A round can hold at most capacity() games,
  // so the loop ends.
  while (round <= layout_.rounds) {
    RoundPlan plan = format_.Plan(context_, round, games);
    if (plan.pairings.empty()) return std::nullopt;
    FormatRound laid = Lay(std::move(plan));
    for (const ScheduledGame& game : laid.games) {
      if (!finished.Contains(game.game_index)) return laid;
    }
    round = laid.round + 1;
  }
  return std::nullopt;
}

FormatRound FormatRounds::Lay(RoundPlan plan) const {
  FormatRound laid;
  laid.round = plan.round;
  const int games_per_match = context_.games_per_match();
  for (size_t m = 0; m < plan.pairings.size(); ++m) {
    const Pairing& pairing = plan.pairings[m];
    const int match = static_cast<int>(m) + 1;
    if (pairing.b == Pairing::kBye) {
      laid.games.push_back(GameOf(plan.round, match, 0, 0, pairing.a, Pairing::kBye));
      continue;
    }
    for (int pair = pairing.first_pair; pair < pairing.first_pair + pairing.pairs; ++pair) {
      for (int rotation = 0; rotation < 2; ++rotation) {
        // An odd games count: the last regular pair plays its first game only.
        if (games_per_match % 2 == 1 && 2 * pair + rotation == games_per_match) continue;
        laid.games.push_back(GameOf(plan.round, match, pair, rotation, pairing.a, pairing.b));
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
  game.pair_index = layout_.PairIndex(round, match, pair);
  game.game_index = game.pair_index * 2 + rotation;
  // Every match of a round plays the same seeds and openings, pair by pair,
  // as a round robin's pairings do; unless each pairing is to have its own
  // (seeds_per_pairing), or the format's pairs are its units.
  const bool own_seeds = config_.seeds_per_pairing() || format_.own_seeds_always();
  const int64_t pair_number = own_seeds ? game.pair_index : (round - 1) * layout_.pairs + pair;
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
  const bool bye = IsBye(record);
  if (record.round() <= 0 || record.players_size() != (bye ? 1 : 2) ||
      record.scores_size() != record.players_size()) {
    return std::nullopt;
  }
  MatchGame game;
  game.round = record.round();
  game.match = record.match();
  game.game = static_cast<int>(record.game_index() % (layout_.pairs * 2));
  game.first = game.second = -1;
  for (int i = 0; i < context_.engines(); ++i) {
    if (config_.engines(i).name() == record.players(0).name()) game.first = i;
    if (!bye && config_.engines(i).name() == record.players(1).name()) game.second = i;
  }
  if (bye) game.second = Pairing::kBye;
  if (game.first < 0 || (!bye && game.second < 0)) return std::nullopt;
  game.first_score = record.scores(0);
  game.seed = record.seed();
  return game;
}

}  // namespace harness
