#include "harness/league/matchmaking.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <tuple>
#include <unordered_map>

#include "games/common/seeded_random.h"

namespace harness {
namespace {

// Logistic slope of the Elo scale: P = 1 / (1 + e^(-kEloUnit d)).
constexpr double kEloUnit = 2.302585092994046 / 400;
// The half-width of a normal 95% interval, in standard deviations.
constexpr double kZ95 = 1.959964;
constexpr double kInvSqrt2Pi = 0.3989422804014327;

double ExpectedScore(double elo_difference) {
  return 1 / (1 + std::exp(-kEloUnit * elo_difference));
}

// The league as indices 0..n-1, with what every rule reads.
class League {
 public:
  League(const MatchmakingInput& input, const MatchmakingSettings& settings, uint64_t seed)
      : settings_(settings), seed_(seed), n_(static_cast<int>(input.versions.size())) {
    for (int i = 0; i < n_; ++i) index_[input.versions[i].id] = i;
    ids_.resize(n_);
    pair_games_.assign(n_ * n_, 0);
    in_flight_.assign(n_ * n_, false);
    recent_.assign(n_, 0);
    pairs_so_far_.assign(n_, 0);
    for (int i = 0; i < n_; ++i) {
      ids_[i] = input.versions[i].id;
      pairs_so_far_[i] = input.versions[i].games / 2;
    }
    double window = 0;
    // Games of versions no longer active are left out: they are no one's share.
    for (const PairGames& pair : input.recent) {
      const int a = Index(pair.a), b = Index(pair.b);
      if (a < 0 || b < 0 || a == b) continue;
      pair_games_[a * n_ + b] += pair.games;
      pair_games_[b * n_ + a] += pair.games;
      recent_[a] += pair.games;
      recent_[b] += pair.games;
      window += pair.games;
    }
    for (const auto& [x, y] : input.in_flight) {
      const int a = Index(x), b = Index(y);
      if (a < 0 || b < 0 || a == b) continue;
      in_flight_[a * n_ + b] = in_flight_[b * n_ + a] = true;
      recent_[a] += 2;
      recent_[b] += 2;
      ++pairs_so_far_[a];
      ++pairs_so_far_[b];
      window += 2;
    }
    // A young league's window is not full yet: the cap counts the whole
    // window (nothing to cap at the start), the floor the games played.
    fair_share_ = n_ > 0 ? 2 * window / n_ : 0;
    cap_share_ = n_ > 0 ? 2 * std::max<double>(window, settings.window_games) / n_ : 0;
    FitState(input.versions);
  }

  std::optional<Match> Next() const {
    if (auto match = Placement()) return match;
    if (auto match = Starved()) return match;
    if (auto match = Information()) return match;
    return CapsRelaxed();
  }

 private:
  int Index(int64_t id) const {
    const auto it = index_.find(id);
    return it == index_.end() ? -1 : it->second;
  }
  // The seed's tie-break for a version or a pair: independent of input order.
  uint64_t Key(int i) const { return games::MixSeeds(seed_, ids_[i]); }
  uint64_t Key(int i, int j) const {
    return games::MixSeeds(seed_,
                           games::MixSeeds(std::min(ids_[i], ids_[j]), std::max(ids_[i], ids_[j])));
  }
  bool VersionCapped(int i) const { return recent_[i] > settings_.max_version_share * cap_share_; }
  bool Playable(int i, int j) const { return i != j && !in_flight_[i * n_ + j]; }
  bool Eligible(int i, int j) const {
    return Playable(i, j) && pair_games_[i * n_ + j] + 2 <= settings_.max_pair_games &&
           !VersionCapped(i) && !VersionCapped(j);
  }
  bool InPlacement(int i) const { return pairs_so_far_[i] < settings_.placement_pairs; }

  Match Make(int i, int j, MatchReason reason) const {
    // Seats alternate within the pair; the seed picks who opens.
    if (Key(i, j) & 1) std::swap(i, j);
    return {ids_[i], ids_[j], reason};
  }

