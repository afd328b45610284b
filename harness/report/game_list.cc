#include "harness/report/game_list.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "harness/report/engine_colors.h"
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
  out_ << absl::StrCat(any_ ? ",\n" : "", "{\"i\":", r.game_index(), ",\"p\":[",
                       absl::StrJoin(seats, ","), "],\"s\":", Numbers(r.scores()),
                       ",\"pt\":", Numbers(r.points()), ",\"t\":", JsonString(r.termination()),
                       ",\"td\":", JsonString(r.termination_detail()), ",\"n\":", r.plies(),
                       ",\"m\":", JsonString(r.moves()), ",\"h\":", JsonString(r.hidden_record()),
                       ",\"f\":", JsonString(r.final_position()),
                       ",\"d\":", JsonString(Decisions(r)), ",\"o\":", r.opening_plies(), "}");
  any_ = true;
}

int GameListWriter::Index(const std::string& name) {
  auto [it, added] = engine_index_.emplace(name, static_cast<int>(engines_.size()));
  if (added) engines_.push_back(JsonString(name));
  return it->second;
}

void GameListWriter::End() {
  std::vector<std::string> colors;
  for (size_t i = 0; i < engines_.size(); ++i)
    colors.push_back(JsonString(EngineColor(static_cast<int>(i))));
  out_ << absl::StrCat("],\n\"engines\":[", absl::StrJoin(engines_, ","), "],\"colors\":[",
                       absl::StrJoin(colors, ","), "],\"game\":", JsonString(game_),
                       ",\"variant\":", JsonString(variant_), "}</script>\n");
}

std::string GameListStyle() { return kReportStyle; }
std::string GameListScript() { return kReportScript; }

}  // namespace harness
