#include "harness/formats/swiss.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <tuple>

#include "games/common/seeded_random.h"
#include "harness/formats/perfect_matching.h"
#include "harness/formats/swiss_history.h"
#include "harness/formats/weighted_matching.h"

// The FIDE (Dutch) System, C.04.3 as applied from 1 February 2026 (the
// 2025 text, whose start was moved to 2026). Article and criterion numbers
// below are that edition's: C1-C4 the absolute criteria and completion,
// C5-C21 the quality criteria in order of importance.
//
// How: the brackets are paired from the top score down. For each bracket,
// every criterion becomes a bit field of an edge weight (the most
// important highest), and a maximum-weight matching of all the players
// still unpaired (weighted_matching.h) is a pairing that satisfies C1-C4
// for everyone and is best by C5-C21 for this bracket. Among the pairings
// equally good by the criteria, the rules take the first one in their
// generation order (Article 4: MDPs chosen highest first, then
// transpositions of S2, then exchanges); each of those choices is made in
// that order by rewarding it in the weight's lowest field and solving
// again, and kept (the choice fixed) only when the criteria lose nothing.
namespace harness {
namespace {

constexpr int kWhite = 0, kBlack = 1, kNoColour = -1;
constexpr int kNoFloat = 0, kDown = 1, kUp = 2;

int BitLength(uint64_t x) {
  int bits = 0;
  while (x > 0) {
    ++bits;
    x >>= 1;
  }
  return bits;
}

// One engine as the pairing of this round sees it (Article 1).
struct Player {
  int engine = 0;
  int tpn = 0;  // pairing number from 0
  // E.5's pairing number: among the engines in the tournament by now
  // (paired this round or in one before; a late entry not yet joined
  // does not count), from 0.
  int colour_number = 0;
  int score = 0;             // half points
  bool bye_eligible = true;  // C2: no pairing-allocated bye yet
  int byes = 0;
  int played = 0;  // rounds played (games against an opponent)
  int whites = 0, blacks = 0;
  std::vector<int> colours;  // of the rounds played, oldest first
  // Article 1.7: the colour preference and its strength.
  int preference = kNoColour;
  int imbalance = 0;  // |whites - blacks|
  bool absolute = false;
  bool absolute_imbalance = false;  // |colour difference| > 1
  int repeated = kNoColour;         // the colour of the last two rounds played, when equal
  bool strong = false;
  // Article 1.4: the floats of the last round and of the round before it.
  int float1 = kNoFloat, float2 = kNoFloat;
};

void SetColourPreference(Player& p) {
  const int lower = p.whites > p.blacks ? kBlack : kWhite;
  p.imbalance = std::abs(p.whites - p.blacks);
  int same = 0;
  for (auto c = p.colours.rbegin(); c != p.colours.rend() && *c == p.colours.back(); ++c) ++same;
  const int last = p.colours.empty() ? kNoColour : p.colours.back();
  if (p.imbalance > 1) {
    p.preference = lower;
  } else if (same > 1) {
    p.preference = 1 - last;
  } else if (p.imbalance > 0) {
    p.preference = lower;
  } else if (same == 1) {
    p.preference = 1 - last;
  }
  p.repeated = same > 1 ? last : kNoColour;
  p.absolute_imbalance = p.imbalance > 1;
  p.absolute = p.absolute_imbalance || p.repeated != kNoColour;
  p.strong = !p.absolute && p.imbalance == 1;
}

// The players of round `round`, ranked (Article 1.2: score, then pairing
// number), and the meetings so far.
struct Field {
  std::vector<Player> players;  // ranked
  std::vector<int> met;         // engines x engines: matches played
  int engines = 0;
};

Field ReadField(const SwissField& field, int round, const std::vector<MatchGame>& games) {
  Field out;
  out.engines = field.engines;
  out.met.assign(field.engines * field.engines, 0);
  const std::vector<std::vector<SwissRound>> cells = ReadSwissRounds(field, round - 1, games);
  const std::vector<int> tpn = SwissPairingNumbers(field);
  // Scores before each round, for the floats.
  std::vector<std::vector<int>> before(field.engines, std::vector<int>(round, 0));
  for (int e = 0; e < field.engines; ++e) {
    for (int r = 1; r < round; ++r) {
      before[e][r] = before[e][r - 1] + static_cast<int>(std::lround(2 * cells[e][r - 1].points));
    }
  }
  for (int e = 0; e < field.engines; ++e) {
    if (!SwissPresent(field, e, round)) continue;
    Player p;
    p.engine = e;
    p.tpn = tpn[e];
    p.score = before[e][round - 1];
    std::vector<int> floats(round, kNoFloat);
    for (int r = 1; r < round; ++r) {
      const SwissRound& cell = cells[e][r - 1];
      if (cell.kind == SwissRound::kBye) {
        ++p.byes;
        p.bye_eligible = false;
        // Article 1.4.3: a bye, or points scored without playing, is a downfloat.
        if (cell.points > 0) floats[r] = kDown;
      } else if (cell.kind == SwissRound::kPlayed) {
        ++p.played;
        ++out.met[e * field.engines + cell.opponent];
        p.colours.push_back(cell.colour);
        ++(cell.colour == kWhite ? p.whites : p.blacks);
        // Article 1.4.2: the higher score before the round floats down.
        const int mine = before[e][r - 1], theirs = before[cell.opponent][r - 1];
        floats[r] = mine > theirs ? kDown : mine < theirs ? kUp : kNoFloat;
      } else if (cell.points > 0) {
        floats[r] = kDown;
      }
    }
    if (round >= 2) p.float1 = floats[round - 1];
    if (round >= 3) p.float2 = floats[round - 2];
    SetColourPreference(p);
    out.players.push_back(p);
  }
  // E.5's numbers: pairing numbers counted among the engines present now
  // or paired before.
  std::vector<int> by_tpn(field.engines);
  for (int e = 0; e < field.engines; ++e) by_tpn[tpn[e]] = e;
  std::vector<int> colour_number(field.engines, -1);
  int next_number = 0;
  for (int t = 0; t < field.engines; ++t) {
    const int e = by_tpn[t];
    bool in = SwissPresent(field, e, round);
    for (int r = 1; r < round && !in; ++r) {
      in = cells[e][r - 1].kind == SwissRound::kPlayed || cells[e][r - 1].kind == SwissRound::kBye;
    }
    if (in) colour_number[e] = next_number++;
  }
  for (Player& p : out.players) p.colour_number = colour_number[p.engine];
  std::sort(out.players.begin(), out.players.end(), [](const Player& x, const Player& y) {
    return std::tie(y.score, x.tpn) < std::tie(x.score, y.tpn);
  });
  return out;
}

// E.1-E.5 (Article 5): the colour of `x`, the higher ranked of the pair.
int ColourOfHigher(const Player& x, const Player& y, int initial_colour) {
  const bool compatible = x.preference != y.preference || x.preference == kNoColour;
  if (compatible) {
    // E.1: both preferences granted.
    if (x.preference != kNoColour) return x.preference;
    if (y.preference != kNoColour) return 1 - y.preference;
    // E.5: neither has one: by the pairing number of the higher ranked,
    // odd numbers (from 1) getting the colour drawn for number 1.
    return x.colour_number % 2 == 0 ? initial_colour : 1 - initial_colour;
  }
  // E.2: the stronger preference (absolute, larger colour difference; then
  // strong over mild).
  if (x.absolute && (x.imbalance > y.imbalance || !y.absolute)) return x.preference;
  if (y.absolute && (y.imbalance > x.imbalance || !x.absolute)) return 1 - y.preference;
  if (x.strong && !y.strong) return x.preference;
  if (y.strong && !x.strong) return 1 - y.preference;
  // E.3: alternate from the latest round in which their colours differed.
  auto cx = x.colours.rbegin(), cy = y.colours.rbegin();
  while (cx != x.colours.rend() && cy != y.colours.rend()) {
    if (*cx != *cy) return *cy;
    ++cx;
    ++cy;
  }
  // E.4: the higher ranked player's preference.
  return x.preference;
}

// Bit offsets of the weight's fields.
struct Layout {
  int bits = 0;
  int Take(int width) {
    const int offset = bits;
    bits += width;
    return offset;
  }
};

class DutchPairer {
 public:
  DutchPairer(const SwissField& settings, int round, Field field, uint64_t seed)
      : settings_(settings),
        round_(round),
        field_(std::move(field)),
        players_(field_.players),
        n_(static_cast<int>(players_.size())),
        initial_colour_(SwissInitialColour(seed)) {}

