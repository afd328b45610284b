#include "harness/report/head_to_head_heatmap.h"

#include "absl/strings/str_cat.h"
#include "harness/report/page_text.h"

namespace harness {

std::string HeadToHeadHeatmap(const std::vector<std::string>& names,
                              const WinDrawLossTally& results) {
  std::string html =
      "<div id=\"heatmap\" class=\"heatmap\"><div class=\"heatmap-scroll\"><div "
      "class=\"heatmap-grid\"><div class=\"heatmap-corner\"></div><div id=\"heatmap-columns\" "
      "class=\"heatmap-columns\"></div><div id=\"heatmap-rows\" class=\"heatmap-rows\"></div>"
      "<canvas id=\"heatmap-canvas\" role=\"img\" aria-label=\"head-to-head heatmap\"></canvas>"
      "</div></div><p id=\"heatmap-tip\" class=\"heatmap-tip\" role=\"status\" "
      "aria-live=\"polite\">Hover over or click a cell.</p></div>\n"
      "<p>Rows and columns: the engines by rating, strongest first (rank 1 top left), each named "
      "left of its row and above its column. Colour: the row's score, orange below 50%, blue "
      "above, grey where they did not meet.</p>\n"
      "<script type=\"application/json\" id=\"heatmap-data\">{\"engines\":[";
  for (size_t i = 0; i < names.size(); ++i) {
    absl::StrAppend(&html, i ? "," : "", ScriptJsonString(names[i]));
  }
  html += "],\"cells\":[";
  bool any = false;
  for (size_t i = 0; i < names.size(); ++i) {
    for (size_t j = i + 1; j < names.size(); ++j) {
      const WinDrawLoss wdl = results.Between(names[i], names[j]);
      if (wdl.wins + wdl.draws + wdl.losses == 0) continue;
      absl::StrAppend(&html, any ? "," : "", "[", i, ",", j, ",", wdl.wins, ",", wdl.draws, ",",
                      wdl.losses, "]");
      any = true;
    }
  }
  return html + "]}</script>\n";
}

}  // namespace harness
