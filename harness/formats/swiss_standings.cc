#include "harness/formats/swiss_standings.h"

#include <algorithm>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/formats/points_text.h"

namespace harness {
namespace {

// The crosstable's skeleton from the plans: opponents and seats.
std::vector<std::vector<SwissCell>> PairedCells(int engines, const std::vector<RoundPlan>& plans) {
  std::vector<std::vector<SwissCell>> cells(engines, std::vector<SwissCell>(plans.size()));
  for (size_t r = 0; r < plans.size(); ++r) {
    for (const Pairing& pairing : plans[r].pairings) {
      SwissCell& a = cells[pairing.a][r];
      a.opponent = pairing.b;
      a.first_seat = 0;
      if (pairing.b == Pairing::kBye) {
        a.points = 2 * pairing.pairs;
        continue;
      }
      SwissCell& b = cells[pairing.b][r];
      b.opponent = pairing.a;
      b.first_seat = 1;
    }
  }
  return cells;
}

// Ends a line of the table, without the padding of its last cell.
void EndLine(std::string* out) {
  out->erase(out->find_last_not_of(' ') + 1);
  out->push_back('\n');
}

}  // namespace

SwissTable SwissStandings(int engines, const std::vector<RoundPlan>& plans,
                          const std::vector<MatchGame>& games, const std::vector<double>& ratings) {
  SwissTable table;
  table.crosstable = PairedCells(engines, plans);
  std::vector<SwissStanding> by_engine(engines);
  for (const MatchGame& game : games) {
    if (game.round < 1 || game.round > static_cast<int>(plans.size())) continue;
    if (game.first < 0 || game.first >= engines || game.second < 0 || game.second >= engines) {
      continue;
    }
    SwissCell& first = table.crosstable[game.first][game.round - 1];
    SwissCell& second = table.crosstable[game.second][game.round - 1];
    if (first.opponent != game.second) continue;  // not a game of the plan
    first.points += game.first_score;
    second.points += 1 - game.first_score;
    ++by_engine[game.first].games;
    ++by_engine[game.second].games;
  }
  for (int e = 0; e < engines; ++e) {
    by_engine[e].engine = e;
    by_engine[e].rating = ratings.empty() ? 0 : ratings[e];
    for (const SwissCell& cell : table.crosstable[e]) by_engine[e].points += cell.points;
  }
  for (int e = 0; e < engines; ++e) {
    for (const SwissCell& cell : table.crosstable[e]) {
      if (cell.opponent < 0) continue;
      const double opponent_points = by_engine[cell.opponent].points;
      by_engine[e].buchholz += opponent_points;
      by_engine[e].sonneborn_berger += cell.points * opponent_points;
    }
  }
  table.standings = by_engine;
  std::stable_sort(table.standings.begin(), table.standings.end(),
                   [](const SwissStanding& x, const SwissStanding& y) {
                     return std::tie(x.points, x.buchholz, x.sonneborn_berger, x.rating) >
                            std::tie(y.points, y.buchholz, y.sonneborn_berger, y.rating);
                   });
  for (size_t i = 0; i < table.standings.size(); ++i) table.standings[i].rank = i + 1;
  return table;
}

std::string FormatSwissTable(const SwissTable& table, const std::vector<std::string>& names,
                             const std::vector<std::string>& rating_cells) {
  const int rounds = table.crosstable.empty() ? 0 : table.crosstable[0].size();
  std::vector<int> rank_of(table.standings.size());
  for (const SwissStanding& s : table.standings) rank_of[s.engine] = s.rank;
  std::string out = absl::StrCat(
      "Swiss standings after ", rounds, rounds == 1 ? " round" : " rounds",
      " (points: game points, a bye scores every game of its match; Buchholz: the opponents' "
      "points; SB: points scored against each opponent x its points)\n",
      "round cells: opponent's rank:seat of the match's first game, then points scored\n");
  absl::StrAppendFormat(&out, "%-4s %-16s %6s %5s %8s %8s %6s", "rank", "engine", "points", "games",
                        "Buchholz", "SB", "rating");
  for (int r = 1; r <= rounds; ++r) absl::StrAppendFormat(&out, " %-9s", absl::StrCat("r", r));
  EndLine(&out);
  for (const SwissStanding& s : table.standings) {
    const std::string rating =
        rating_cells.empty() ? absl::StrFormat("%+.0f", s.rating) : rating_cells[s.engine];
    absl::StrAppendFormat(&out, "%-4d %-16s %6s %5d %8s %8s %6s", s.rank, names[s.engine],
                          PointsText(s.points), s.games, PointsText(s.buchholz),
                          PointsText(s.sonneborn_berger), rating);
    for (const SwissCell& cell : table.crosstable[s.engine]) {
      std::string opponent = "-";
      if (cell.opponent == Pairing::kBye) opponent = "bye";
      if (cell.opponent >= 0) opponent = absl::StrCat(rank_of[cell.opponent], ":", cell.first_seat);
      absl::StrAppendFormat(&out, " %5s %-3s", opponent,
                            cell.opponent == SwissCell::kNotPaired ? "" : PointsText(cell.points));
    }
    EndLine(&out);
  }
  return out;
}

}  // namespace harness
