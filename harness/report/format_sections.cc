#include "harness/report/format_sections.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/report/page_text.h"
#include "harness/report/ratings_notes.h"

namespace harness {
namespace {

// At most `limit` characters (code points) of `text`, "…" marking a cut:
// a long name must not run into the next column of the bracket.
std::string Shortened(const std::string& text, size_t limit) {
  size_t characters = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    // A UTF-8 character starts at any byte but a continuation byte.
    if ((static_cast<unsigned char>(text[at]) & 0xc0) == 0x80) continue;
    if (++characters > limit) return text.substr(0, at) + "…";
  }
  return text;
}

constexpr int kColumn = 230, kBoxWidth = 200, kLine = 18, kSlot = 2 * kLine + 12, kTop = 24;

std::string MatchBox(const BracketMatch& entry, int x, int y) {
  const MatchResult& match = entry.result;
  std::string title = HtmlEscape(match.engines[0]);
  if (match.engines.size() == 2) {
    absl::StrAppend(&title, " ", MatchPoints(match.points[0]), "–", MatchPoints(match.points[1]),
                    " ", HtmlEscape(match.engines[1]), ": ",
                    HtmlEscape(match.engines[entry.advanced]), " went on");
  } else {
    absl::StrAppend(&title, ": a bye");
  }
  std::string box = absl::StrFormat(
      "<g class=\"match\" data-round=\"%d\" data-match=\"%d\"><title>%s</title><rect x=\"%d\" "
      "y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fff\" stroke=\"#888\"/>",
      match.round, match.match, title, x, y, kBoxWidth, 2 * kLine);
  for (size_t i = 0; i < 2; ++i) {
    const bool present = i < match.engines.size();
    const bool advanced = present && static_cast<int>(i) == entry.advanced;
    const int baseline = y + kLine * static_cast<int>(i) + 13;
    absl::StrAppendFormat(
        &box, "<text x=\"%d\" y=\"%d\"%s>%s</text>", x + 5, baseline,
        advanced ? " class=\"advanced\" font-weight=\"bold\"" : "",
        present ? HtmlEscape(Shortened(match.engines[i], 24)) : std::string("(bye)"));
    if (present && match.engines.size() == 2) {
      absl::StrAppendFormat(&box, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>",
                            x + kBoxWidth - 5, baseline, MatchPoints(match.points[i]));
    }
  }
  return box + "</g>";
}

}  // namespace

std::string MatchPoints(double points) {
  const double whole = std::floor(points);
  const bool half = points - whole >= 0.25;
  if (whole == 0 && half) return "½";
  return absl::StrCat(static_cast<int64_t>(whole), half ? "½" : "");
}

std::string CrosstableHtml(const std::vector<CrosstableRow>& rows) {
  const size_t rounds = rows.empty() ? 0 : rows.front().rounds.size();
  std::string html = "<table id=\"crosstable\"><tr><th>rank</th><th>engine</th><th>points</th>";
  for (size_t r = 1; r <= rounds; ++r) absl::StrAppend(&html, "<th>", r, "</th>");
  html += "</tr>\n";
  for (size_t i = 0; i < rows.size(); ++i) {
    const CrosstableRow& row = rows[i];
    absl::StrAppend(&html, "<tr class=\"engine-row\"><td>", i + 1, "</td><td>",
                    HtmlEscape(row.engine), "</td><td>", MatchPoints(row.points), "</td>");
    for (const CrosstableCell& cell : row.rounds) {
      if (!cell.played) {
        html += "<td class=\"round\">–</td>";
      } else if (cell.bye) {
        absl::StrAppend(&html, "<td class=\"round bye\">", MatchPoints(cell.points),
                        " <small>bye</small></td>");
      } else {
        absl::StrAppendFormat(&html,
                              "<td class=\"round\" title=\"vs %s, seat %d in the first game\">%s "
                              "<small>#%d s%d</small></td>",
                              HtmlEscape(rows[cell.opponent].engine), cell.seat,
                              MatchPoints(cell.points), cell.opponent + 1, cell.seat);
      }
    }
    html += "</tr>\n";
  }
  return html + "</table>\n";
}

