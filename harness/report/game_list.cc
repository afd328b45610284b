#include "harness/report/game_list.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "harness/report/engine_colors.h"
#include "harness/report/page_text.h"
#include "harness/report/report_assets.h"

namespace harness {
namespace {

std::string Numbers(const google::protobuf::RepeatedField<double>& values) {
  return absl::StrCat("[",
                      absl::StrJoin(values, ",",
                                    [](std::string* out, double v) {
                                      absl::StrAppend(out, absl::StrFormat("%g", v));
                                    }),
                      "]");
}

// A count, "" for 0 (an engine that reports no depth or nodes).
std::string Count(int64_t value) { return value == 0 ? "" : absl::StrCat(value); }

// "[seat@ply:]ms,short,depth,nodes,score;...": what the viewer shows per
// move, compact, for a page of thousands of games: seat and ply only where
// they are not the previous decision's next (ply + 1, the next seat), the
// engine's own time as how far it falls `short` of the measured one, and
// every 0 and an unreported score left empty.
std::string Decisions(const tourney::v1::GameRecord& record) {
  const int seats = std::max(1, record.players_size());
  int seat = -1, ply = -1;
  return absl::StrJoin(record.decisions(), ";",
                       [&](std::string* out, const tourney::v1::MoveRecord& d) {
                         if (ply < 0 || d.ply() != ply + 1 || d.seat() != (seat + 1) % seats) {
                           absl::StrAppend(out, d.seat(), "@", d.ply(), ":");
                         }
                         seat = d.seat();
                         ply = d.ply();
                         absl::StrAppend(out, Count(d.ms()), ",", Count(d.ms() - d.engine_ms()),
                                         ",", Count(d.depth()), ",", Count(d.nodes()), ",",
                                         d.has_score() ? absl::StrFormat("%g", d.score()) : "");
                       });
}

// `,"key":"text"`, or nothing for an empty text (the page reads it as "").
std::string OptionalText(const char* key, const std::string& text) {
  return text.empty() ? "" : absl::StrCat(",\"", key, "\":", ScriptJsonString(text));
}

}  // namespace

GameListWriter::GameListWriter(std::ostream& out, const std::vector<std::string>& engines)
    : out_(out) {
  for (const std::string& name : engines) Index(name);
  out_ << "<p>Open a game (▶) to replay it: buttons, the slider, or the arrow keys, Home and End."
          "</p>\n<div id=\"games-controls\"><label>engine <select id=\"filter-engine\">"
          "<option value=\"-1\">all</option></select></label> <label>result <select "
          "id=\"filter-result\"><option value=\"all\">all</option><option value=\"win\">won (by "
          "the engine)</option><option value=\"loss\">lost (by the engine)</option><option "
          "value=\"draw\">drawn</option><option value=\"abnormal\">not ended normally</option>"
          "</select></label></div>\n<section id=\"viewer\" class=\"viewer\" tabindex=\"0\" "
          "aria-label=\"replay\" hidden></section>\n<div class=\"pager\"><button "
          "id=\"games-previous\">previous page</button><span id=\"games-page\"></span><button "
          "id=\"games-next\">next page</button></div>\n<table id=\"games\"><tr><th>game</th>"
          "<th>players (seat order)</th><th>scores</th><th>points</th><th>termination</th>"
          "<th>plies</th><th>record</th></tr></table>\n"
          "<script type=\"application/json\" id=\"games-data\">{\"games\":[\n";
}

void GameListWriter::Add(const tourney::v1::GameRecord& r) {
  if (!any_) {
    game_ = r.game();
    variant_ = r.variant();
  }
  std::vector<int> seats;
  for (const auto& player : r.players()) seats.push_back(Index(player.name()));
  out_ << absl::StrCat(
      any_ ? ",\n" : "", "{\"i\":", r.game_index(), ",\"p\":[", absl::StrJoin(seats, ","),
      "],\"s\":", Numbers(r.scores()), ",\"pt\":", Numbers(r.points()),
      ",\"t\":", ScriptJsonString(r.termination()), OptionalText("td", r.termination_detail()),
      ",\"n\":", r.plies(), OptionalText("m", r.moves()), OptionalText("h", r.hidden_record()),
      OptionalText("f", r.final_position()), OptionalText("d", Decisions(r)),
      ",\"o\":", r.opening_plies(), "}");
  any_ = true;
}

int GameListWriter::Index(const std::string& name) {
  auto [it, added] = engine_index_.emplace(name, static_cast<int>(engines_.size()));
  if (added) engines_.push_back(ScriptJsonString(name));
  return it->second;
}

void GameListWriter::End() {
  std::vector<std::string> colors;
  for (size_t i = 0; i < engines_.size(); ++i)
    colors.push_back(ScriptJsonString(EngineColor(static_cast<int>(i))));
  out_ << absl::StrCat("],\n\"engines\":[", absl::StrJoin(engines_, ","), "],\"colors\":[",
                       absl::StrJoin(colors, ","), "],\"game\":", ScriptJsonString(game_),
                       ",\"variant\":", ScriptJsonString(variant_), "}</script>\n");
}

std::string GameListStyle() { return kReportStyle; }
std::string GameListScript() { return kReportScript; }

}  // namespace harness
