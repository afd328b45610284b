#include "harness/report/format_sections.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/formats/points_text.h"
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

constexpr int kColumn = 250, kBoxWidth = 220, kLine = 18, kSlot = 2 * kLine + 26, kTop = 24;

// One engine's line of a bracket box: its seed, its name, its points.
std::string BoxLine(const FormatStandings& standings, int engine, int seed, bool advanced,
                    bool scored, double points, int x, int baseline) {
  std::string line = absl::StrFormat(
      "<text x=\"%d\" y=\"%d\"%s>%s</text>", x + 5, baseline,
      advanced ? " class=\"advanced\" font-weight=\"bold\"" : "",
      engine < 0 ? std::string("(bye)")
                 : absl::StrCat("<tspan class=\"seed\">", seed, "</tspan> ",
                                HtmlEscape(Shortened(standings.names[engine], 24))));
  if (scored) {
    absl::StrAppendFormat(&line, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>",
                          x + kBoxWidth - 5, baseline, MatchPoints(points));
  }
  return line;
}

std::string MatchBox(const FormatStandings& standings, int round, const KnockoutMatch& match, int x,
                     int y) {
  const bool bye = match.low == Pairing::kBye;
  std::string title = HtmlEscape(standings.names[match.high]);
  if (bye) {
    absl::StrAppend(&title, ": a bye");
  } else {
    absl::StrAppend(&title, " v ", HtmlEscape(standings.names[match.low]));
    if (match.winner >= 0) {
      absl::StrAppend(&title, ": ", HtmlEscape(standings.names[match.winner]), " ",
                      HtmlEscape(match.reason));
    }
    if (match.tiebreak_games > 0) {
      absl::StrAppend(&title, " (", match.tiebreak_games, " tie-break games)");
    }
  }
  std::string box = absl::StrFormat(
      "<g class=\"match%s%s\" data-round=\"%d\" data-match=\"%d\"><title>%s</title><rect "
      "x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fff\" stroke=\"#888\"/>",
      bye ? " bye" : "", match.tiebreak_games > 0 ? " tiebreak" : "", round, match.number, title, x,
      y, kBoxWidth, 2 * kLine);
  const bool scored = !bye && match.games > 0;
  box += BoxLine(standings, match.high, match.high_seed, match.winner == match.high, scored,
                 match.high_points, x, y + 13);
  box += BoxLine(standings, bye ? -1 : match.low, match.low_seed, !bye && match.winner == match.low,
                 scored, match.low_points, x, y + kLine + 13);
  // Under the box: why the one in bold went on ("won 3-1", "higher seed on
  // a tie 2-2", "bye"), tie-break games marked.
  if (match.winner >= 0) {
    absl::StrAppendFormat(&box, "<text class=\"reason\" x=\"%d\" y=\"%d\">%s%s</text>", x + 5,
                          y + 2 * kLine + 12, match.tiebreak_games > 0 ? "TB · " : "",
                          HtmlEscape(match.reason));
  }
  return box + "</g>";
}

std::string SwissCellHtml(const FormatStandings& standings, const std::vector<int>& rank_of,
                          const SwissCell& cell) {
  if (cell.opponent == Pairing::kBye) {
    return absl::StrCat("<td class=\"round bye\">", MatchPoints(cell.points),
                        " <small>bye</small></td>");
  }
  if (cell.kind == SwissRound::kAbsent)
    return "<td class=\"round absent\">– <small>not entered</small></td>";
  if (cell.kind == SwissRound::kWithdrawn) {
    return "<td class=\"round withdrawn\">– <small>withdrawn</small></td>";
  }
  if (cell.opponent < 0) return "<td class=\"round\">–</td>";
  return absl::StrFormat(
      "<td class=\"round\" title=\"vs %s, seat %d in the first game\">%s <small>#%d "
      "s%d</small></td>",
      HtmlEscape(standings.names[cell.opponent]), cell.first_seat, MatchPoints(cell.points),
      rank_of[cell.opponent], cell.first_seat);
}

}  // namespace

std::string MatchPoints(double points) {
  const double whole = std::floor(points);
  const bool half = points - whole >= 0.25;
  if (whole == 0 && half) return "½";
  return absl::StrCat(static_cast<int64_t>(whole), half ? "½" : "");
}

std::string FormatSectionHtml(const FormatStandings& standings) {
  if (standings.swiss) {
    return absl::StrCat(
        "<h2>Swiss standings</h2>\n<p>After ", standings.rounds_played, " of ", standings.rounds,
        " rounds. Ranked by points, then Buchholz, Sonneborn–Berger and the rating. Per round: "
        "the engine's points, its opponent's rank in this table and the engine's seat in the "
        "match's first game (\"1½ #12 s0\").</p>\n",
        SwissTableHtml(standings));
  }
  if (standings.knockout) {
    return absl::StrCat(
        "<h2>Knockout bracket</h2>\n<p>Each match's seeds and points; in bold who went on, and "
        "why under the match (TB: decided in tie-break games; still tied after them, the higher "
        "seed goes on).</p>\n",
        BracketSvg(standings));
  }
  if (standings.rank) return absl::StrCat("<h2>Rank order</h2>\n", RankOrdersHtml(standings));
  return "";
}

