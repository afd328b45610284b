// The report's sections for the formats that pair by results, as HTML
// (no script needed): the Swiss crosstable, the knockout bracket as inline
// SVG, and the rank run's adjacent orders. Every name is escaped.
#ifndef HARNESS_REPORT_FORMAT_SECTIONS_H_
#define HARNESS_REPORT_FORMAT_SECTIONS_H_

#include <string>
#include <vector>

#include "harness/ratings/standings.h"
#include "harness/report/format_views.h"

namespace harness {

// Match points as a crosstable prints them: "0", "½", "1", "1½", ...
std::string MatchPoints(double points);

// <table id="crosstable">: a row per engine (rank, engine, points), a cell
// per round: points, the opponent's rank and the engine's seat in the
// round's first game ("1½ #12 s0"), or "bye", or "–".
std::string CrosstableHtml(const std::vector<CrosstableRow>& rows);

// <svg id="bracket">: a column per round, a <g class="match"> per match
// with both engines and their points, the one who went on in bold; the
// last round's winner at the right.
std::string BracketSvg(const std::vector<std::vector<BracketMatch>>& bracket);

// The rank run: <p id="rank-stop"> why it stopped ("Stopped on the cap
// (2000 games) with 5 of 8 adjacent orders settled ..."), or how far it has
// come; <p id="rank-guarantee"> what the settled orders guarantee under
// `settings` (RankGuaranteeText); <table id="rank-orders">: each adjacent
// order of the final ratings, its LOS and games between the two, settled
// or not by the format's own rule (formats/adaptive_rank.h).
std::string RankOrdersHtml(const RankView& view, const Standings& standings,
                           const RankSettings& settings);

}  // namespace harness

#endif  // HARNESS_REPORT_FORMAT_SECTIONS_H_
