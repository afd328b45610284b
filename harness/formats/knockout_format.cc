// KNOCKOUT: a seeded single-elimination bracket (knockout.h).
#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"
#include "harness/formats/knockout.h"
#include "harness/formats/paired_format.h"

namespace harness {
namespace {

constexpr int kDefaultTiebreakPairs = 2;

int BracketSize(int engines) {
  int size = 1;
  while (size < engines) size *= 2;
  return size;
}

// The games of the bracket: byes are not records of a knockout.
std::vector<MatchGame> Played(const std::vector<MatchGame>& games) {
  std::vector<MatchGame> played;
  for (const MatchGame& game : games) {
    if (game.second != Pairing::kBye) played.push_back(game);
  }
  return played;
}

class KnockoutFormat : public PairedFormat {
 public:
  tourney::v1::TournamentConfig::Format id() const override {
    return tourney::v1::TournamentConfig::KNOCKOUT;
  }
  const char* name() const override { return "knockout"; }
  const char* title() const override { return "knockout"; }
  const char* help() const override {
    return "a seeded single-elimination bracket (--seeding FILE, --tiebreak-pairs N)";
  }
  std::vector<FormatSettingUse> SettingsUsed(const tourney::v1::FormatSettings& s) const override {
    return {{"seeding (--seeding)", !s.seeding().empty()},
            {"seed_order", s.seed_order_size() > 0},
            {"tiebreak_pairs (--tiebreak-pairs)", s.tiebreak_pairs() != 0}};
  }
  void ApplyDefaults(tourney::v1::TournamentConfig* config) const override {
    tourney::v1::FormatSettings* s = config->mutable_format_settings();
    if (s->tiebreak_pairs() == 0) s->set_tiebreak_pairs(kDefaultTiebreakPairs);
  }
  bool seeded() const override { return true; }
  const char* ScheduledNote() const override {
    return " and the tie-break games tied matches need";
  }
  std::string GamesInText(int64_t played, int64_t scheduled) const override {
    return absl::StrCat(played, played == 1 ? " game" : " games",
                        " in (tie-breaks included), of the bracket's ", scheduled,
                        " and the tie-break games its tied matches need");
  }
  FormatLayout Layout(const FormatContext& context) const override {
    const int size = BracketSize(context.engines());
    FormatLayout layout;
    for (int slots = size; slots > 1; slots /= 2) ++layout.rounds;
    layout.matches = size / 2;
    layout.pairs = context.pairs_per_match() + context.config.format_settings().tiebreak_pairs();
    return layout;
  }
  int64_t ExpectedGames(const FormatContext& context) const override {
    return int64_t{context.engines() - 1} * context.games_per_match();
  }
  // The bracket's next need, whatever round it is in.
  RoundPlan Plan(const FormatContext& context, int,
                 const std::vector<MatchGame>& games) const override {
    return PlanKnockoutRound(context.seed_order, Played(games), context.pairs_per_match(),
                             context.config.format_settings().tiebreak_pairs());
  }
  FormatStandings Standings(const FormatContext& context, const std::vector<MatchGame>& games,
                            const Ratings& ratings) const override {
    FormatStandings standings = BareStandings(*this, context, ratings);
    standings.knockout =
        BuildKnockoutBracket(context.seed_order, Played(games), context.pairs_per_match(),
                             context.config.format_settings().tiebreak_pairs());
    standings.rounds = static_cast<int>(Layout(context).rounds);
    for (const KnockoutRound& round : standings.knockout->rounds) {
      for (const KnockoutMatch& match : round.matches) {
        if (match.games > 0) standings.rounds_played = round.round;
      }
    }
    return standings;
  }

 protected:
  absl::Status CheckSettings(const tourney::v1::TournamentConfig& config) const override {
    return CheckInt(kTiebreakPairs, config.format_settings().tiebreak_pairs());
  }
};

}  // namespace

const FormatKind& Knockout() {
  static const KnockoutFormat format;
  return format;
}

}  // namespace harness
