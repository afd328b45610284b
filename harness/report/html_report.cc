#include "harness/report/html_report.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/standings.h"

namespace harness {
namespace {

constexpr const char* kColors[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                   "#9467bd", "#8c564b", "#e377c2", "#17becf"};

std::string Escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

const char* Color(int engine) { return kColors[engine % 8]; }

std::string RatingsTable(const Standings& standings, const EloFit& fit, const std::vector<int>& order) {
  std::string html =
      "<table id=\"ratings\"><tr><th>rank</th><th>engine</th><th>Elo</th><th>95% interval</th>"
      "<th>games</th><th>score</th><th>W</th><th>D</th><th>L</th><th>faults</th>"
      "<th>pairs 0/½/1/1½/2</th></tr>\n";
  int rank = 0;
  for (int i : order) {
    const EngineStanding& e = standings.engines[i];
    absl::StrAppendFormat(
        &html,
        "<tr><td>%d</td><td><span class=\"key\" style=\"background:%s\"></span>%s</td>"
        "<td>%+.0f</td><td>[%+.0f, %+.0f]</td><td>%d</td><td>%.1f%%</td><td>%d</td><td>%d</td>"
        "<td>%d</td><td>%d</td><td>%d/%d/%d/%d/%d</td></tr>\n",
        ++rank, Color(i), Escape(e.name), fit.elo[i], fit.elo[i] - fit.margin95[i],
        fit.elo[i] + fit.margin95[i], e.games, e.ScorePercent(), e.wins,
        e.draws, e.losses, e.faults, e.pentanomial[0], e.pentanomial[1], e.pentanomial[2],
        e.pentanomial[3], e.pentanomial[4]);
  }
  html += "</table>\n";
  if (fit.prior_draws > 0) {
    html += "<p class=\"note\">An engine won or lost every game, so no finite maximum exists; one "
            "virtual draw per pairing was added.</p>\n";
  }
  return html;
}

std::string HeadToHead(const Standings& standings, const EloFit& fit, const std::vector<int>& order) {
  std::string html = "<table id=\"head-to-head\"><tr><th>row vs column</th>";
  for (int j : order) absl::StrAppend(&html, "<th>", Escape(standings.engines[j].name), "</th>");
  html += "</tr>\n";
  for (int i : order) {
    absl::StrAppend(&html, "<tr><th>", Escape(standings.engines[i].name), "</th>");
    for (int j : order) {
      const double games = standings.pairwise.Games(i, j);
      if (i == j || games == 0) {
        html += "<td>–</td>";
        continue;
      }
      const double score = standings.pairwise.Points(i, j) / games;
      absl::StrAppendFormat(&html,
                            "<td style=\"background:hsl(%d,60%%,85%%)\">%.0f%% <small>(%.0f games, "
                            "LOS %.1f%%)</small></td>",
                            static_cast<int>(score * 120), 100 * score, games, 100 * fit.los[i][j]);
    }
    html += "</tr>\n";
  }
  return html + "</table>\n";
}

// One bar chart per engine over shared bins.
std::string Histograms(const Standings& standings, const std::vector<int>& order) {
  double low = 0, high = 0;
  bool any = false;
  for (int i : order) {
    for (double p : standings.engines[i].points) {
      low = any ? std::min(low, p) : p;
      high = any ? std::max(high, p) : p;
      any = true;
    }
  }
  if (!any) return "<p>No normally finished games.</p>\n";
  constexpr int kBins = 16;
  const double width = std::max(1.0, std::ceil((high - low + 1) / kBins));
  std::string html = "<div class=\"charts\">\n";
  for (int i : order) {
    const EngineStanding& e = standings.engines[i];
    std::vector<int> counts(kBins, 0);
    for (double p : e.points) counts[std::min(kBins - 1, static_cast<int>((p - low) / width))]++;
    const int most = std::max(1, *std::max_element(counts.begin(), counts.end()));
    const Distribution d = Summarize(e.points);
    absl::StrAppendFormat(&html,
                          "<figure><svg class=\"chart histogram\" width=\"320\" height=\"150\" "
                          "viewBox=\"0 0 320 150\" role=\"img\" aria-label=\"histogram of %s\">",
                          Escape(e.name));
    for (int b = 0; b < kBins; ++b) {
      const double h = 110.0 * counts[b] / most;
      absl::StrAppendFormat(&html,
                            "<rect x=\"%.1f\" y=\"%.1f\" width=\"17\" height=\"%.1f\" fill=\"%s\">"
                            "<title>[%+.0f, %+.0f]: %d</title></rect>",
                            10 + b * 19.0, 120 - h, h, Color(i), low + b * width,
                            low + (b + 1) * width - 1, counts[b]);
    }
    absl::StrAppendFormat(&html,
                          "<line x1=\"10\" y1=\"120\" x2=\"314\" y2=\"120\" stroke=\"#555\"/>"
                          "<text x=\"10\" y=\"138\">%+.0f</text><text x=\"314\" y=\"138\" "
                          "text-anchor=\"end\">%+.0f</text></svg>"
                          "<figcaption>%s: mean %+.2f ± %.2f, s.d. %.2f, median %+.0f (n = %d)"
                          "</figcaption></figure>\n",
                          low, low + kBins * width - 1, Escape(e.name), d.mean, d.standard_error,
                          d.standard_deviation, d.median, d.count);
  }
  return html + "</div>\n";
}

// Ratings refitted after each slice of games, in schedule order.
std::string RatingOverTime(const std::vector<tourney::v1::GameRecord>& records,
                           const Standings& final_standings) {
  std::vector<tourney::v1::GameRecord> sorted = records;
  std::sort(sorted.begin(), sorted.end(),
            [](const auto& a, const auto& b) { return a.game_index() < b.game_index(); });
  const int steps = std::min<int>(20, static_cast<int>(sorted.size()));
  const int engines = static_cast<int>(final_standings.engines.size());
  std::vector<std::vector<double>> series(engines);
  std::vector<int> counts;
  for (int step = 1; step <= steps; ++step) {
    const size_t n = sorted.size() * step / steps;
    const std::vector<tourney::v1::GameRecord> prefix(sorted.begin(), sorted.begin() + n);
    const Standings standings = ComputeStandings(prefix);
    const EloFit fit = FitElo(standings.pairwise);
    for (int e = 0; e < engines; ++e) {
      double elo = 0;
      for (size_t k = 0; k < standings.engines.size(); ++k) {
        if (standings.engines[k].name == final_standings.engines[e].name) elo = fit.elo[k];
      }
      series[e].push_back(elo);
    }
    counts.push_back(static_cast<int>(n));
  }
  double low = -100, high = 100;
  for (const auto& s : series) {
    for (double v : s) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  std::string html =
      "<svg id=\"rating-over-time\" class=\"chart\" width=\"640\" height=\"260\" viewBox=\"0 0 640 "
      "260\" role=\"img\" aria-label=\"rating over time\">";
  auto x = [&](int step) { return 50 + 570.0 * step / std::max(1, steps - 1); };
  auto y = [&](double elo) { return 230 - 210 * (elo - low) / (high - low); };
  absl::StrAppendFormat(&html,
                        "<line x1=\"50\" y1=\"%.1f\" x2=\"620\" y2=\"%.1f\" stroke=\"#aaa\" "
                        "stroke-dasharray=\"4\"/><text x=\"45\" y=\"%.1f\" text-anchor=\"end\">0</text>"
                        "<text x=\"45\" y=\"24\" text-anchor=\"end\">%+.0f</text><text x=\"45\" "
                        "y=\"234\" text-anchor=\"end\">%+.0f</text><text x=\"620\" y=\"252\" "
                        "text-anchor=\"end\">%d games</text>",
                        y(0), y(0), y(0) + 4, high, low, counts.empty() ? 0 : counts.back());
  for (int e = 0; e < engines; ++e) {
    std::vector<std::string> points;
    for (int s = 0; s < steps; ++s) points.push_back(absl::StrFormat("%.1f,%.1f", x(s), y(series[e][s])));
    absl::StrAppendFormat(&html,
                          "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"%s\">"
                          "<title>%s</title></polyline>",
                          Color(e), absl::StrJoin(points, " "), Escape(final_standings.engines[e].name));
  }
  return html + "</svg>\n";
}

std::string Terminations(const Standings& standings) {
  std::string html = "<table id=\"terminations\"><tr><th>termination</th><th>games</th></tr>\n";
  for (const auto& [reason, count] : standings.terminations) {
    absl::StrAppend(&html, "<tr><td>", Escape(reason), "</td><td>", count, "</td></tr>\n");
  }
  return html + "</table>\n";
}

std::string Games(const std::vector<tourney::v1::GameRecord>& records) {
  std::vector<const tourney::v1::GameRecord*> sorted;
  for (const auto& r : records) sorted.push_back(&r);
  std::sort(sorted.begin(), sorted.end(),
            [](const auto* a, const auto* b) { return a->game_index() < b->game_index(); });
  std::string html =
      "<table id=\"games\"><tr><th>game</th><th>players (seat order)</th><th>scores</th>"
      "<th>points</th><th>termination</th><th>plies</th><th>record</th></tr>\n";
  for (const tourney::v1::GameRecord* r : sorted) {
    std::vector<std::string> players, scores, points;
    for (const auto& p : r->players()) players.push_back(Escape(p.name()));
    for (double s : r->scores()) scores.push_back(absl::StrFormat("%g", s));
    for (double p : r->points()) points.push_back(absl::StrFormat("%g", p));
    std::string termination = Escape(r->termination());
    if (r->termination() != "normal") {
      absl::StrAppend(&termination, " <small>(", Escape(r->termination_detail()), ")</small>");
    }
    absl::StrAppendFormat(&html,
                          "<tr id=\"game-%d\"><td><a href=\"#game-%d\">#%d</a></td><td>%s</td>"
                          "<td>%s</td><td>%s</td><td>%s</td><td>%d</td><td><details><summary>"
                          "record</summary><code>%s</code></details></td></tr>\n",
                          r->game_index(), r->game_index(), r->game_index(),
                          absl::StrJoin(players, " · "), absl::StrJoin(scores, " "),
                          absl::StrJoin(points, " "), termination, r->plies(), Escape(r->moves()));
  }
  return html + "</table>\n";
}

constexpr char kStyle[] = R"css(
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }
th { background: #f3f3f3; }
.key { display: inline-block; width: 10px; height: 10px; margin-right: 6px; }
.charts { display: flex; flex-wrap: wrap; gap: 1em; }
figure { margin: 0; } figcaption { font-size: 12px; }
svg text { font-size: 11px; fill: #444; }
code { word-break: break-all; white-space: normal; }
.note { color: #a60; }
)css";

// Counts what actually rendered (laid-out tables, charts with a size) and
// leaves it on <body data-rendered>, for the browser test and for humans.
constexpr char kRenderCheck[] = R"js(
window.addEventListener('load', function () {
  var tables = Array.prototype.filter.call(document.querySelectorAll('table'),
      function (t) { return t.offsetHeight > 0 && t.rows.length > 1; }).length;
  var charts = Array.prototype.filter.call(document.querySelectorAll('svg.chart'),
      function (s) { var b = s.getBBox(); return b.width > 0 && b.height > 0; }).length;
  document.body.setAttribute('data-rendered', 'tables=' + tables + ' charts=' + charts);
});
)js";

}  // namespace

std::string HtmlReport(const std::vector<tourney::v1::GameRecord>& records,
                       const std::string& title) {
  const Standings standings = ComputeStandings(records);
  const EloFit fit = FitElo(standings.pairwise);
  const std::vector<int> order = RatingOrder(fit);
  const std::string game = records.empty() ? "" : records.front().game();
  const std::string variant = records.empty() ? "" : records.front().variant();

  std::string html = absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>", Escape(title),
      "</title><style>", kStyle, "</style></head>\n<body>\n<h1>", Escape(title), "</h1>\n<p>",
      standings.games, " games of ", Escape(game), variant.empty() ? "" : " (" + Escape(variant) + ")",
      records.empty() ? "" : absl::StrCat(", tournament ", Escape(records.front().tournament_id())),
      ". Ratings: Bradley–Terry maximum likelihood on the Elo scale, mean 0, 95% intervals.</p>\n");
  absl::StrAppend(&html, "<h2>Ratings</h2>\n", RatingsTable(standings, fit, order));
  absl::StrAppend(&html, "<h2>Head to head</h2>\n<p>Row's score against the column, games "
                         "played, and the likelihood that the row is the stronger.</p>\n",
                  HeadToHead(standings, fit, order));
  absl::StrAppend(&html, "<h2>Score distributions</h2>\n", Histograms(standings, order));
  absl::StrAppend(&html, "<h2>Rating over time</h2>\n", RatingOverTime(records, standings));
  absl::StrAppend(&html, "<h2>Terminations</h2>\n", Terminations(standings));
  absl::StrAppend(&html, "<h2>Games</h2>\n", Games(records));
  absl::StrAppend(&html, "<script>", kRenderCheck, "</script>\n</body></html>\n");
  return html;
}

}  // namespace harness
