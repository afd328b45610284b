#include "harness/report/ratings_report.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "games/common/game_registry.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/standings.h"

namespace harness {
namespace {

constexpr int kHistogramBins = 12;

std::string PointsLabel(const std::vector<tourney::v1::GameRecord>& records) {
  return games::PointsLabel(records.empty() ? "" : records.front().game());
}

void AppendRatings(const Standings& standings, const EloFit& fit, const std::vector<int>& order,
                   std::string* out) {
  absl::StrAppendFormat(out, "%-4s %-16s %6s %17s %6s %7s %5s %5s %5s %6s  %s\n", "rank", "engine",
                        "elo", "95% interval", "games", "score", "W", "D", "L", "faults",
                        "pairs 0/½/1/1½/2");
  int rank = 0;
  for (int i : order) {
    const EngineStanding& e = standings.engines[i];
    absl::StrAppendFormat(
        out, "%-4d %-16s %+6.0f [%+6.0f, %+6.0f] %6d %6.1f%% %5d %5d %5d %6d  %d/%d/%d/%d/%d\n",
        ++rank, e.name, fit.elo[i], fit.elo[i] - fit.margin95[i], fit.elo[i] + fit.margin95[i],
        e.games, e.ScorePercent(), e.wins, e.draws, e.losses, e.faults,
        e.pentanomial[0], e.pentanomial[1], e.pentanomial[2], e.pentanomial[3], e.pentanomial[4]);
  }
  if (fit.prior_draws > 0) {
    absl::StrAppendFormat(out,
                          "note: an engine won or lost every game, so no finite maximum exists; "
                          "%.0f virtual draw per pairing was added\n",
                          fit.prior_draws);
  }
}

void AppendMatrix(const std::string& title, const Standings& standings,
                  const std::vector<int>& order,
                  const std::function<std::string(int, int)>& cell, std::string* out) {
  absl::StrAppend(out, "\n", title, "\n", absl::StrFormat("%-16s", ""));
  for (int j : order) absl::StrAppendFormat(out, " %8.8s", standings.engines[j].name);
  absl::StrAppend(out, "\n");
  for (int i : order) {
    absl::StrAppendFormat(out, "%-16s", standings.engines[i].name);
    for (int j : order) absl::StrAppendFormat(out, " %8s", i == j ? "-" : cell(i, j));
    absl::StrAppend(out, "\n");
  }
}

void AppendDistributions(const Standings& standings, const std::vector<int>& order,
                         const std::string& label, std::string* out) {
  absl::StrAppend(out, "\n", label, " per engine (its own side, normally finished games)\n");
  absl::StrAppendFormat(out, "%-16s %6s %8s %6s %6s %6s %6s %6s %6s %6s %6s %6s\n", "engine", "n",
                        "mean", "s.e.", "s.d.", "min", "q05", "q25", "median", "q75", "q95", "max");
  double low = 0, high = 0;
  bool any = false;
  for (int i : order) {
    const Distribution d = Summarize(standings.engines[i].points);
    if (d.count == 0) continue;
    low = any ? std::min(low, d.min) : d.min;
    high = any ? std::max(high, d.max) : d.max;
    any = true;
    absl::StrAppendFormat(out,
                          "%-16s %6d %+8.2f %6.2f %6.2f %+6.0f %+6.0f %+6.0f %+6.0f %+6.0f %+6.0f %+6.0f\n",
                          standings.engines[i].name, d.count, d.mean, d.standard_error,
                          d.standard_deviation, d.min, d.q05, d.q25, d.median, d.q75, d.q95, d.max);
  }
  if (!any) return;

  // Histogram: equal-width bins over the observed range, a column per engine.
  const double width = std::max(1.0, std::ceil((high - low + 1) / kHistogramBins));
  absl::StrAppend(out, "\nhistogram of ", label, " (games per bin)\n",
                  absl::StrFormat("%-16s", "bin"));
  for (int i : order) absl::StrAppendFormat(out, " %8.8s", standings.engines[i].name);
  absl::StrAppend(out, "\n");
  for (double start = low; start <= high; start += width) {
    absl::StrAppendFormat(out, "%-16s", absl::StrFormat("[%+.0f, %+.0f]", start, start + width - 1));
    for (int i : order) {
      const auto& points = standings.engines[i].points;
      const long count = std::count_if(points.begin(), points.end(), [&](double p) {
        return p >= start && p < start + width;
      });
      absl::StrAppendFormat(out, " %8d", count);
    }
    absl::StrAppend(out, "\n");
  }
}

}  // namespace

std::string FormatRatingsReport(const std::vector<tourney::v1::GameRecord>& records) {
  const Standings standings = ComputeStandings(records);
  const EloFit fit = FitElo(standings.pairwise);
  const std::vector<int> order = RatingOrder(fit);

  std::string out = absl::StrFormat(
      "Ratings: %d games, Bradley-Terry maximum likelihood (Elo scale, mean 0), 95%% intervals\n",
      standings.games);
  AppendRatings(standings, fit, order, &out);
  AppendMatrix("likelihood of superiority, % (row stronger than column)", standings, order,
               [&](int i, int j) { return absl::StrFormat("%.1f", 100 * fit.los[i][j]); }, &out);
  AppendMatrix("head to head: row's score, % (games)", standings, order,
               [&](int i, int j) {
                 const double games = standings.pairwise.Games(i, j);
                 if (games == 0) return std::string("");
                 return absl::StrFormat("%.0f(%.0f)", 100 * standings.pairwise.Points(i, j) / games, games);
               },
               &out);
  AppendDistributions(standings, order, PointsLabel(records), &out);
  absl::StrAppend(&out, "\nterminations:");
  for (const auto& [reason, count] : standings.terminations) {
    absl::StrAppend(&out, " ", reason, " ", count);
  }
  absl::StrAppend(&out, "\n");
  return out;
}

}  // namespace harness
