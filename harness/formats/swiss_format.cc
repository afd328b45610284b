// SWISS: `rounds` rounds, each pairing engines of equal score (swiss.h),
// ranked with tie-breaks (swiss_standings.h).
#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"
#include "harness/formats/paired_format.h"
#include "harness/formats/swiss.h"
#include "harness/formats/swiss_standings.h"

namespace harness {
namespace {

int CeilLog2(int n) {
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  return bits;
}

// The rating as a tie-break, as the tables print it (whole Elo: the fit's
// last digits depend on the order its sums ran in, and must not decide a
// place): an engine set aside for a perfect score ranks above (or below)
// every rated one, the earlier set aside the further.
std::vector<double> TieBreakKeys(const Ratings& ratings) {
  std::vector<double> by_engine(ratings.engines.size());
  for (size_t i = 0; i < by_engine.size(); ++i) {
    const EngineRating& rating = ratings.engines[i];
    switch (rating.kind) {
      case RatingKind::kRated:
        by_engine[i] = std::round(rating.elo);
        break;
      case RatingKind::kWonEveryGame:
        by_engine[i] = 1e6 - rating.round;
        break;
      case RatingKind::kLostEveryGame:
        by_engine[i] = -1e6 + rating.round;
        break;
      case RatingKind::kUnrated:
      case RatingKind::kNoGames:
        break;
    }
  }
  return by_engine;
}

// Who plays when: pairing numbers in seed order, late entries from their
// round, withdrawals after theirs.
SwissField FieldOf(const FormatContext& context) {
  const tourney::v1::TournamentConfig& config = context.config;
  SwissField field;
  field.engines = context.engines();
  field.seed_order = context.seed_order;
  field.games_per_match = context.games_per_match();
  field.rounds = config.format_settings().rounds();
  auto index_of = [&](const std::string& name) {
    for (int i = 0; i < config.engines_size(); ++i) {
      if (config.engines(i).name() == name) return i;
    }
    return -1;
  };
  for (const auto& entry : config.format_settings().late_entries()) {
    if (const int e = index_of(entry.engine()); e >= 0) {
      field.enters.resize(field.engines, 1);
      field.enters[e] = entry.round();
    }
  }
  for (const auto& withdrawal : config.format_settings().withdrawals()) {
    if (const int e = index_of(withdrawal.engine()); e >= 0) {
      field.withdrawn_after.resize(field.engines, 0);
      field.withdrawn_after[e] = withdrawal.after_round();
    }
  }
  return field;
}

class SwissFormat : public PairedFormat {
 public:
  tourney::v1::TournamentConfig::Format id() const override {
    return tourney::v1::TournamentConfig::SWISS;
  }
  const char* name() const override { return "swiss"; }
  const char* title() const override { return "Swiss"; }
  const char* help() const override {
    return "--rounds rounds, each pairing engines of equal score (FIDE's Dutch system)";
  }
  std::vector<FormatSettingUse> SettingsUsed(const tourney::v1::FormatSettings& s) const override {
    return {{"rounds (--rounds)", s.rounds() != 0},
            {"seeding (--seeding)", !s.seeding().empty()},
            {"seed_order", s.seed_order_size() > 0},
            {"withdrawals (--withdraw)", s.withdrawals_size() > 0},
            {"late_entries (--enter)", s.late_entries_size() > 0}};
  }
  void ApplyDefaults(tourney::v1::TournamentConfig* config) const override {
    tourney::v1::FormatSettings* s = config->mutable_format_settings();
    if (s->rounds() == 0) s->set_rounds(CeilLog2(std::max(config->engines_size(), 2)) + 2);
  }
  bool whole_rotations() const override { return false; }
  bool seeded() const override { return true; }
  FormatLayout Layout(const FormatContext& context) const override {
    return {context.config.format_settings().rounds(), (context.engines() + 1) / 2,
            context.pairs_per_match()};
  }
  // Every round pairs the engines present in it (entered, not withdrawn).
  int64_t ExpectedGames(const FormatContext& context) const override {
    const SwissField field = FieldOf(context);
    int64_t games = 0;
    for (int round = 1; round <= field.rounds; ++round) {
      int present = 0;
      for (int e = 0; e < field.engines; ++e) {
        const bool entered = field.enters.empty() || field.enters[e] <= round;
        const bool left = !field.withdrawn_after.empty() && field.withdrawn_after[e] > 0 &&
                          field.withdrawn_after[e] < round;
        present += entered && !left;
      }
      games += present / 2 * int64_t{field.games_per_match};
    }
    return games;
  }
  RoundPlan Plan(const FormatContext& context, int round,
                 const std::vector<MatchGame>& games) const override {
    if (round > context.config.format_settings().rounds()) return RoundPlan{round, {}};
    return PairSwissRound(FieldOf(context), round, games, context.config.seed());
  }
  FormatStandings Standings(const FormatContext& context, const std::vector<MatchGame>& games,
                            const Ratings& ratings) const override {
    FormatStandings standings = BareStandings(*this, context, ratings);
    standings.rounds_played = LastRound(games);
    standings.rounds = context.config.format_settings().rounds();
    standings.swiss_field = FieldOf(context);
    standings.swiss_initial_colour = SwissInitialColour(context.config.seed());
    standings.swiss = SwissStandings(standings.swiss_field, standings.rounds_played, games,
                                     TieBreakKeys(ratings));
    return standings;
  }

 protected:
  absl::Status CheckSettings(const tourney::v1::TournamentConfig& config) const override {
    const tourney::v1::FormatSettings& s = config.format_settings();
    absl::Status rounds = CheckInt(kSwissRounds, s.rounds());
    if (!rounds.ok()) return rounds;
    std::set<std::string> withdrawn, entered;
    for (const auto& withdrawal : s.withdrawals()) {
      absl::Status named = CheckNamed(config, "withdrawals", withdrawal.engine(), &withdrawn);
      if (!named.ok()) return named;
      if (withdrawal.after_round() < 1 || withdrawal.after_round() > s.rounds()) {
        return absl::InvalidArgumentError(
            absl::StrCat("format_settings.withdrawals: ", withdrawal.engine(), " after round ",
                         withdrawal.after_round(), ": expected a round of 1..", s.rounds()));
      }
    }
    for (const auto& entry : s.late_entries()) {
      absl::Status named = CheckNamed(config, "late_entries", entry.engine(), &entered);
      if (!named.ok()) return named;
      if (entry.round() < 2 || entry.round() > s.rounds()) {
        return absl::InvalidArgumentError(
            absl::StrCat("format_settings.late_entries: ", entry.engine(), " from round ",
                         entry.round(), ": expected a round of 2..", s.rounds()));
      }
    }
    return absl::OkStatus();
  }

 private:
  // `name` is an engine of the config, named once in `field`.
  static absl::Status CheckNamed(const tourney::v1::TournamentConfig& config, const char* field,
                                 const std::string& name, std::set<std::string>* seen) {
    const bool engine = std::any_of(config.engines().begin(), config.engines().end(),
                                    [&](const auto& e) { return e.name() == name; });
    if (!engine) {
      return absl::InvalidArgumentError(
          absl::StrCat("format_settings.", field, ": no engine is named ", name));
    }
    if (!seen->insert(name).second) {
      return absl::InvalidArgumentError(
          absl::StrCat("format_settings.", field, ": ", name, " is named twice"));
    }
    return absl::OkStatus();
  }
};

}  // namespace

const FormatKind& Swiss() {
  static const SwissFormat format;
  return format;
}

}  // namespace harness
