#include "harness/report/ratings_report.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "games/common/game_registry.h"
#include "harness/config/one_line.h"
#include "harness/ratings/engine_ratings.h"
#include "harness/ratings/move_stats.h"
#include "harness/ratings/solo_ranking.h"
#include "harness/ratings/standings.h"
#include "harness/report/move_stats_table.h"
#include "harness/report/point_bins.h"
#include "harness/report/ratings_notes.h"

namespace harness {
namespace {

constexpr int kHistogramBins = 12;

void AppendRatings(const Standings& standings, const Ratings& ratings,
                   const std::vector<int>& order, std::string* out) {
  // Pentanomial counts exist only for two-seat games played in seat-swapped pairs.
  const bool pairs = standings.seats == SeatKind::kTwoSeats;
  absl::StrAppendFormat(out, "%-4s %-16s %6s %17s %6s %7s %5s %5s %5s %6s%s\n", "rank", "engine",
                        "elo", "95% interval", "games", "score", "W", "D", "L", "faults",
                        pairs ? "  pairs 0/½/1/1½/2" : "");
  int rank = 0;
  for (int i : order) {
    const EngineStanding& e = standings.engines[i];
    absl::StrAppendFormat(out, "%-4d %-16s %6s %17s %6d %6.1f%% %5d %5d %5d %6d", ++rank,
                          OneLine(e.name), RatingCell(ratings.engines[i]),
                          IntervalCell(ratings.engines[i]), e.games, e.ScorePercent(), e.wins,
                          e.draws, e.losses, e.faults);
    if (pairs) {
      absl::StrAppendFormat(out, "  %d/%d/%d/%d/%d", e.pentanomial[0], e.pentanomial[1],
                            e.pentanomial[2], e.pentanomial[3], e.pentanomial[4]);
    }
    absl::StrAppend(out, "\n");
  }
  for (const std::string& note : RatingsNotes(standings, ratings))
    absl::StrAppend(out, "note: ", OneLine(note), "\n");
  const std::string first_seat = FirstSeatLine(standings);
  if (!first_seat.empty()) absl::StrAppend(out, first_seat, "\n");
}

void AppendSoloRanking(const Standings& standings, const SoloRanking& ranking, std::string* out) {
  absl::StrAppendFormat(out, "%-4s %-16s %9s %21s %6s %6s\n", "rank", "engine", "mean",
                        "95% interval", "games", "faults");
  int rank = 0;
  for (int i : ranking.order) {
    const EngineStanding& e = standings.engines[i];
    const double mean = standings.points.Mean(i);
    const double margin = standings.points.Margin95(i);
    const std::string interval =
        std::isnan(margin) ? std::string("(too few seeds)")
                           : absl::StrFormat("[%+9.2f, %+9.2f]", mean - margin, mean + margin);
    absl::StrAppendFormat(out, "%-4d %-16s %+9.2f %21s %6d %6d\n", ++rank, OneLine(e.name), mean,
                          interval, e.games, e.faults);
  }
}

void AppendMatrix(const std::string& title, const Standings& standings,
                  const std::vector<int>& order, const std::function<std::string(int, int)>& cell,
                  std::string* out) {
  absl::StrAppend(out, "\n", title, "\n", absl::StrFormat("%-16s", ""));
  for (int j : order) absl::StrAppendFormat(out, " %8.8s", OneLine(standings.engines[j].name));
  absl::StrAppend(out, "\n");
  for (int i : order) {
    absl::StrAppendFormat(out, "%-16s", OneLine(standings.engines[i].name));
    for (int j : order) absl::StrAppendFormat(out, " %8s", i == j ? "-" : cell(i, j));
    absl::StrAppend(out, "\n");
  }
}

void AppendDistributions(const Standings& standings, const std::vector<int>& order,
                         const std::string& label, std::string* out) {
  absl::StrAppend(out, "\n", label,
                  " per engine (its own side; s.e. of the mean over seeds, cluster-robust)\n");
  absl::StrAppendFormat(out, "%-16s %6s %8s %6s %6s %6s %6s %6s %6s %6s %6s %6s\n", "engine", "n",
                        "mean", "s.e.", "s.d.", "min", "q05", "q25", "median", "q75", "q95", "max");
  const std::optional<PointBins> binned = BinEnginePoints(standings, order, kHistogramBins);
  if (!binned) return;
  const PointBins& bins = *binned;
  for (int i : order) {
    const Distribution d = Summarize(standings.engines[i].points);
    if (d.count == 0) continue;
    absl::StrAppendFormat(out, "%-16s %6d %8s %6s %6.2f", OneLine(standings.engines[i].name),
                          d.count, bins.Format(d.mean, 2),
                          StandardErrorCell(standings.points.StandardError(i)),
                          d.standard_deviation);
    for (double q : {d.min, d.q05, d.q25, d.median, d.q75, d.q95, d.max})
      absl::StrAppendFormat(out, " %6s", bins.Format(q));
    absl::StrAppend(out, "\n");
  }

  // Histogram: equal-width bins over the observed range, a column per engine.
  absl::StrAppend(out, "\nhistogram of ", label, " (games per bin)\n",
                  absl::StrFormat("%-16s", "bin"));
  for (int i : order) absl::StrAppendFormat(out, " %8.8s", OneLine(standings.engines[i].name));
  absl::StrAppend(out, "\n");
  for (int b = 0; b < bins.count; ++b) {
    absl::StrAppendFormat(
        out, "%-16s",
        absl::StrCat("[", bins.Format(bins.Start(b)), ", ", bins.Format(bins.End(b)), "]"));
    for (int i : order) {
      absl::StrAppendFormat(out, " %8d",
                            standings.engines[i].points.CountIn(bins.Start(b), bins.End(b) + 1));
    }
    absl::StrAppend(out, "\n");
  }
}

// Columns as wide as their widest cell; the engine column left-aligned.
void AppendTextTable(const TextTable& table, std::string* out) {
  if (table.rows.empty()) return;
  std::vector<size_t> widths(table.header.size(), 0);
  auto width_of = [](const std::string& text) {
    // Display width: count UTF-8 lead bytes only.
    size_t n = 0;
    for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
  };
  std::vector<std::vector<std::string>> lines = {table.header};
  lines.insert(lines.end(), table.rows.begin(), table.rows.end());
  for (const auto& line : lines) {
    for (size_t i = 0; i < line.size(); ++i) widths[i] = std::max(widths[i], width_of(line[i]));
  }
  absl::StrAppend(out, "\n", table.title, "\n");
  for (const auto& line : lines) {
    for (size_t i = 0; i < line.size(); ++i) {
      const std::string pad(widths[i] - width_of(line[i]), ' ');
      absl::StrAppend(out, i == 0 ? "" : " ", i == 0 ? line[i] + pad : pad + line[i]);
    }
    absl::StrAppend(out, "\n");
  }
}

}  // namespace

std::string FormatRatingsReport(const LogSummary& summary) {
  const Standings& standings = summary.standings();
  const std::string label = games::PointsLabel(summary.game());
  std::string out;
  std::vector<int> order;
  if (standings.seats == SeatKind::kSolo) {
    const bool higher = games::HigherPointsAreBetter(summary.game());
    const SoloRanking ranking = RankByPoints(standings.points, higher);
    order = ranking.order;
    absl::StrAppend(&out, "Ranking: ", UnitsLine(standings), "\n", SoloMethod(label, higher), "\n");
    AppendSoloRanking(standings, ranking, &out);
    AppendMatrix(
        "likelihood of superiority, % (row better than column)", standings, order,
        [&](int i, int j) {
          const double los = ranking.los[i][j];
          return std::isnan(los) ? std::string("") : absl::StrFormat("%.1f", 100 * los);
        },
        &out);
  } else {
    const Ratings ratings = RateEngines(standings.pairwise);
    order = ratings.Order();
    absl::StrAppend(&out, "Ratings: ", UnitsLine(standings), "\n", RatingsMethod(ratings), "\n");
    AppendRatings(standings, ratings, order, &out);
    AppendMatrix(
        "likelihood of superiority, % (row stronger than column)", standings, order,
        [&](int i, int j) { return SuperiorityCell(ratings.los[i][j]); }, &out);
    AppendMatrix(
        "head to head: row's score, % (games)", standings, order,
        [&](int i, int j) {
          const double games = standings.pairwise.Games(i, j);
          if (games == 0) return std::string("");
          return absl::StrFormat("%.0f(%.0f)", 100 * standings.pairwise.Points(i, j) / games,
                                 games);
        },
        &out);
  }
  AppendDistributions(standings, order, label, &out);
  AppendTextTable(MoveStatsTable(summary.MoveStats()), &out);
  AppendTextTable(CpuTable(summary.MoveStats()), &out);
  absl::StrAppend(&out, "\nterminations:");
  for (const auto& [reason, count] : standings.terminations) {
    absl::StrAppend(&out, " ", OneLine(reason), " ", count);
  }
  absl::StrAppend(&out, "\n");
  return out;
}

std::string FormatRatingsReport(const std::vector<tourney::v1::GameRecord>& records) {
  return FormatRatingsReport(SummaryOf(records));
}

}  // namespace harness