  // Means and variances of every version at the fit, and the information
  // since: games played or in flight after the fit count as coin flips'
  // worth (K^2 / 4 each, the most a game without draws tells), so a stale
  // fit does not send every game to one pair until the next refit.
  void FitState(const std::vector<VersionState>& versions) {
    // Versions without a rating sit at the rated field's median.
    std::vector<double> rated;
    for (const VersionState& version : versions) {
      if (version.elo) rated.push_back(*version.elo);
    }
    std::sort(rated.begin(), rated.end());
    const double centre = rated.empty() ? 0 : rated[rated.size() / 2];
    const double coin_flip = kEloUnit * kEloUnit / 4;
    rated_.resize(n_);
    mean_.resize(n_);
    variance_.resize(n_);
    for (int i = 0; i < n_; ++i) {
      const VersionState& version = versions[i];
      const bool known = version.elo && std::isfinite(version.margin95) && version.margin95 > 0;
      const double sd = (known ? version.margin95 : settings_.unknown_margin95) / kZ95;
      // No interval is narrower than coin flips over its games: a margin of
      // 0 (units without spread) is no certainty.
      const double fitted = std::max<double>(1, version.fitted_games);
      const double precision = std::min(1 / (sd * sd), fitted * coin_flip);
      const double since = static_cast<double>(version.games - version.fitted_games) +
                           2 * (pairs_so_far_[i] - version.games / 2);
      rated_[i] = version.elo.has_value();
      mean_[i] = version.elo.value_or(centre);
      variance_[i] = 1 / (precision + std::max(0.0, since) * coin_flip);
    }
    // weight_[i]: how much i's uncertainty costs the leaderboard (see Gain).
    weight_.assign(n_, 0);
    for (int i = 0; i < n_; ++i) {
      for (int j = 0; j < n_; ++j) {
        if (j == i) continue;
        const double s2 = variance_[i] + variance_[j];
        const double z = (mean_[i] - mean_[j]) / std::sqrt(s2);
        weight_[i] += kInvSqrt2Pi * std::exp(-z * z / 2) / s2;
      }
      weight_[i] *= std::sqrt(variance_[i]);
    }
  }

  // The expected number of wrongly ordered pairs (1 - Kendall tau, times
  // the pairs, over 2) that a game between i and j removes.
  //
  // Version i's rating is off by about sd_i; the pairs it orders wrongly
  // are the versions within that error, about sqrt(2/pi) rho_i sd_i for a
  // local density rho_i of versions per Elo. A game of information
  // I = K^2 p (1 - p) (p at the current fit) shrinks sd_i to
  // (1/var_i + I)^-1/2, so it removes about rho_i (sd_i - sd_i') wrong
  // pairs for i, and the same for j. The density is that of the others'
  // ratings as i's error blurs them: the sum over j of the normal density
  // of their gap, with variance var_i + var_j, times sd_i / s_ij (the exact
  // derivative of sum_j P(i, j misordered) averaged over a locally even
  // ladder). So adjacent, uncertain versions in the crowded middle of the
  // ladder weigh most; an outlier at the top, which nobody is confused
  // with, weighs little, and close games (p near 1/2) tell most.
  double Gain(int i, int j) const {
    const double p = ExpectedScore(mean_[i] - mean_[j]);
    const double information = kEloUnit * kEloUnit * p * (1 - p);
    const auto shrink = [&](int v) {
      return std::sqrt(variance_[v]) - 1 / std::sqrt(1 / variance_[v] + information);
    };
    return weight_[i] * shrink(i) + weight_[j] * shrink(j);
  }

  // The best of `candidates` j for version i by `score` (higher first),
  // ties broken by the seed; -1 when none.
  template <typename Score>
  int BestPartner(int i, const std::vector<int>& candidates, Score score) const {
    int best = -1;
    double best_score = -std::numeric_limits<double>::infinity();
    for (int j : candidates) {
      if (!Eligible(i, j)) continue;
      const double value = score(j);
      if (value > best_score || (value == best_score && Key(i, j) < Key(i, best))) {
        best = j;
        best_score = value;
      }
    }
    return best;
  }

  // Versions ordered by `count` (fewest first), ties broken by the seed.
  template <typename Count>
  std::vector<int> Fewest(std::vector<int> versions, Count count) const {
    std::sort(versions.begin(), versions.end(), [&](int a, int b) {
      return count(a) != count(b) ? count(a) < count(b) : Key(a) < Key(b);
    });
    return versions;
  }

  std::vector<int> All() const {
    std::vector<int> all(n_);
    std::iota(all.begin(), all.end(), 0);
    return all;
  }

