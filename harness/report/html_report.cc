#include "harness/report/html_report.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <sstream>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "games/common/game_registry.h"
#include "harness/ratings/engine_ratings.h"
#include "harness/ratings/move_stats.h"
#include "harness/ratings/solo_ranking.h"
#include "harness/ratings/standings.h"
#include "harness/report/engine_colors.h"
#include "harness/report/format_sections.h"
#include "harness/report/game_list.h"
#include "harness/report/head_to_head_heatmap.h"
#include "harness/report/move_stats_table.h"
#include "harness/report/page_text.h"
#include "harness/report/point_bins.h"
#include "harness/report/rating_chart.h"
#include "harness/report/ratings_notes.h"
#include "harness/report/report_assets.h"
#include "harness/report/score_quantiles.h"

namespace harness {
namespace {

std::string Paragraphs(const std::vector<std::string>& lines, const char* css_class) {
  std::string html;
  for (const std::string& line : lines) {
    if (!line.empty())
      absl::StrAppend(&html, "<p class=\"", css_class, "\">", HtmlEscape(line), "</p>\n");
  }
  return html;
}

// Above the ratings table: its rows filtered by name (assets/ratings_filter.js).
constexpr char kRatingsFilter[] =
    "<p><label>filter engines <input id=\"ratings-filter\" type=\"search\" "
    "autocomplete=\"off\"></label> <span id=\"ratings-shown\" role=\"status\"></span></p>\n";

std::string RatingsTable(const Standings& standings, const Ratings& ratings,
                         const std::vector<int>& order) {
  // Pentanomial counts exist only for two-seat games played in seat-swapped pairs.
  const bool pairs = standings.seats == SeatKind::kTwoSeats;
  std::string html = absl::StrCat(
      kRatingsFilter,
      "<table id=\"ratings\"><tr><th>rank</th><th>engine</th><th>Elo</th><th>95% interval</th>"
      "<th>games</th><th>score</th><th>W</th><th>D</th><th>L</th><th>faults</th>",
      pairs ? "<th>pairs 0/½/1/1½/2</th>" : "", "</tr>\n");
  int rank = 0;
  for (int i : order) {
    const EngineStanding& e = standings.engines[i];
    absl::StrAppendFormat(
        &html,
        "<tr><td>%d</td><td><span class=\"key\" style=\"background:%s\"></span>%s</td>"
        "<td>%s</td><td>%s</td><td>%d</td><td>%.1f%%</td><td>%d</td><td>%d</td><td>%d</td><td>%d</"
        "td>",
        ++rank, EngineColor(i), HtmlEscape(e.name), HtmlEscape(RatingCell(ratings.engines[i])),
        HtmlEscape(IntervalCell(ratings.engines[i])), e.games, e.ScorePercent(), e.wins, e.draws,
        e.losses, e.faults);
    if (pairs) {
      absl::StrAppendFormat(&html, "<td>%d/%d/%d/%d/%d</td>", e.pentanomial[0], e.pentanomial[1],
                            e.pentanomial[2], e.pentanomial[3], e.pentanomial[4]);
    }
    html += "</tr>\n";
  }
  html += "</table>\n";
  return html + Paragraphs(RatingsNotes(standings, ratings), "note") +
         Paragraphs({FirstSeatLine(standings)}, "first-seat");
}

std::string SoloTable(const Standings& standings, const SoloRanking& ranking) {
  std::string html = absl::StrCat(
      kRatingsFilter,
      "<table id=\"ratings\"><tr><th>rank</th><th>engine</th><th>mean</th><th>95% interval</th>"
      "<th>games</th><th>faults</th></tr>\n");
  int rank = 0;
  for (int i : ranking.order) {
    const EngineStanding& e = standings.engines[i];
    const double mean = standings.points.Mean(i);
    const double margin = standings.points.Margin95(i);
    absl::StrAppendFormat(
        &html,
        "<tr><td>%d</td><td><span class=\"key\" style=\"background:%s\"></span>%s</td>"
        "<td>%+.2f</td><td>%s</td><td>%d</td><td>%d</td></tr>\n",
        ++rank, EngineColor(i), HtmlEscape(e.name), mean,
        std::isnan(margin) ? std::string("(too few seeds)")
                           : absl::StrFormat("[%+.2f, %+.2f]", mean - margin, mean + margin),
        e.games, e.faults);
  }
  return html + "</table>\n";
}

// Row against column: score, games and LOS for rated games; LOS alone for
// solo rankings (`los_cell` gives it as text, "" if unknown).
std::string HeadToHead(const Standings& standings, const std::vector<int>& order, bool solo,
                       const std::function<std::string(int, int)>& los_cell) {
  std::string html = "<table id=\"head-to-head\"><tr><th>row vs column</th>";
  for (int j : order)
    absl::StrAppend(&html, "<th>", HtmlEscape(standings.engines[j].name), "</th>");
  html += "</tr>\n";
  for (int i : order) {
    absl::StrAppend(&html, "<tr><th>", HtmlEscape(standings.engines[i].name), "</th>");
    for (int j : order) {
      const double games = standings.pairwise.Games(i, j);
      const std::string los = i == j ? "" : los_cell(i, j);
      if (solo && !los.empty()) {
        absl::StrAppend(&html, "<td>LOS ", HtmlEscape(los), "%</td>");
      } else if (i == j || games == 0) {
        html += "<td>–</td>";
      } else {
        const double score = standings.pairwise.Points(i, j) / games;
        absl::StrAppendFormat(
            &html,
            "<td style=\"background:hsl(%d,60%%,85%%)\">%.0f%% <small>(%.0f games%s)"
            "</small></td>",
            // Orange (losing) to blue (winning), not red to green.
            30 + static_cast<int>(score * 180), 100 * score, games,
            los.empty() ? "" : absl::StrCat(", LOS ", HtmlEscape(los), "%"));
      }
    }
    html += "</tr>\n";
  }
  return html + "</table>\n";
}

// One bar chart per engine over shared bins.
std::string Histograms(const Standings& standings, const std::vector<int>& order) {
  const std::optional<PointBins> binned = BinEnginePoints(standings, order, 16);
  if (!binned) return "<p>No normally finished games.</p>\n";
  const PointBins& bins = *binned;
  const double bar = 304.0 / bins.count;
  std::string html = "<div class=\"charts\">\n";
  for (int i : order) {
    const EngineStanding& e = standings.engines[i];
    std::vector<int64_t> counts(bins.count, 0);
    for (const auto& [p, times] : e.points.counts()) counts[bins.BinOf(p)] += times;
    const int64_t most = std::max<int64_t>(1, *std::max_element(counts.begin(), counts.end()));
    const Distribution d = Summarize(e.points);
    absl::StrAppendFormat(&html,
                          "<figure><svg class=\"chart histogram\" width=\"320\" height=\"150\" "
                          "viewBox=\"0 0 320 150\" role=\"img\" aria-label=\"histogram of %s\">",
                          HtmlEscape(e.name));
    for (int b = 0; b < bins.count; ++b) {
      const double h = 110.0 * counts[b] / most;
      const std::string range = bins.width == 1 ? bins.Format(bins.Start(b))
                                                : absl::StrCat("[", bins.Format(bins.Start(b)),
                                                               ", ", bins.Format(bins.End(b)), "]");
      absl::StrAppendFormat(&html,
                            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                            "fill=\"%s\"><title>%s: %d</title></rect>",
                            10 + b * bar, 120 - h, bar - 2, h, EngineColor(i), range, counts[b]);
    }
    absl::StrAppendFormat(&html,
                          "<line x1=\"10\" y1=\"120\" x2=\"314\" y2=\"120\" stroke=\"#555\"/>"
                          "<text x=\"10\" y=\"138\">%s</text><text x=\"314\" y=\"138\" "
                          "text-anchor=\"end\">%s</text></svg>"
                          "<figcaption>%s: mean %s ± %s, s.d. %.2f, median %s (n = %d)"
                          "</figcaption></figure>\n",
                          bins.Format(bins.low), bins.Format(bins.high), HtmlEscape(e.name),
                          bins.Format(d.mean, 2),
                          StandardErrorCell(standings.points.StandardError(i)),
                          d.standard_deviation, bins.Format(d.median), d.count);
  }
  return html + "</div>\n";
}

std::string HtmlTable(const TextTable& table, const char* id) {
  if (table.rows.empty())
    return "<p>No decisions recorded (a log from before they were kept).</p>\n";
  std::string html =
      absl::StrCat("<p>", HtmlEscape(table.title), "</p>\n<table id=\"", id, "\"><tr>");
  for (const std::string& cell : table.header)
    absl::StrAppend(&html, "<th>", HtmlEscape(cell), "</th>");
  html += "</tr>\n";
  for (const auto& row : table.rows) {
    html += "<tr>";
    for (const std::string& cell : row) absl::StrAppend(&html, "<td>", HtmlEscape(cell), "</td>");
    html += "</tr>\n";
  }
  return html + "</table>\n";
}

std::string Terminations(const Standings& standings, int64_t byes) {
  std::string html = "<table id=\"terminations\"><tr><th>termination</th><th>games</th></tr>\n";
  for (const auto& [reason, count] : standings.terminations) {
    absl::StrAppend(&html, "<tr><td>", HtmlEscape(reason), "</td><td>", count, "</td></tr>\n");
  }
  if (byes > 0) {
    absl::StrAppend(&html, "<tr id=\"byes\"><td>bye (a round without a game; not rated)</td><td>",
                    byes, "</td></tr>\n");
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
.partial { border: 2px dashed #b35900; padding: 0.5em; font-weight: bold; }
)css";

// The page runs its own script and nothing else: no other origin, no
// inline handler (an engine name that smuggled one in would stay inert),
// no plugin, no form, no base. The script is admitted by its hash, so the
// page still works opened offline from a file.
std::string SecurityPolicy() {
  return absl::StrCat(
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src '",
      kReportScriptHash, "'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'\">");
}

// "Partial report: 3 of 6 games in, and 2 byes. ...": the games played
// (tie-breaks included), not the log's records (a Swiss bye is one), of
// the games scheduled.
std::string PartialLine(const LogSummary& summary, const ReportProgress& progress) {
  const int64_t played = summary.standings().games, byes = summary.byes();
  std::string line = "Partial report: ";
  if (progress.scheduled <= 0) {
    absl::StrAppend(&line, played, played == 1 ? " game in" : " games in");
  } else if (progress.format != nullptr) {
    absl::StrAppend(&line, progress.format->GamesInText(played, progress.scheduled));
  } else {
    absl::StrAppend(&line, played, " of ", progress.scheduled, " games in");
  }
  if (byes > 0) absl::StrAppend(&line, ", and ", byes, byes == 1 ? " bye" : " byes");
  return line +
         ". The tournament was still running when this page was written; reload for a newer one.";
}

}  // namespace

absl::Status WriteHtmlReport(std::ostream& out, const LogSummary& summary, const ListedGames& games,
                             int64_t listed, const std::string& title,
                             const ReportProgress& progress, const FormatStandings* format) {
  const Standings& standings = summary.standings();
  const std::string& game = summary.game();
  const std::string& variant = summary.variant();
  const bool solo = standings.seats == SeatKind::kSolo;

  std::string method, table, head_to_head;
  std::vector<int> order;
  Ratings ratings;  // none for solo games
  if (solo) {
    const bool higher = games::HigherPointsAreBetter(game);
    const SoloRanking ranking = RankByPoints(standings.points, higher);
    order = ranking.order;
    method = SoloMethod(games::PointsLabel(game), higher);
    table = SoloTable(standings, ranking);
    head_to_head = HeadToHead(standings, order, true, [&](int i, int j) {
      return std::isnan(ranking.los[i][j]) ? std::string("")
                                           : absl::StrFormat("%.1f", 100 * ranking.los[i][j]);
    });
  } else {
    ratings = RateEngines(standings.pairwise);
    order = ratings.Order();
    method = RatingsMethod(ratings);
    table = RatingsTable(standings, ratings, order);
    if (order.size() > static_cast<size_t>(kMostEnginesInTable)) {
      std::vector<std::string> names;
      for (int i : order) names.push_back(standings.engines[i].name);
      head_to_head = HeadToHeadHeatmap(names, summary.win_draw_loss());
    } else {
      head_to_head = HeadToHead(standings, order, false,
                                [&](int i, int j) { return SuperiorityCell(ratings.los[i][j]); });
    }
  }

  std::string html = absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">", SecurityPolicy(),
      "<title>", HtmlEscape(title), "</title><style>", kStyle, GameListStyle(),
      "</style></head>\n<body>\n<h1>", HtmlEscape(title), "</h1>\n<p>", HtmlEscape(game),
      variant.empty() ? "" : " (" + HtmlEscape(variant) + ")",
      summary.games() == 0 ? ""
                           : absl::StrCat(", tournament ", HtmlEscape(summary.tournament_id())),
      ": ", HtmlEscape(UnitsLine(standings)), ".</p>\n<p>", HtmlEscape(method), "</p>\n");
  if (progress.partial) {
    absl::StrAppend(&html, "<p id=\"partial\" class=\"partial\" role=\"status\">",
                    HtmlEscape(PartialLine(summary, progress)), "</p>\n");
  }
  // A format's own standings come first: they are what its organisers rank by.
  if (format != nullptr) absl::StrAppend(&html, FormatSectionHtml(*format));
  absl::StrAppend(&html, "<h2>Ratings</h2>\n", table);
  absl::StrAppend(&html, "<h2>Head to head</h2>\n<p>",
                  solo
                      ? "The likelihood that the row's true mean is the better."
                      : "Row's score against the column, games played, and the likelihood that the "
                        "row is the stronger.",
                  "</p>\n", head_to_head);
  absl::StrAppend(&html, "<h2>Score distributions</h2>\n",
                  order.size() > static_cast<size_t>(kMostEnginesInTable)
                      ? ScoreQuantiles(standings, order)
                      : Histograms(standings, order));
  std::vector<std::string> engines;  // in standings order, as the chart and list index them
  for (const EngineStanding& e : standings.engines) engines.push_back(e.name);
  absl::StrAppend(&html, "<h2>", solo ? "Mean points" : "Rating", " over time</h2>\n",
                  RatingOverTimeChart(summary.RatingSamples(), engines, solo));
  absl::StrAppend(&html, "<h2>Time and search</h2>\n",
                  HtmlTable(MoveStatsTable(summary.MoveStats()), "time-and-search"));
  if (const TextTable cpu = CpuTable(summary.MoveStats()); !cpu.rows.empty()) {
    absl::StrAppend(&html, "<h2>CPU time</h2>\n", HtmlTable(cpu, "cpu-time"));
  }
  absl::StrAppend(&html, "<h2>Terminations</h2>\n", Terminations(standings, summary.byes()));
  absl::StrAppend(&html, "<h2>Games</h2>\n");
  if (listed < summary.games()) {
    absl::StrAppendFormat(&html,
                          "<p id=\"games-shown\">Showing %d of %d games (the first in the log; "
                          "every statistic above covers all of them).</p>\n",
                          listed, summary.games());
  }
  out << html;
  GameListWriter list(out, engines);
  absl::Status listed_all =
      games([&list](const tourney::v1::GameRecord& record) { list.Add(record); });
  if (!listed_all.ok()) return listed_all;
  list.End();
  out << "<script>" << GameListScript() << "</script>\n</body></html>\n";
  if (!out) return absl::UnavailableError("cannot write the HTML report");
  return absl::OkStatus();
}

absl::Status WriteLogHtmlReport(std::ostream& out, const LogSummary& summary,
                                const std::string& log, int64_t cap, const std::string& title,
                                const ReportProgress& progress, const FormatStandings* format) {
  // The log holds at least the summary's games (a run appends a game before
  // counting it), so this many are there to list.
  const int64_t listed = std::min(cap, summary.games());
  return WriteHtmlReport(
      out, summary, [&](const GameVisitor& visit) { return VisitFirstGames(log, listed, visit); },
      listed, title, progress, format);
}

std::string HtmlReport(const std::vector<tourney::v1::GameRecord>& records,
                       const std::string& title, const ReportProgress& progress,
                       const FormatStandings* format) {
  std::ostringstream page;
  const absl::Status written = WriteHtmlReport(
      page, SummaryOf(records),
      [&records](const GameVisitor& visit) {
        for (const tourney::v1::GameRecord& record : records) visit(record);
        return absl::OkStatus();
      },
      static_cast<int64_t>(records.size()), title, progress, format);
  return written.ok() ? page.str() : "";
}

}  // namespace harness