  RoundPlan Pair();

 private:
  const Player& P(int v) const { return players_[v]; }
  bool Met(int u, int v, int times) const {
    return field_.met[P(u).engine * field_.engines + P(v).engine] > times;
  }
  bool Topscorer(int v) const {
    // More than half the most points possible so far (C3's exception).
    return P(v).score > (round_ - 1) * settings_.games_per_match;
  }
  // C1 and C3 (or their relaxation, when no pairing satisfies them).
  bool Compatible(int u, int v) const {
    if (Met(u, v, rematches_)) return false;
    if (relax_colour_) return true;
    const Player& a = P(u);
    const Player& b = P(v);
    if (!a.absolute || !b.absolute || a.preference != b.preference) return true;
    const bool last_round = settings_.rounds > 0 && round_ >= settings_.rounds;
    return last_round && (Topscorer(u) || Topscorer(v));
  }
  bool ByeEligible(int v) const {
    return relax_bye_ ? P(v).byes == fewest_byes_ : P(v).bye_eligible;
  }
  // Whether a pairing of everyone (but one bye-eligible player of at most
  // `bye_score`, when the count is odd) exists.
  bool Completable(int bye_score) const;
  bool FindRules();
  void BuildLayout();
  int ScoreShift(int offset, int score) const {
    return offset + group_of_.at(score) * group_width_;
  }
  EdgeWeight Criteria(int h, int l, int bracket_end, int next_end, bool c9) const;
  void SetEdge(int h, int l, const EdgeWeight& weight);
  void SetBonus(int u, int v, uint64_t bonus);
  void Forbid(int u, int v);
  int Mate(int v) const { return mate_[v]; }
  void Solve() { mate_ = matcher_->Solve(); }
  void Fix(int u, int v);
  void PairBracket(std::vector<int>& movers, int resident_begin, int next_begin, int next_end);

