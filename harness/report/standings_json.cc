#include "harness/report/standings_json.h"

#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "harness/formats/trf.h"
#include "harness/report/page_text.h"
#include "harness/report/ratings_notes.h"

namespace harness {
namespace {

std::string Name(const FormatStandings& standings, int engine) {
  if (engine < 0 || engine >= static_cast<int>(standings.names.size())) return "null";
  return ScriptJsonString(standings.names[engine]);
}

// A finite number as JSON (JSON has no NaN or infinity: null).
std::string Number(double value) { return std::isfinite(value) ? absl::StrCat(value) : "null"; }

std::string SwissJson(const FormatStandings& standings) {
  std::vector<std::string> rows;
  for (const SwissStanding& row : standings.swiss->standings) {
    std::vector<std::string> cells;
    for (const SwissCell& cell : standings.swiss->crosstable[row.engine]) {
      if (cell.opponent == Pairing::kBye) {
        cells.push_back(absl::StrCat("{\"bye\":true,\"points\":", Number(cell.points), "}"));
      } else if (cell.kind == SwissRound::kAbsent) {
        cells.push_back("{\"unpaired\":\"not entered\"}");
      } else if (cell.kind == SwissRound::kWithdrawn) {
        cells.push_back("{\"unpaired\":\"withdrawn\"}");
      } else if (cell.opponent < 0) {
        cells.push_back("{\"unpaired\":true}");
      } else {
        cells.push_back(absl::StrCat("{\"opponent\":", Name(standings, cell.opponent), ",\"seat\":",
                                     cell.first_seat, ",\"points\":", Number(cell.points), "}"));
      }
    }
    rows.push_back(absl::StrCat("{\"rank\":", row.rank, ",\"engine\":", Name(standings, row.engine),
                                ",\"points\":", Number(row.points), ",\"games\":", row.games,
                                ",\"buchholz\":", Number(row.buchholz),
                                ",\"sonneborn_berger\":", Number(row.sonneborn_berger),
                                ",\"rounds\":[", absl::StrJoin(cells, ","), "]}"));
  }
  return absl::StrCat("[", absl::StrJoin(rows, ",\n"), "]");
}

std::string KnockoutJson(const FormatStandings& standings) {
  const KnockoutBracket& bracket = *standings.knockout;
  std::vector<std::string> rounds;
  for (const KnockoutRound& round : bracket.rounds) {
    std::vector<std::string> matches;
    for (const KnockoutMatch& m : round.matches) {
      matches.push_back(absl::StrCat(
          "{\"number\":", m.number, ",\"high\":", Name(standings, m.high),
          ",\"high_seed\":", m.high_seed, ",\"low\":", Name(standings, m.low),
          ",\"low_seed\":", m.low_seed, ",\"high_points\":", Number(m.high_points),
          ",\"low_points\":", Number(m.low_points), ",\"games\":", m.games,
          ",\"tiebreak_games\":", m.tiebreak_games, ",\"winner\":", Name(standings, m.winner),
          ",\"reason\":", ScriptJsonString(m.reason), "}"));
    }
    rounds.push_back(absl::StrCat("{\"round\":", round.round, ",\"matches\":[",
                                  absl::StrJoin(matches, ",\n"), "]}"));
  }
  return absl::StrCat("{\"size\":", bracket.size,
                      ",\"champion\":", Name(standings, bracket.champion), ",\"rounds\":[",
                      absl::StrJoin(rounds, ",\n"), "]}");
}

std::string RankJson(const FormatStandings& standings) {
  const RankStandings& rank = *standings.rank;
  const RankState& state = rank.state;
  std::vector<std::string> order, adjacent;
  for (int engine : state.order) order.push_back(Name(standings, engine));
  for (size_t k = 0; k + 1 < state.order.size(); ++k) {
    adjacent.push_back(absl::StrCat(
        "{\"upper\":", Name(standings, state.order[k]),
        ",\"lower\":", Name(standings, state.order[k + 1]),
        ",\"settled\":", state.settled[k] ? "true" : "false", ",\"doubt\":", Number(state.doubt[k]),
        ",\"los\":", ScriptJsonString(SuperiorityCell(rank.adjacent_los[k])),
        ",\"games\":", rank.adjacent_games[k], "}"));
  }
  return absl::StrCat("{\"why\":", ScriptJsonString(state.why),
                      ",\"guarantee\":", ScriptJsonString(RankGuaranteeText(rank.settings)),
                      ",\"order\":[", absl::StrJoin(order, ","), "],\"adjacent\":[",
                      absl::StrJoin(adjacent, ",\n"), "]}");
}

}  // namespace

std::string StandingsJson(const FormatStandings& standings) {
  std::vector<std::string> engines;
  for (size_t e = 0; e < standings.names.size(); ++e) {
    engines.push_back(absl::StrCat(
        "{\"name\":", Name(standings, static_cast<int>(e)), ",\"rating\":",
        ScriptJsonString(e < standings.ratings.size() ? RatingCell(standings.ratings[e])
                                                      : std::string("n/a")),
        "}"));
  }
  std::string json =
      absl::StrCat("{\"format\":", ScriptJsonString(standings.format),
                   ",\"rounds_played\":", standings.rounds_played, ",\"rounds\":", standings.rounds,
                   ",\n\"engines\":[", absl::StrJoin(engines, ",\n"), "]");
  if (standings.swiss) absl::StrAppend(&json, ",\n\"swiss\":", SwissJson(standings));
  if (standings.knockout) absl::StrAppend(&json, ",\n\"knockout\":", KnockoutJson(standings));
  if (standings.rank) absl::StrAppend(&json, ",\n\"rank\":", RankJson(standings));
  return json + "}\n";
}

std::string StandingsTrf(const FormatStandings& standings, const std::string& title) {
  if (!standings.swiss) return "";
  TrfTournament tournament;
  tournament.name = title;
  tournament.rounds = standings.rounds;
  tournament.initial_colour = standings.swiss_initial_colour;
  return SwissTrf(*standings.swiss, standings.swiss_field, standings.names, {}, tournament);
}

}  // namespace harness
