// A tournament format as a registered kind (format_registry.h), as games
// are (games/common/game_registry.h): everything the harness needs to know
// of one format lives in its own file (round_robin_format.cc, ...), and
// nothing outside harness/formats/ asks which format a config has.
//
// Two families share the interface:
//  - fixed schedules (round robin, gauntlet): groups of seats_per_game
//    engines, each playing every seat rotation (plan/schedule.h lays them
//    out from Groups and Group, never materialised);
//  - formats that pair by results (Swiss, knockout, rank): round after
//    round planned from the games so far (Plan), laid out by
//    plan/format_rounds.h within Layout's bounds.
// Every format computes its standings (FormatStandings) once; the text,
// HTML and JSON reports render that one object.
#ifndef HARNESS_FORMATS_FORMAT_KIND_H_
#define HARNESS_FORMATS_FORMAT_KIND_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "harness/formats/format_standings.h"
#include "harness/formats/match_game.h"
#include "harness/ratings/engine_ratings.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// A field of FormatSettings a format reads, and whether a config sets it
// (a setting given to a format that does not read it is refused by name).
struct FormatSettingUse {
  const char* name;  // "rounds (--rounds)"
  bool set;
};

// The most a format that pairs by results holds; game indices are laid out
// from these (plan/format_rounds.h).
struct FormatLayout {
  int64_t rounds = 0;   // rounds at most
  int64_t matches = 0;  // matches a round at most
  int64_t pairs = 0;    // seat-swapped pairs a match at most (tie-breaks included)

  // Game indices are below this.
  int64_t capacity() const { return rounds * matches * pairs * 2; }
  // The pair index of pair `pair` (from 0) of match `match` of round
  // `round` (both from 1); its games are 2 * that + the seat rotation.
  int64_t PairIndex(int round, int match, int pair) const {
    return ((int64_t{round} - 1) * matches + (match - 1)) * pairs + pair;
  }
};

// What a format's plans and standings see besides the games: the
// defaulted, checked config and its engines in seed order.
struct FormatContext {
  explicit FormatContext(const tourney::v1::TournamentConfig& config);

  int engines() const { return config.engines_size(); }
  // Games of one match: games_per_pairing (odd only where the format
  // allows it: the last pair then plays its first game only).
  int games_per_match() const { return config.games_per_pairing(); }
  // Seat-swapped pairs of one match, a last single game counted.
  int pairs_per_match() const { return (games_per_match() + 1) / 2; }

  const tourney::v1::TournamentConfig& config;
  // Engine indices best first: the config's seed_order (names the harness
  // pinned from --seeding), then the engines it does not name, in config
  // order.
  std::vector<int> seed_order;
};

class FormatKind {
 public:
  virtual ~FormatKind() = default;

  virtual tourney::v1::TournamentConfig::Format id() const = 0;
  virtual const char* name() const = 0;   // --format's value: "swiss"
  virtual const char* title() const = 0;  // in a sentence: "Swiss"
  virtual const char* help() const = 0;   // one line for --help

  // The FormatSettings fields it reads, and whether `settings` sets each.
  virtual std::vector<FormatSettingUse> SettingsUsed(
      const tourney::v1::FormatSettings& settings) const = 0;
  // Its unset settings filled in.
  virtual void ApplyDefaults(tourney::v1::TournamentConfig* config) const = 0;
  // Its settings against the engines, seats and games (after the defaults).
  virtual absl::Status Check(const tourney::v1::TournamentConfig& config) const = 0;
  // Whether games_per_pairing is rounded up to whole seat rotations.
  virtual bool whole_rotations() const { return true; }
  // Unset seeds_per_pairing: whether every pairing plays seeds of its own.
  virtual bool SeedsPerPairingByDefault(const tourney::v1::TournamentConfig& config) const = 0;
  // Whether --seeding orders its engines (pinned into seed_order).
  virtual bool seeded() const { return false; }

  // Whether rounds are planned from results (Layout, Plan) rather than a
  // fixed schedule (Groups, Group).
  virtual bool pairs_by_results() const = 0;

  // A fixed schedule: its groups of seats_per_game engines, at most
  // `cap` + 1 of them (a schedule too large to play is named, not
  // overflowed), and the `rank`-th one, as engine indices.
  virtual int64_t Groups(const tourney::v1::TournamentConfig& config, int64_t cap) const;
  virtual std::vector<int> Group(const tourney::v1::TournamentConfig& config, int64_t rank) const;

  // What the start line says after "N games" (ExpectedGames): "" or, say,
  // " and the tie-break games tied matches need".
  virtual const char* ScheduledNote() const { return ""; }
  // How a partial report words `played` games in of the `scheduled`
  // (ExpectedGames): "3 of 6 games in".
  virtual std::string GamesInText(int64_t played, int64_t scheduled) const;

  // Pairing by results: the layout's bounds, the games it plays when
  // nothing ends early (for progress), whether every pair plays seeds of
  // its own whatever the config says, and the plan of round `round`
  // (from 1) from the games and byes of the rounds before it (later ones
  // are ignored; a resumed round is planned the same again). A format
  // whose plan follows from the games alone (a knockout's bracket and its
  // tie-breaks) may return another round's plan, named in RoundPlan.round.
  // Empty pairings: the format is over.
  virtual FormatLayout Layout(const FormatContext& context) const;
  virtual int64_t ExpectedGames(const FormatContext& context) const;
  virtual bool own_seeds_always() const { return false; }
  virtual RoundPlan Plan(const FormatContext& context, int round,
                         const std::vector<MatchGame>& games) const;

  // The standings after `games` (every finished game and bye), `ratings`
  // (in config order) the ratings report's: what ties are broken by and
  // what the tables print beside each engine.
  virtual FormatStandings Standings(const FormatContext& context,
                                    const std::vector<MatchGame>& games,
                                    const Ratings& ratings) const = 0;
};

// The last round with a game or bye in `games` (0 for none).
int LastRound(const std::vector<MatchGame>& games);

// Standings with the format's title, the engines' names and ratings and
// nothing else: what a fixed schedule has, and where every format starts.
FormatStandings BareStandings(const FormatKind& format, const FormatContext& context,
                              const Ratings& ratings);

}  // namespace harness

#endif  // HARNESS_FORMATS_FORMAT_KIND_H_
