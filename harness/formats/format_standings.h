// A format's standings, computed once (FormatKind::Standings) and rendered
// by every report: the text table (report/format_standings_text.h), the
// HTML page's section (report/format_sections.h) and the JSON export
// (report/standings_json.h); a Swiss's also as FIDE's TRF-16 (trf.h).
// A round robin or gauntlet has none beyond the ratings table.
#ifndef HARNESS_FORMATS_FORMAT_STANDINGS_H_
#define HARNESS_FORMATS_FORMAT_STANDINGS_H_

#include <optional>
#include <string>
#include <vector>

#include "harness/formats/adaptive_rank.h"
#include "harness/formats/knockout.h"
#include "harness/formats/swiss.h"
#include "harness/formats/swiss_standings.h"
#include "harness/ratings/engine_ratings.h"

namespace harness {

// The rank format's verdict: its order, each adjacent order's doubt and
// whether it is settled, why it stopped; with the settings it ran under and
// the ratings' likelihood of superiority of each adjacent pair.
struct RankStandings {
  RankState state;
  RankSettings settings;
  std::vector<Superiority> adjacent_los;  // [i]: order[i] over order[i + 1]
  std::vector<int64_t> adjacent_games;    // [i]: games between order[i] and order[i + 1]
};

struct FormatStandings {
  std::string format;              // its title: "Swiss"
  std::vector<std::string> names;  // by engine index (config order)
  // By engine: the ratings report's rating (what ties are broken by, and
  // what the tables print beside each engine).
  std::vector<EngineRating> ratings;
  int rounds_played = 0;  // rounds with a game or bye
  int rounds = 0;         // rounds at most (0: not fixed)
  std::optional<SwissTable> swiss;
  SwissField swiss_field;         // a Swiss: who played when (for TRF-16)
  int swiss_initial_colour = -1;  // a Swiss: round 1's lot (SwissInitialColour)
  std::optional<KnockoutBracket> knockout;
  std::optional<RankStandings> rank;
};

}  // namespace harness

#endif  // HARNESS_FORMATS_FORMAT_STANDINGS_H_