std::string SwissTableHtml(const FormatStandings& standings) {
  const SwissTable& table = *standings.swiss;
  std::vector<int> rank_of(standings.names.size());
  for (const SwissStanding& row : table.standings) rank_of[row.engine] = row.rank;
  std::string html =
      "<table id=\"swiss-standings\"><tr><th>rank</th><th>engine</th><th>points</th>"
      "<th>games</th><th>Buchholz</th><th>Sonneborn–Berger</th><th>rating</th>";
  for (int r = 1; r <= standings.rounds_played; ++r) absl::StrAppend(&html, "<th>", r, "</th>");
  html += "</tr>\n";
  for (const SwissStanding& row : table.standings) {
    absl::StrAppend(&html, "<tr class=\"engine-row\"><td>", row.rank, "</td><td>",
                    HtmlEscape(standings.names[row.engine]), "</td><td>", MatchPoints(row.points),
                    "</td><td>", row.games, "</td><td>", PointsText(row.buchholz), "</td><td>",
                    PointsText(row.sonneborn_berger), "</td><td>",
                    HtmlEscape(RatingCell(standings.ratings[row.engine])), "</td>");
    const std::vector<SwissCell>& cells = table.crosstable[row.engine];
    for (int r = 0; r < standings.rounds_played && r < static_cast<int>(cells.size()); ++r) {
      html += SwissCellHtml(standings, rank_of, cells[r]);
    }
    html += "</tr>\n";
  }
  return html + "</table>\n";
}

std::string BracketSvg(const FormatStandings& standings) {
  const std::vector<KnockoutRound>& rounds = standings.knockout->rounds;
  size_t widest = 1;
  for (const KnockoutRound& round : rounds) widest = std::max(widest, round.matches.size());
  const int columns = static_cast<int>(rounds.size());
  const int height = kTop + static_cast<int>(widest) * kSlot;
  const int width = (columns + 1) * kColumn;
  std::string svg = absl::StrFormat(
      "<svg id=\"bracket\" class=\"chart\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
      "role=\"img\" aria-label=\"knockout bracket\">",
      width, height, width, height);
  for (int r = 0; r < columns; ++r) {
    const int x = 10 + r * kColumn;
    const std::vector<KnockoutMatch>& matches = rounds[r].matches;
    absl::StrAppendFormat(
        &svg, "<text x=\"%d\" y=\"14\">%s</text>", x,
        matches.size() == 1 ? std::string("Final") : absl::StrCat("Round ", rounds[r].round));
    const double slot = static_cast<double>(height - kTop) / matches.size();
    // Byes included, match k feeds match k/2 of the next round.
    const double next_slot = slot * 2;
    for (size_t k = 0; k < matches.size(); ++k) {
      const int y = kTop + static_cast<int>(slot * k + slot / 2) - kLine;
      svg += MatchBox(standings, rounds[r].round, matches[k], x, y);
      if (r + 1 < columns) {
        const double to = kTop + next_slot * (k / 2) + next_slot / 2;
        absl::StrAppendFormat(&svg,
                              "<polyline fill=\"none\" stroke=\"#888\" points=\"%d,%d %d,%d "
                              "%d,%.0f %d,%.0f\"/>",
                              x + kBoxWidth, y + kLine, x + kBoxWidth + 15, y + kLine,
                              x + kBoxWidth + 15, to, x + kColumn, to);
      }
    }
  }
  if (standings.knockout->champion >= 0) {
    absl::StrAppendFormat(
        &svg, "<text id=\"bracket-winner\" x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>",
        10 + columns * kColumn, kTop + (height - kTop) / 2 + 4,
        HtmlEscape(Shortened(standings.names[standings.knockout->champion], 24)));
  }
  return svg + "</svg>\n";
}

std::string RankOrdersHtml(const FormatStandings& standings) {
  const RankStandings& rank = *standings.rank;
  const RankState& state = rank.state;
  std::string stop = state.why;
  if (!stop.empty()) stop[0] = absl::ascii_toupper(stop[0]);
  const size_t orders = state.order.empty() ? 0 : state.order.size() - 1;
  if (state.stop == RankStop::kCap) {
    const size_t unsettled = orders - state.settled_count;
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
      state.stop == RankStop::kCap ? " class=\"note\"" : "", HtmlEscape(stop),
      HtmlEscape(RankGuaranteeText(rank.settings)), rank.settings.tuned_gap_elo);
  for (size_t k = 0; k < orders; ++k) {
    const std::string los = SuperiorityCell(rank.adjacent_los[k]);
    const char* settled = state.settled[k] ? "settled" : "unsettled";
    absl::StrAppendFormat(&html,
                          "<tr class=\"%s\"><td>%d–%d</td><td>%s</td><td>%s</td><td>%s</td>"
                          "<td>%d</td><td>%s</td></tr>\n",
                          settled, k + 1, k + 2, HtmlEscape(standings.names[state.order[k]]),
                          HtmlEscape(standings.names[state.order[k + 1]]),
                          los.empty() ? "–" : HtmlEscape(los), rank.adjacent_games[k], settled);
  }
  return html + "</table>\n";
}

}  // namespace harness
