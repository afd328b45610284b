#include "harness/report/standings_text.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/report/ratings_notes.h"

namespace harness {
namespace {

std::string RankText(const FormatStandings& standings) {
  const RankStandings& rank = *standings.rank;
  const RankState& state = rank.state;
  std::string text = absl::StrCat(
      "Ranking (", state.why, "):\n", RankGuaranteeText(rank.settings),
      state.stop == RankStop::kCap ? " Orders left unsettled at the cap carry no guarantee." : "",
      "\n");
  for (size_t i = 0; i < state.order.size(); ++i) {
    absl::StrAppend(&text, absl::StrFormat("%4zu  %s\n", i + 1, standings.names[state.order[i]]));
    if (i + 1 < state.order.size()) {
      absl::StrAppend(&text, absl::StrFormat("        %s (doubt %.2g)\n",
                                             state.settled[i] ? "settled above the next"
                                                              : "not settled against the next",
                                             state.doubt[i]));
    }
  }
  return text;
}

}  // namespace

std::string StandingsText(const FormatStandings& standings) {
  if (standings.swiss) {
    std::vector<std::string> rating_cells;
    for (const EngineRating& rating : standings.ratings) rating_cells.push_back(RatingCell(rating));
    return absl::StrCat("Swiss standings after ", standings.rounds_played, " of ", standings.rounds,
                        " rounds:\n",
                        FormatSwissTable(*standings.swiss, standings.names, rating_cells));
  }
  if (standings.knockout) {
    return absl::StrCat("Knockout bracket:\n",
                        FormatKnockoutBracket(*standings.knockout, standings.names));
  }
  if (standings.rank) return RankText(standings);
  return "";
}

}  // namespace harness
