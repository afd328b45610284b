#include "harness/report/game_list.h"

#include <algorithm>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "harness/report/report_assets.h"

namespace harness {
namespace {

// A JSON string that is also safe inside <script>: no "</" can close it.
std::string JsonString(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '<':
        out += "\\u003c";
        break;
      case '\n':
        out += "\\n";
        break;
      default:
        if (c < 0x20) {
          out += absl::StrFormat("\\u%04x", c);
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string Numbers(const google::protobuf::RepeatedField<double>& values) {
  return absl::StrCat("[",
                      absl::StrJoin(values, ",",
                                    [](std::string* out, double v) {
                                      absl::StrAppend(out, absl::StrFormat("%g", v));
                                    }),
                      "]");
}

// "seat,ply,ms,engine_ms,depth,nodes,score;...": what the viewer shows per
// move, compact (a score left empty when the engine reported none).
std::string Decisions(const tourney::v1::GameRecord& record) {
  return absl::StrJoin(record.decisions(), ";",
                       [](std::string* out, const tourney::v1::MoveRecord& d) {
                         absl::StrAppend(out, d.seat(), ",", d.ply(), ",", d.ms(), ",",
                                         d.engine_ms(), ",", d.depth(), ",", d.nodes(), ",",
                                         d.has_score() ? absl::StrFormat("%g", d.score()) : "");
                       });
}

std::string GamesJson(const std::vector<const tourney::v1::GameRecord*>& sorted) {
  std::map<std::string, int> engine_index;
  std::vector<std::string> engines;
  std::string games;
  for (const tourney::v1::GameRecord* r : sorted) {
    std::vector<int> seats;
    for (const auto& player : r->players()) {
      auto [it, added] = engine_index.emplace(player.name(), static_cast<int>(engines.size()));
      if (added) engines.push_back(JsonString(player.name()));
      seats.push_back(it->second);
    }
    absl::StrAppend(&games, games.empty() ? "" : ",\n", "{\"i\":", r->game_index(), ",\"p\":[",
                    absl::StrJoin(seats, ","), "],\"s\":", Numbers(r->scores()),
                    ",\"pt\":", Numbers(r->points()), ",\"t\":", JsonString(r->termination()),
                    ",\"td\":", JsonString(r->termination_detail()), ",\"n\":", r->plies(),
                    ",\"m\":", JsonString(r->moves()), ",\"h\":", JsonString(r->hidden_record()),
                    ",\"f\":", JsonString(r->final_position()),
                    ",\"d\":", JsonString(Decisions(*r)), "}");
  }
  const std::string game = sorted.empty() ? "" : sorted.front()->game();
  const std::string variant = sorted.empty() ? "" : sorted.front()->variant();
  return absl::StrCat("{\"game\":", JsonString(game), ",\"variant\":", JsonString(variant),
                      ",\"engines\":[", absl::StrJoin(engines, ","), "],\"games\":[\n", games,
                      "]}");
}

}  // namespace

std::string GameListSection(const std::vector<tourney::v1::GameRecord>& records) {
  std::vector<const tourney::v1::GameRecord*> sorted;
  for (const auto& r : records) sorted.push_back(&r);
  std::sort(sorted.begin(), sorted.end(),
            [](const auto* a, const auto* b) { return a->game_index() < b->game_index(); });
  return absl::StrCat(
      "<p>Open a game (▶) to replay it: buttons, the slider, or the arrow keys, Home and End."
      "</p>\n<div id=\"games-controls\"><label>engine <select id=\"filter-engine\">"
      "<option value=\"-1\">all</option></select></label> <label>result <select "
      "id=\"filter-result\"><option value=\"all\">all</option><option value=\"win\">won (by the "
      "engine)</option><option value=\"loss\">lost (by the engine)</option><option "
      "value=\"draw\">drawn</option><option value=\"abnormal\">not ended normally</option>"
      "</select></label></div>\n<section id=\"viewer\" class=\"viewer\" tabindex=\"0\" "
      "aria-label=\"replay\" hidden></section>\n<div class=\"pager\"><button "
      "id=\"games-previous\">previous page</button><span id=\"games-page\"></span><button "
      "id=\"games-next\">next page</button></div>\n<table id=\"games\"><tr><th>game</th>"
      "<th>players (seat order)</th><th>scores</th><th>points</th><th>termination</th>"
      "<th>plies</th><th>record</th></tr></table>\n"
      "<script type=\"application/json\" id=\"games-data\">",
      GamesJson(sorted), "</script>\n");
}

std::string GameListStyle() { return kReportStyle; }
std::string GameListScript() { return kReportScript; }

}  // namespace harness