  // The m-th placement quantile, middle first: for k = 5, 0.5, 0.3, 0.7,
  // 0.1, 0.9.
  double PlacementQuantile(int m) const {
    const int k = settings_.placement_pairs;
    std::vector<int> order(k);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [k](int a, int b) {
      return std::abs(2 * a + 1 - k) < std::abs(2 * b + 1 - k);
    });
    return (order[m] + 0.5) / k;
  }

  std::optional<Match> Placement() const {
    std::vector<int> placing;
    for (int i = 0; i < n_; ++i) {
      if (InPlacement(i)) placing.push_back(i);
    }
    std::vector<int> rated;
    for (int i = 0; i < n_; ++i) {
      if (rated_[i]) rated.push_back(i);
    }
    for (int i : Fewest(placing, [&](int v) { return pairs_so_far_[v]; })) {
      std::vector<int> field;
      for (int j : rated) {
        if (j != i) field.push_back(j);
      }
      int partner = -1;
      if (!field.empty()) {
        std::vector<double> ratings;
        for (int j : field) ratings.push_back(mean_[j]);
        std::sort(ratings.begin(), ratings.end());
        const double q = PlacementQuantile(pairs_so_far_[i]);
        const double target = ratings[std::min<size_t>(ratings.size() - 1, q * ratings.size())];
        partner = BestPartner(i, field, [&](int j) { return -std::abs(mean_[j] - target); });
      }
      if (partner < 0) {
        partner = BestPartner(i, All(), [&](int j) { return -static_cast<double>(recent_[j]); });
      }
      if (partner >= 0) return Make(i, partner, MatchReason::kPlacement);
    }
    return std::nullopt;
  }

  std::optional<Match> Starved() const {
    std::vector<int> starved;
    for (int i = 0; i < n_; ++i) {
      if (recent_[i] < settings_.min_version_share * fair_share_) starved.push_back(i);
    }
    for (int i : Fewest(starved, [&](int v) { return recent_[v]; })) {
      const int partner = BestPartner(i, All(), [&](int j) { return Gain(i, j); });
      if (partner >= 0) return Make(i, partner, MatchReason::kStarved);
    }
    return std::nullopt;
  }

  std::optional<Match> Information() const {
    int best_i = -1, best_j = -1;
    double best = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < n_; ++i) {
      for (int j = i + 1; j < n_; ++j) {
        if (!Eligible(i, j)) continue;
        const double gain = Gain(i, j);
        if (gain > best || (gain == best && Key(i, j) < Key(best_i, best_j))) {
          best = gain;
          best_i = i;
          best_j = j;
        }
      }
    }
    if (best_i < 0) return std::nullopt;
    return Make(best_i, best_j, MatchReason::kInformation);
  }

  // Every pair capped: the pair least played in the window, then the pair
  // of the least-played versions.
  std::optional<Match> CapsRelaxed() const {
    int best_i = -1, best_j = -1;
    for (int i = 0; i < n_; ++i) {
      for (int j = i + 1; j < n_; ++j) {
        if (!Playable(i, j)) continue;
        const auto rank = [&](int a, int b) {
          return std::make_tuple(pair_games_[a * n_ + b], recent_[a] + recent_[b], Key(a, b));
        };
        if (best_i < 0 || rank(i, j) < rank(best_i, best_j)) {
          best_i = i;
          best_j = j;
        }
      }
    }
    if (best_i < 0) return std::nullopt;
    return Make(best_i, best_j, MatchReason::kCapsRelaxed);
  }

  const MatchmakingSettings& settings_;
  const uint64_t seed_;
  const int n_;
  std::unordered_map<int64_t, int> index_;
  std::vector<int64_t> ids_;
  std::vector<int> pair_games_;        // n x n, the window's games
  std::vector<bool> in_flight_;        // n x n
  std::vector<int64_t> recent_;        // per version: the window's games and those in flight
  std::vector<int64_t> pairs_so_far_;  // per version: pairs played or in flight
  double fair_share_ = 0, cap_share_ = 0;
  std::vector<bool> rated_;  // per version: has a rating
  std::vector<double> mean_, variance_, weight_;
};

}  // namespace

std::optional<Match> NextMatch(const MatchmakingInput& input, const MatchmakingSettings& settings,
                               uint64_t seed) {
  return League(input, settings, seed).Next();
}

}  // namespace harness
