// Players of known Elo and their games, for the simulators and synthetic
// leagues (rank_simulator, league_matchmaking, league_scale): strengths
// drawn normal; seat 0's expected score is logistic in the Elo
// difference plus its first-seat advantage; draws are a fixed share of
// games, less where the expected score leaves no room (P(draw) <=
// 2 min(E, 1 - E)), and the rest are wins and losses keeping the expected
// score.
#ifndef BENCH_ELO_MODEL_H_
#define BENCH_ELO_MODEL_H_

#include <algorithm>
#include <cmath>
#include <vector>

#include "games/common/seeded_random.h"

namespace bench {

struct EloModel {
  std::vector<double> elo;  // per player
  double draw_rate = 0;
  double first_seat_elo = 0;  // added to seat 0's player
};

// A standard normal deviate (Box-Muller): strengths are `spread` times it.
inline double Normal(games::SeededRandom& random) {
  const double u = 1 - random.Unit();  // (0, 1]
  return std::sqrt(-2 * std::log(u)) * std::cos(2 * M_PI * random.Unit());
}

// The score of seat 0's player `first` against `second`: 1, 0.5 or 0.
inline double PlayGame(const EloModel& model, int first, int second, games::SeededRandom& random) {
  const double expected =
      1 / (1 + std::pow(10.0, (model.elo[second] - model.elo[first] - model.first_seat_elo) / 400));
  const double draw = std::min(model.draw_rate, 2 * std::min(expected, 1 - expected));
  const double win = expected - draw / 2;
  const double x = random.Unit();
  return x < win ? 1.0 : x < win + draw ? 0.5 : 0.0;
}

}  // namespace bench

#endif  // BENCH_ELO_MODEL_H_
