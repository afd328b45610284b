#include "harness/report/synthetic_formats.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <set>
#include <utility>

#include "absl/strings/str_format.h"
#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "harness/formats/format_kind.h"

namespace harness {
namespace {

using tourney::v1::GameRecord;

// Rating steps between engines i and i + 1: a spread of 1000 Elo over 200
// Swiss engines; for the small knockout and rank runs, steps large enough
// that some orders settle and some do not.
constexpr double kSwissEloStep = 5, kKnockoutEloStep = 100, kRankEloStep = 150;

// A random game between engines `first` and `second` whose winner is drawn
// first, by the Elo model with engine i rated -i * elo_step: random games
// are tried until one ends that way (or 100 were tried).
GameRecord StrengthGame(uint64_t seed, int first, int second, double elo_step) {
  games::SeededRandom random(seed);
  const double first_wins = 1 / (1 + std::pow(10, (first - second) * elo_step / 400));
  const bool wanted = static_cast<double>(random.Below(1 << 20)) / (1 << 20) < first_wins;
  GameRecord record;
  for (int attempt = 0; attempt < 100; ++attempt) {
    record =
        RandomReversiGame(random.Next(), SyntheticEngineName(first), SyntheticEngineName(second));
    if ((record.scores(0) == 1) == wanted) break;
  }
  return record;
}

// Appends pair `pair` of a match: two seat-swapped games, laid out as the
// harness lays them; returns the points of `a`.
double PlayPair(const FormatLayout& layout, int round, int match, int pair, int a, int b,
                uint64_t seed, double elo_step, std::vector<GameRecord>& records) {
  double points_a = 0;
  for (int game = 0; game < 2; ++game) {
    const int first = game == 0 ? a : b, second = game == 0 ? b : a;
    GameRecord record =
        StrengthGame(games::MixSeeds(seed, records.size()), first, second, elo_step);
    record.set_game_index(layout.PairIndex(round, match, pair) * 2 + game);
    record.set_pair_index(record.game_index() / 2);
    // A seat-swapped pair's games share a seed, the unit of the ratings.
    record.set_seed(games::MixSeeds(seed, record.pair_index()));
    record.set_round(round);
    record.set_match(match);
    points_a += record.scores(game == 0 ? 0 : 1);
    records.push_back(std::move(record));
  }
  return points_a;
}

}  // namespace

std::string SyntheticEngineName(int index) { return absl::StrFormat("e%03d", index + 1); }

GameRecord RandomReversiGame(uint64_t seed, const std::string& first, const std::string& second) {
  std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
  games::SeededRandom random(seed);
  GameRecord record;
  record.set_tournament_id("synthetic");
  record.set_game("reversi");
  record.set_seed(seed);
  record.set_fault_seat(-1);
  record.set_termination("normal");
  record.add_players()->set_name(first);
  record.add_players()->set_name(second);
  while (!game->IsOver()) {
    const std::vector<bot::v1::Action> legal = game->LegalActions();
    tourney::v1::MoveRecord* decision = record.add_decisions();
    decision->set_seat(game->SeatToMove());
    decision->set_ply(game->Plies());
    decision->set_ms(static_cast<int>(5 + random.Below(400)));
    decision->set_engine_ms(decision->ms() - static_cast<int>(random.Below(5)));
    decision->set_depth(static_cast<int>(1 + random.Below(14)));
    decision->set_nodes(static_cast<int64_t>(random.Below(3000000)));
    decision->set_score(static_cast<double>(random.Below(129)) - 64);
    game->Apply(legal[random.Below(legal.size())]);
  }
  record.set_plies(game->Plies());
  record.set_moves(game->Record());
  record.set_final_position(game->PositionText());
  for (double score : game->GetOutcome().scores) record.add_scores(score);
  for (double points : game->GetOutcome().points) record.add_points(points);
  return record;
}

std::vector<GameRecord> SyntheticSwiss(int engines, int rounds, uint64_t seed) {
  const FormatLayout layout{rounds, (engines + 1) / 2, 1};
  std::vector<GameRecord> records;
  std::vector<double> points(engines, 0);
  std::vector<bool> had_bye(engines, false);
  std::set<std::pair<int, int>> met;
  for (int round = 1; round <= rounds; ++round) {
    std::vector<int> ranked(engines);
    std::iota(ranked.begin(), ranked.end(), 0);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [&](int a, int b) { return points[a] > points[b]; });
    if (engines % 2 == 1) {
      const auto bye =
          std::find_if(ranked.rbegin(), ranked.rend(), [&](int e) { return !had_bye[e]; });
      const int engine = bye == ranked.rend() ? ranked.back() : *bye;
      had_bye[engine] = true;
      points[engine] += 1;
      ranked.erase(std::find(ranked.begin(), ranked.end(), engine));
      GameRecord record;
      record.set_tournament_id("synthetic");
      record.set_game("reversi");
      record.set_game_index(layout.PairIndex(round, engines / 2 + 1, 0) * 2);
      record.set_pair_index(record.game_index() / 2);
      record.set_round(round);
      record.set_match(engines / 2 + 1);
      record.set_termination("bye");
      record.set_fault_seat(-1);
      record.add_players()->set_name(SyntheticEngineName(engine));
      record.add_scores(1);
      records.push_back(std::move(record));
    }
    int match = 0;
    while (!ranked.empty()) {
      const int a = ranked.front();
      ranked.erase(ranked.begin());
      auto b = std::find_if(ranked.begin(), ranked.end(), [&](int e) {
        return !met.count({std::min(a, e), std::max(a, e)});
      });
      if (b == ranked.end()) b = ranked.begin();
      const int opponent = *b;
      ranked.erase(b);
      met.insert({std::min(a, opponent), std::max(a, opponent)});
      const double points_a =
          PlayPair(layout, round, ++match, 0, a, opponent, seed, kSwissEloStep, records);
      points[a] += points_a;
      points[opponent] += 2 - points_a;
    }
  }
  return records;
}

