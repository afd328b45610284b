#include "harness/report/score_quantiles.h"

#include <algorithm>

#include "absl/strings/str_format.h"
#include "harness/report/engine_colors.h"
#include "harness/report/page_text.h"

namespace harness {

std::string ScoreQuantiles(const Standings& standings, const std::vector<int>& order) {
  std::vector<std::pair<int, Distribution>> rows;
  double low = 0, high = 0;
  for (int i : order) {
    if (standings.engines[i].points.empty()) continue;
    const Distribution d = Summarize(standings.engines[i].points);
    low = rows.empty() ? d.q05 : std::min(low, d.q05);
    high = rows.empty() ? d.q95 : std::max(high, d.q95);
    rows.push_back({i, d});
  }
  if (rows.empty()) return "<p>No normally finished games.</p>\n";
  if (high <= low) high = low + 1;
  const int n = static_cast<int>(rows.size());
  const double row = std::clamp(800.0 / n, 3.0, 14.0);
  const int height = static_cast<int>(40 + n * row);
  auto x = [&](double value) { return 40 + 580 * (value - low) / (high - low); };
  std::string svg = absl::StrFormat(
      "<svg id=\"score-quantiles\" class=\"chart\" width=\"640\" height=\"%d\" viewBox=\"0 0 640 "
      "%d\" role=\"img\" aria-label=\"score quantiles per engine\"><text x=\"40\" y=\"12\">%g"
      "</text><text x=\"620\" y=\"12\" text-anchor=\"end\">%g</text>",
      height, height, low, high);
  for (int k = 0; k < n; ++k) {
    const auto& [engine, d] = rows[k];
    const double y = 20 + k * row, middle = y + row / 2;
    absl::StrAppendFormat(
        &svg,
        "<g><title>#%d %s: median %g, 50%% in [%g, %g], 90%% in [%g, %g], mean %.2f (n = %d)"
        "</title><line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#888\"/><rect "
        "x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/><line x1=\"%.1f\" "
        "x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/></g>",
        k + 1, HtmlEscape(standings.engines[engine].name), d.median, d.q25, d.q75, d.q05, d.q95,
        d.mean, d.count, x(d.q05), x(d.q95), middle, middle, x(d.q25), y + row * 0.15,
        std::max(1.0, x(d.q75) - x(d.q25)), row * 0.7, EngineColor(engine), x(d.median),
        x(d.median), y, y + row);
  }
  return svg +
         "</svg>\n<p>A row per engine in rating order: whiskers from the 5% to the 95% "
         "quantile of its points, the box from 25% to 75%, a tick at the median (the "
         "numbers in each row's tooltip).</p>\n";
}

}  // namespace harness