  const SwissField& settings_;
  const int round_;
  const Field field_;
  const std::vector<Player>& players_;
  const int n_;
  const int initial_colour_;
  int rematches_ = 0;
  bool relax_colour_ = false;
  bool relax_bye_ = false;
  int fewest_byes_ = 0;
  int bye_score_ = 0;
  int max_played_ = 0;                // among the players of the bye's score (C9)
  std::vector<int> group_of_scores_;  // distinct scores, lowest first
  std::map<int, int> group_of_;       // score -> its index in group_of_scores_
  int group_width_ = 0;
  // Field offsets, most important last.
  int tie_ = 0, exchange_count_ = 0, exchange_sum_ = 0, trial_ = 0;
  int c21_ = 0, c20_ = 0, c19_ = 0, c18_ = 0, c17_ = 0, c16_ = 0, c15_ = 0, c14_ = 0;
  int c13_ = 0, c12_ = 0, c11_ = 0, c10_ = 0, c9_ = 0, c8_ = 0, c7_ = 0, c6_ = 0, c5_ = 0,
      completion_ = 0;
  std::unique_ptr<WeightedMatcher> matcher_;
  std::vector<EdgeWeight> criteria_;  // n x n, the weight before any bonus
  std::vector<uint64_t> bonus_;       // n x n
  std::vector<int> mate_;
  std::vector<std::pair<int, int>> pairs_;  // fixed (higher, lower)
};

bool DutchPairer::Completable(int bye_score) const {
  const bool odd = n_ % 2 == 1;
  PerfectMatcher matcher(n_ + odd);
  for (int u = 0; u < n_; ++u) {
    for (int v = u + 1; v < n_; ++v) {
      if (Compatible(u, v)) matcher.AllowEdge(u, v);
    }
    if (odd && ByeEligible(u) && P(u).score == bye_score) matcher.AllowEdge(u, n_);
  }
  return matcher.Solve();
}

// The absolute criteria as strict as a pairing allows (C1 no rematch, C2
// no second bye, C3 no two players of the same absolute colour preference),
// and the bye's score: the lowest of a bye-eligible player left over by a
// pairing of everyone else. The harness must pair every round, so when no
// pairing satisfies them it relaxes C3, then allows pairs that met once,
// twice, ..., and gives a second bye (to one of those with the fewest)
// only when no other pairing is left.
bool DutchPairer::FindRules() {
  const bool odd = n_ % 2 == 1;
  fewest_byes_ = n_ > 0 ? P(0).byes : 0;
  for (const Player& p : players_) fewest_byes_ = std::min(fewest_byes_, p.byes);
  std::vector<int> scores;
  for (const Player& p : players_) scores.push_back(p.score);
  std::sort(scores.begin(), scores.end());
  scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
  for (int bye = 0; bye < (odd ? 2 : 1); ++bye) {
    relax_bye_ = bye == 1;
    for (rematches_ = 0; rematches_ <= round_; ++rematches_) {
      for (int colour = 0; colour < 2; ++colour) {
        relax_colour_ = colour == 1;
        if (!odd) {
          if (Completable(0)) return true;
          continue;
        }
        for (int score : scores) {
          if (Completable(score)) {
            bye_score_ = score;
            return true;
          }
        }
      }
    }
  }
  return false;
}

void DutchPairer::BuildLayout() {
  for (const Player& p : players_) group_of_scores_.push_back(p.score);
  std::sort(group_of_scores_.begin(), group_of_scores_.end());
  group_of_scores_.erase(std::unique(group_of_scores_.begin(), group_of_scores_.end()),
                         group_of_scores_.end());
  for (size_t g = 0; g < group_of_scores_.size(); ++g) group_of_[group_of_scores_[g]] = g;
  // Every field holds the sum over the matching's edges (n / 2 at most) of
  // its per-edge values, so that no field carries into the next.
  const uint64_t edges = n_ / 2 + 1;
  const int count = BitLength(edges) + 1;   // a 0/1 per edge
  group_width_ = BitLength(2 * edges) + 1;  // per score: 0..2 per edge
  const int scores = group_width_ * static_cast<int>(group_of_scores_.size());
  Layout layout;
  // The choices among equally good pairings: one bonus field, below all
  // criteria, shared by the steps of Article 4 in turn.
  trial_ = layout.Take(BitLength(2 * edges) + 1);
  exchange_sum_ = layout.Take(BitLength(edges * (n_ + 1)) + 1);
  exchange_count_ = layout.Take(count);
  tie_ = trial_;
  layout.Take(4);  // headroom: the MDP bonuses reach n^2
  c21_ = layout.Take(scores);
  c20_ = layout.Take(scores);
  c19_ = layout.Take(scores);
  c18_ = layout.Take(scores);
  c17_ = layout.Take(count);
  c16_ = layout.Take(count + 1);
  c15_ = layout.Take(count);
  c14_ = layout.Take(count + 1);
  c13_ = layout.Take(count);
  c12_ = layout.Take(count);
  c11_ = layout.Take(count);
  c10_ = layout.Take(count);
  c9_ = layout.Take(BitLength(edges * 2 * (round_ + 1)) + 1);
  c8_ = layout.Take(scores);
  c7_ = layout.Take(count);
  c6_ = layout.Take(scores);
  c5_ = layout.Take(count);
  completion_ = layout.Take(BitLength(3 * edges) + 1);
  matcher_ = std::make_unique<WeightedMatcher>(n_, layout.bits);
  criteria_.assign(n_ * n_, EdgeWeight(matcher_->words()));
  bonus_.assign(n_ * n_, 0);
}

// The weight of pairing h with l (h ranked above l). `bracket_end`: the
// players before it are in the bracket being paired (those from
// `bracket_begin_` on residents or MDPs); from it to `next_end` the next
// scoregroup. Criteria of Article 3 (C4: completion, C5-C21 quality).
EdgeWeight DutchPairer::Criteria(int h, int l, int bracket_end, int next_end, bool c9) const {
  EdgeWeight w(matcher_->words());
  if (!Compatible(h, l)) return w;
  const Player& a = P(h);
  const Player& b = P(l);
  auto candidate = [&](const Player& p) {
    return ByeEligible(&p - players_.data()) && p.score <= bye_score_;
  };
  // C4: everyone paired, the bye (if any) to a player allowed one, of the
  // lowest score possible.
  w.Add(1 + !candidate(a) + !candidate(b), completion_);
  const bool in_bracket = l < bracket_end;
  const bool in_next = !in_bracket && l < next_end;
  // C5, C6: the most pairs in the bracket, the highest scores paired (the
  // MDPs paired, the highest first).
  if (in_bracket) {
    w.Add(1, c5_);
    w.Add(1, ScoreShift(c6_, a.score));
  }
  // C7, C8: the same for the next bracket, through the choice of downfloaters.
  if (in_next) {
    w.Add(1, c7_);
    w.Add(1, ScoreShift(c8_, a.score));
  }
  // C9: the bye to a player with the fewest unplayed games.
  if (c9) {
    if (a.score == bye_score_) w.Add(max_played_ - a.played, c9_);
    if (b.score == bye_score_) w.Add(max_played_ - b.played, c9_);
  }
  if (!in_bracket) return w;
  const bool same = a.preference == b.preference && a.preference != kNoColour;
  // C10: no topscorer (or opponent) to a colour difference beyond 2.
  w.Add(!(a.absolute_imbalance && b.absolute_imbalance && same), c10_);
  // C11: none the same colour three times in a row.
  bool third = false;
  if (a.absolute && b.absolute && same) {
    if (a.imbalance == b.imbalance) {
      third = a.repeated != kNoColour && a.repeated == b.repeated;
    } else {
      const Player& yields = a.imbalance > b.imbalance ? b : a;
      third = yields.repeated == 1 - a.preference;
    }
  }
  w.Add(!third, c11_);
  // C12: colour preferences granted; C13: strong ones.
  w.Add(!same, c12_);
  const bool a_firm = a.strong || a.absolute, b_firm = b.strong || b.absolute;
  w.Add(!(same && a_firm && b_firm && !(a.absolute && b.absolute)), c13_);
  // C14-C17: no repeated downfloat (upfloat) of the last round, then of the
  // round before it; C18-C21: of the lowest scores.
  const bool higher_floats = a.score > b.score;
  w.Add((b.float1 == kDown) + (!higher_floats && a.float1 == kDown), c14_);
  w.Add(!(higher_floats && b.float1 == kUp), c15_);
  w.Add((b.float2 == kDown) + (!higher_floats && a.float2 == kDown), c16_);
  w.Add(!(higher_floats && b.float2 == kUp), c17_);
  if (b.float1 == kDown) w.Add(1, ScoreShift(c18_, b.score));
  if (a.float1 == kDown) w.Add(1, ScoreShift(c18_, a.score));
  if (!(higher_floats && b.float1 == kUp)) w.Add(1, ScoreShift(c19_, a.score));
  if (b.float2 == kDown) w.Add(1, ScoreShift(c20_, b.score));
  if (a.float2 == kDown) w.Add(1, ScoreShift(c20_, a.score));
  if (!(higher_floats && b.float2 == kUp)) w.Add(1, ScoreShift(c21_, a.score));
  return w;
}

void DutchPairer::SetEdge(int h, int l, const EdgeWeight& weight) {
  criteria_[h * n_ + l] = criteria_[l * n_ + h] = weight;
  bonus_[h * n_ + l] = bonus_[l * n_ + h] = 0;
  matcher_->SetWeight(h, l, weight);
}

void DutchPairer::SetBonus(int u, int v, uint64_t bonus) {
  const EdgeWeight& base = criteria_[u * n_ + v];
  if (base.IsZero()) return;
  bonus_[u * n_ + v] = bonus_[v * n_ + u] = bonus;
  EdgeWeight w = base;
  w.Add(bonus, tie_);
  matcher_->SetWeight(u, v, w);
}

void DutchPairer::Forbid(int u, int v) {
  criteria_[u * n_ + v] = criteria_[v * n_ + u] = EdgeWeight(matcher_->words());
  bonus_[u * n_ + v] = bonus_[v * n_ + u] = 0;
  matcher_->SetWeight(u, v, criteria_[u * n_ + v]);
}

void DutchPairer::Fix(int u, int v) {
  pairs_.emplace_back(std::min(u, v), std::max(u, v));
  matcher_->Remove(u);
  matcher_->Remove(v);
  mate_[u] = mate_[v] = -1;
}

// Pairs one bracket: the MDPs `movers` and the residents
// [resident_begin, next_begin); [next_begin, next_end) is the next
// scoregroup. On return `movers` holds the bracket's downfloaters.
void DutchPairer::PairBracket(std::vector<int>& movers, int resident_begin, int next_begin,
                              int next_end) {
  const int resident_score = P(resident_begin).score;
  // C9 counts where the bracket's one downfloater will be the bye: the bye
  // is of this score and nobody here floats below it in the pairing so far.
  bool c9 = n_ % 2 == 1 && bye_score_ >= resident_score;
  std::vector<int> bracket = movers;
  for (int v = resident_begin; v < next_begin; ++v) bracket.push_back(v);
  for (int v : bracket) {
    const int m = Mate(v);
    if (c9 && m >= 0 && P(m).score < resident_score) c9 = false;
  }
  std::vector<int> members = bracket;
  for (int v = next_begin; v < next_end; ++v) members.push_back(v);
  for (size_t i = 0; i < members.size(); ++i) {
    for (size_t j = i + 1; j < members.size(); ++j) {
      const int h = std::min(members[i], members[j]), l = std::max(members[i], members[j]);
      SetEdge(h, l, Criteria(h, l, next_begin, next_end, c9));
    }
  }
  Solve();
  auto resident = [&](int v) { return v >= resident_begin && v < next_begin; };
  auto live = [&](int v) { return !matcher_->Removed(v); };

  // Article 4.2 (heterogeneous brackets): the MDPs to pair are chosen
  // highest first, each taken when the criteria allow it with those taken
  // before; their opponents are then chosen in the order of S2 (the
  // residents), each MDP in turn taking the highest one that still allows
  // the best pairing.
  const uint64_t taken = n_ + 2;
  std::vector<int> paired_movers;
  for (int m : movers) {
    if (!(Mate(m) >= 0 && resident(Mate(m)))) {
      for (int r = resident_begin; r < next_begin; ++r) SetBonus(m, r, 1);
      Solve();
    }
    const bool pairs_here = Mate(m) >= 0 && resident(Mate(m));
    for (int r = resident_begin; r < next_begin; ++r) SetBonus(m, r, pairs_here ? taken : 0);
    if (pairs_here) paired_movers.push_back(m);
  }
  for (int m : paired_movers) {
    uint64_t higher = 0;
    for (int r = next_begin - 1; r >= resident_begin; --r) {
      if (live(r)) SetBonus(m, r, taken + higher++);
    }
    Solve();
    Fix(m, Mate(m));
  }

  // The remainder (Article 4.3, a homogeneous bracket): S1 its first
  // `pairs` players, S2 the rest. Among the best pairings, the fewest
  // exchanges, then the smallest difference of the exchanged pairing
  // numbers (the lowest sum of the new S1's), then the S1 players with the
  // highest numbers exchanged first, then the S2 players with the lowest.
  std::vector<int> rest;
  for (int v = resident_begin; v < next_begin; ++v) {
    if (live(v)) rest.push_back(v);
  }
  const int size = static_cast<int>(rest.size());
  std::vector<int> index(n_, -1);
  for (int i = 0; i < size; ++i) index[rest[i]] = i;
  auto upper = [&](int v) {  // paired in the remainder with a lower player
    const int m = Mate(v);
    return m >= 0 && index[m] > index[v];
  };
  int pairs = 0;
  for (int v : rest) pairs += upper(v);
  auto exchange_bonus = [&](int i, uint64_t trial) {
    return ((i < pairs ? uint64_t{1} : 0) << (exchange_count_ - tie_)) +
           (static_cast<uint64_t>(size - i) << (exchange_sum_ - tie_)) + trial;
  };
  auto set_exchange_bonuses = [&](int i, uint64_t trial) {
    for (int j = i + 1; j < size; ++j) SetBonus(rest[i], rest[j], exchange_bonus(i, trial));
  };
  for (int i = 0; i < size; ++i) set_exchange_bonuses(i, 1);
  Solve();
  int exchanges = 0;
  for (int i = 0; i < pairs; ++i) exchanges += !upper(rest[i]);
  int left = exchanges;
  for (int i = pairs - 1; i >= 0 && left > 0; --i) {
    if (upper(rest[i])) {
      set_exchange_bonuses(i, 0);
      Solve();
    }
    const bool exchanged = !upper(rest[i]);
    if (exchanged) {
      --left;
      for (int j = i + 1; j < size; ++j) Forbid(rest[i], rest[j]);
    } else {
      set_exchange_bonuses(i, 1);
    }
  }
  left = exchanges;
  for (int i = pairs; i < size && left > 1; ++i) {
    const bool already = upper(rest[i]);
    if (!already) {
      set_exchange_bonuses(i, 2);
      Solve();
    }
    if (upper(rest[i])) {
      --left;
      for (int j = 0; j < i; ++j) Forbid(rest[j], rest[i]);
      for (int v = next_begin; v < next_end; ++v) Forbid(rest[i], v);
    }
    if (!already) set_exchange_bonuses(i, 1);
  }
  // S1 and S2 are now settled: S1's players may only be paired with lower
  // players of the remainder, S2's only with higher ones.
  for (int i = 0; i < size; ++i) {
    for (int j = i + 1; j < size; ++j) {
      if (!upper(rest[i]) || upper(rest[j])) {
        Forbid(rest[i], rest[j]);
      } else {
        SetBonus(rest[i], rest[j], 0);
      }
    }
  }
  // Transpositions: each S1 player in turn takes the highest S2 player that
  // still allows the best pairing.
  for (int i = 0; i < size; ++i) {
    const int v = rest[i];
    if (!live(v) || !upper(v)) continue;
    uint64_t higher = 0;
    for (int j = size - 1; j > i; --j) {
      if (live(rest[j])) SetBonus(v, rest[j], higher++);
    }
    Solve();
    Fix(v, Mate(v));
  }
  std::vector<int> down;
  for (int v : bracket) {
    if (live(v)) down.push_back(v);
  }
  movers = down;
}

RoundPlan DutchPairer::Pair() {
  RoundPlan plan;
  plan.round = round_;
  const int pairs_per_match = (settings_.games_per_match + 1) / 2;
  if (n_ == 0) return plan;
  if (!FindRules()) return plan;  // unreachable: everything relaxed pairs anyone
  BuildLayout();
  for (const Player& p : players_) {
    if (p.score == bye_score_) max_played_ = std::max(max_played_, p.played);
  }
  // Completion alone first (C4), everywhere; the brackets refine their own
  // edges as they come.
  for (int u = 0; u < n_; ++u) {
    for (int v = u + 1; v < n_; ++v) SetEdge(u, v, Criteria(u, v, 0, 0, false));
  }
  Solve();
  std::vector<int> movers;
  int begin = 0;
  bool first = true;
  while (begin < n_) {
    int next = begin;
    while (next < n_ && P(next).score == P(begin).score) ++next;
    int next_end = next;
    while (next_end < n_ && P(next_end).score == P(next).score) ++next_end;
    if (first) {
      // The first bracket decides whether C9 counts on every edge at once.
      first = false;
      bool c9 = n_ % 2 == 1 && bye_score_ >= P(0).score;
      for (int v = begin; v < next; ++v) {
        if (c9 && Mate(v) >= 0 && P(Mate(v)).score < P(0).score) c9 = false;
      }
      if (c9) {
        for (int u = 0; u < n_; ++u) {
          for (int v = u + 1; v < n_; ++v) SetEdge(u, v, Criteria(u, v, 0, 0, true));
        }
        Solve();
      }
    }
    PairBracket(movers, begin, next, next_end);
    begin = next;
  }
  // Two MDPs paired with each other are carried to the end: pair them there.
  Solve();
  for (int v = 0; v < n_; ++v) {
    if (!matcher_->Removed(v) && Mate(v) > v) Fix(v, Mate(v));
  }
  // Boards: by the higher score, the sum of scores, the higher rank.
  std::sort(pairs_.begin(), pairs_.end(), [&](const auto& x, const auto& y) {
    const int x_top = std::max(P(x.first).score, P(x.second).score);
    const int y_top = std::max(P(y.first).score, P(y.second).score);
    const int x_sum = P(x.first).score + P(x.second).score;
    const int y_sum = P(y.first).score + P(y.second).score;
    return std::make_tuple(-x_top, -x_sum, x.first) < std::make_tuple(-y_top, -y_sum, y.first);
  });
  for (const auto& [h, l] : pairs_) {
    Pairing pairing;
    pairing.pairs = pairs_per_match;
    const bool h_white = ColourOfHigher(P(h), P(l), initial_colour_) == kWhite;
    pairing.a = P(h_white ? h : l).engine;
    pairing.b = P(h_white ? l : h).engine;
    plan.pairings.push_back(pairing);
  }
  for (int v = 0; v < n_; ++v) {
    if (!matcher_->Removed(v)) {
      Pairing bye;
      bye.a = P(v).engine;
      bye.b = Pairing::kBye;
      bye.pairs = pairs_per_match;
      plan.pairings.push_back(bye);
    }
  }
  return plan;
}

}  // namespace

int SwissInitialColour(uint64_t seed) {
  return static_cast<int>(games::MixSeeds(seed, 0x636f6c6f7572) & 1);  // "colour"
}

RoundPlan PairSwissRound(const SwissField& field, int round, const std::vector<MatchGame>& games,
                         uint64_t seed) {
  if (field.engines <= 0 || round < 1) return RoundPlan{round, {}};
  DutchPairer pairer(field, round, ReadField(field, round, games), seed);
  return pairer.Pair();
}

}  // namespace harness