std::vector<GameRecord> SyntheticKnockout(int engines, uint64_t seed) {
  // One regular pair a match, two tie-break pairs.
  const FormatLayout layout{0, engines / 2, 3};
  std::vector<GameRecord> records;
  // The bracket's order: seed 1 against seed n, its winner against the
  // winner of seed n/2 against n/2 + 1, ...
  std::vector<int> bracket = {0};
  while (static_cast<int>(bracket.size()) < engines) {
    const int size = static_cast<int>(bracket.size()) * 2;
    std::vector<int> next;
    for (int s : bracket) {
      next.push_back(s);
      next.push_back(size - 1 - s);
    }
    bracket = next;
  }
  for (int round = 1; bracket.size() > 1; ++round) {
    std::vector<int> winners;
    for (size_t m = 0; m + 1 < bracket.size(); m += 2) {
      const int a = bracket[m], b = bracket[m + 1];  // a is the higher seed
      // A tied match plays on, a seat-swapped pair at a time, up to the
      // format's default two tie-break pairs; still tied, the higher seed.
      double points_a = 0;
      int pairs = 0;
      do {
        points_a += PlayPair(layout, round, static_cast<int>(m / 2 + 1), pairs, a, b, seed,
                             kKnockoutEloStep, records);
        ++pairs;
      } while (points_a == pairs && pairs < 3);
      winners.push_back(points_a >= pairs ? a : b);
    }
    bracket = winners;
  }
  return records;
}

std::vector<GameRecord> SyntheticRank(int engines, int batches, uint64_t seed) {
  const FormatLayout layout{batches, engines, 1};
  std::vector<GameRecord> records;
  for (int batch = 1; batch <= batches; ++batch) {
    for (int e = 0; e + 1 < engines; ++e)
      PlayPair(layout, batch, e + 1, 0, e, e + 1, seed, kRankEloStep, records);
  }
  return records;
}

}  // namespace harness
