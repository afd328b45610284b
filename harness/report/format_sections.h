// The report's section of a format's standings (formats/format_standings.h),
// as HTML (no script needed): a Swiss's standings with its tie-breaks and
// crosstable, a knockout's bracket as inline SVG, the rank run's adjacent
// orders. The same object the text report prints: the two agree by
// construction. Every name is escaped.
#ifndef HARNESS_REPORT_FORMAT_SECTIONS_H_
#define HARNESS_REPORT_FORMAT_SECTIONS_H_

#include <string>

#include "harness/formats/format_standings.h"

namespace harness {

// Match points as a crosstable prints them: "0", "½", "1", "1½", ...
std::string MatchPoints(double points);

// "" for a format without standings of its own (round robin, gauntlet).
std::string FormatSectionHtml(const FormatStandings& standings);

// <table id="swiss-standings">: a row per engine in the standings' order
// (rank, engine, points, games, Buchholz, Sonneborn-Berger, rating), then
// a cell per round: points, the opponent's rank in this table and the
// engine's seat in the match's first game ("1½ #12 s0"), or "bye", or
// "–" (not paired: absent, withdrawn, not yet entered).
std::string SwissTableHtml(const FormatStandings& standings);

// <svg id="bracket">: a column per round, a <g class="match"> per match
// with both engines and their seeds and points, a bye as "(bye)", the one
// who went on in bold, a match decided by tie-break games marked "TB" and
// every match's reason in its title; the champion at the right.
std::string BracketSvg(const FormatStandings& standings);

// The rank run: <p id="rank-stop"> why it stopped ("Stopped on the cap
// (2000 games) with 5 of 8 adjacent orders settled ..."), or how far it has
// come; <p id="rank-guarantee"> what the settled orders guarantee
// (RankGuaranteeText); <table id="rank-orders">: each adjacent order, its
// LOS and games between the two, settled or not by the format's own rule.
std::string RankOrdersHtml(const FormatStandings& standings);

}  // namespace harness

#endif  // HARNESS_REPORT_FORMAT_SECTIONS_H_