std::string BracketSvg(const std::vector<std::vector<BracketMatch>>& bracket) {
  size_t widest = 1;
  for (const auto& round : bracket) widest = std::max(widest, round.size());
  const int rounds = static_cast<int>(bracket.size());
  const int height = kTop + static_cast<int>(widest) * kSlot;
  const int width = (rounds + 1) * kColumn;
  std::string svg = absl::StrFormat(
      "<svg id=\"bracket\" class=\"chart\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
      "role=\"img\" aria-label=\"knockout bracket\">",
      width, height, width, height);
  for (int r = 0; r < rounds; ++r) {
    const int x = 10 + r * kColumn;
    const auto& round = bracket[r];
    absl::StrAppendFormat(&svg, "<text x=\"%d\" y=\"14\">%s</text>", x,
                          r + 1 == rounds && round.size() == 1 ? std::string("Final")
                                                               : absl::StrCat("Round ", r + 1));
    const double slot = static_cast<double>(height - kTop) / std::max<size_t>(1, round.size());
    // A standard bracket: match k feeds match k/2 of the next round.
    const bool halves = r + 1 < rounds && bracket[r + 1].size() == (round.size() + 1) / 2;
    const double next_slot = r + 1 < rounds ? static_cast<double>(height - kTop) /
                                                  std::max<size_t>(1, bracket[r + 1].size())
                                            : 0;
    for (size_t k = 0; k < round.size(); ++k) {
      const int y = kTop + static_cast<int>(slot * k + slot / 2) - kLine;
      svg += MatchBox(round[k], x, y);
      if (halves) {
        const double to = kTop + next_slot * (k / 2) + next_slot / 2;
        absl::StrAppendFormat(&svg,
                              "<polyline fill=\"none\" stroke=\"#888\" points=\"%d,%d %d,%d "
                              "%d,%.0f %d,%.0f\"/>",
                              x + kBoxWidth, y + kLine, x + kBoxWidth + 15, y + kLine,
                              x + kBoxWidth + 15, to, x + kColumn, to);
      }
    }
  }
  if (rounds > 0 && bracket.back().size() == 1) {
    const BracketMatch& final_match = bracket.back().front();
    absl::StrAppendFormat(
        &svg, "<text id=\"bracket-winner\" x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>",
        10 + rounds * kColumn, kTop + (height - kTop) / 2 + 4,
        HtmlEscape(Shortened(final_match.result.engines[final_match.advanced], 24)));
  }
  return svg + "</svg>\n";
}

std::string RankOrdersHtml(const RankView& view, const Standings& standings,
                           const RankSettings& settings) {
  const std::vector<AdjacentOrder>& orders = view.orders;
  std::string stop = view.state.why;
  if (!stop.empty()) stop[0] = absl::ascii_toupper(stop[0]);
  if (view.state.stop == RankStop::kCap) {
    const size_t unsettled = orders.size() - view.state.settled_count;
    absl::StrAppend(&stop,
                    unsettled == 1 ? ". The unsettled order carries"
                                   : absl::StrCat(". The ", unsettled, " unsettled orders carry"),
                    " no guarantee");
  }
  std::string html = absl::StrFormat(
      "<p id=\"rank-stop\"%s>%s.</p>\n<p id=\"rank-guarantee\">%s An order is "
      "settled once the games rule out the lower engine being %g Elo or more stronger, allowing "
      "for the run's repeated looks; LOS is shown for reference.</p>\n"
      "<table id=\"rank-orders\"><tr><th>ranks</th><th>higher</th><th>lower</th><th>LOS %%</th>"
      "<th>games between</th><th>order</th></tr>\n",
      view.state.stop == RankStop::kCap ? " class=\"note\"" : "", HtmlEscape(stop),
      HtmlEscape(RankGuaranteeText(settings)), settings.tuned_gap_elo);
  for (size_t k = 0; k < orders.size(); ++k) {
    const AdjacentOrder& o = orders[k];
    const std::string los = SuperiorityCell(o.los);
    absl::StrAppendFormat(
        &html,
        "<tr class=\"%s\"><td>%d–%d</td><td>%s</td><td>%s</td><td>%s</td>"
        "<td>%.0f</td><td>%s</td></tr>\n",
        o.settled ? "settled" : "unsettled", k + 1, k + 2,
        HtmlEscape(standings.engines[o.upper].name), HtmlEscape(standings.engines[o.lower].name),
        los.empty() ? "–" : HtmlEscape(los), standings.pairwise.Games(o.upper, o.lower),
        o.settled ? "settled" : "unsettled");
  }
  return html + "</table>\n";
}

}  // namespace harness
