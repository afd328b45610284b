#include "harness/formats/swiss_standings.h"

#include <algorithm>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/formats/points_text.h"

namespace harness {
namespace {

// Ends a line of the table, without the padding of its last cell.
void EndLine(std::string* out) {
  out->erase(out->find_last_not_of(' ') + 1);
  out->push_back('\n');
}

}  // namespace

SwissTable SwissStandings(const SwissField& field, int rounds, const std::vector<MatchGame>& games,
                          const std::vector<double>& ratings) {
  const int engines = field.engines;
  rounds = std::max(rounds, 0);
  const std::vector<std::vector<SwissRound>> read = ReadSwissRounds(field, rounds, games);
  SwissTable table;
  table.crosstable.assign(engines, std::vector<SwissCell>(rounds));
  std::vector<SwissStanding> by_engine(engines);
  for (int e = 0; e < engines; ++e) {
    by_engine[e].engine = e;
    by_engine[e].rating = ratings.empty() ? 0 : ratings[e];
    for (int r = 0; r < rounds; ++r) {
      const SwissRound& round = read[e][r];
      SwissCell& cell = table.crosstable[e][r];
      cell.kind = round.kind;
      cell.points = round.points;
      if (round.kind == SwissRound::kPlayed) {
        cell.opponent = round.opponent;
        cell.first_seat = round.colour;
      } else if (round.kind == SwissRound::kBye) {
        cell.opponent = Pairing::kBye;
      }
      by_engine[e].points += round.points;
      by_engine[e].games += round.games;
    }
  }
  // C.07 Article 16 (Tie-Break Regulations applied from 2024), unplayed
  // rounds. 16.3: for the tie-breaks of its opponents, a participant's
  // points count its voluntarily unplayed rounds that end its tournament
  // (16.2.5: here the rounds after a withdrawal) as draws; a bye counts
  // what it scored, a late entry's missed rounds nothing. 16.4: each of a
  // participant's own rounds without a game (bye, absence, withdrawal) is
  // one against a dummy opponent with the participant's own points, but
  // at most half the most points possible (16.4.2). Buchholz adds the
  // opponent's (or dummy's) points; Sonneborn-Berger the points scored in
  // the round times them.
  const double draw = field.games_per_match / 2.0;
  std::vector<double> adjusted(engines);
  for (int e = 0; e < engines; ++e) {
    adjusted[e] = by_engine[e].points;
    for (const SwissCell& cell : table.crosstable[e]) {
      if (cell.kind == SwissRound::kWithdrawn) adjusted[e] += draw - cell.points;
    }
  }
  const double half_of_most = rounds * draw;
  for (int e = 0; e < engines; ++e) {
    const double dummy = std::min(by_engine[e].points, half_of_most);
    for (const SwissCell& cell : table.crosstable[e]) {
      if (cell.kind == SwissRound::kNotPaired) continue;  // a round still to play
      const double opponent = cell.opponent >= 0 ? adjusted[cell.opponent] : dummy;
      by_engine[e].buchholz += opponent;
      by_engine[e].sonneborn_berger += cell.points * opponent;
    }
  }
  const std::vector<int> tpn = SwissPairingNumbers(field);
  table.standings = by_engine;
  std::sort(table.standings.begin(), table.standings.end(),
            [&](const SwissStanding& x, const SwissStanding& y) {
              return std::make_tuple(-x.points, -x.buchholz, -x.sonneborn_berger, -x.rating,
                                     tpn[x.engine]) < std::make_tuple(-y.points, -y.buchholz,
                                                                      -y.sonneborn_berger,
                                                                      -y.rating, tpn[y.engine]);
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
      "points: game points, a bye scores every game of its match; Buchholz: the opponents' "
      "points; SB: points scored against each opponent x its points; a round without a game "
      "counts a dummy opponent (FIDE C.07 Article 16)\n",
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
      if (cell.kind == SwissRound::kAbsent) opponent = "abs";
      if (cell.kind == SwissRound::kWithdrawn) opponent = "wd";
      if (cell.opponent >= 0) opponent = absl::StrCat(rank_of[cell.opponent], ":", cell.first_seat);
      absl::StrAppendFormat(&out, " %5s %-3s", opponent,
                            cell.kind == SwissRound::kNotPaired ? "" : PointsText(cell.points));
    }
    EndLine(&out);
  }
  return out;
}

}  // namespace harness
