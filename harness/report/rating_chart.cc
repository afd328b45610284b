#include "harness/report/rating_chart.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "harness/report/engine_colors.h"
#include "harness/report/head_to_head_heatmap.h"
#include "harness/report/page_text.h"

namespace harness {

namespace {

// One piece of an engine's line: (step, value) at consecutive steps.
using Run = std::vector<std::pair<int, double>>;

// An engine's finite values over the steps, cut where a step has none: a
// step without a value (set aside then, or no games yet) or one that is
// not finite breaks the line there, rather than joining its neighbours
// across it or printing "nan".
std::vector<Run> RunsOf(const std::vector<RatingSample>& samples, const std::string& name) {
  std::vector<Run> runs;
  bool open = false;
  for (int step = 0; step < static_cast<int>(samples.size()); ++step) {
    const auto value = samples[step].values.find(name);
    if (value == samples[step].values.end() || !std::isfinite(value->second)) {
      open = false;
      continue;
    }
    if (!open) runs.emplace_back();
    runs.back().push_back({step, value->second});
    open = true;
  }
  return runs;
}

}  // namespace

// Ratings refitted after each slice of games, in log order (mean points
// for solo games); an engine without a finite value at a step has no
// point there, and its line breaks.
std::string RatingOverTimeChart(const std::vector<RatingSample>& samples,
                                const std::vector<std::string>& names, bool solo) {
  const int steps = static_cast<int>(samples.size());
  const int engines = static_cast<int>(names.size());
  std::vector<std::vector<Run>> series(engines);
  for (int e = 0; e < engines; ++e) series[e] = RunsOf(samples, names[e]);
  double low = solo ? 1e300 : -100, high = solo ? -1e300 : 100;
  for (const std::vector<Run>& runs : series) {
    for (const Run& run : runs) {
      for (const auto& [step, v] : run) {
        low = std::min(low, v);
        high = std::max(high, v);
      }
    }
  }
  if (high <= low) {
    low -= 1;
    high += 1;
  }
  std::string html = absl::StrFormat(
      "<svg id=\"rating-over-time\" class=\"chart\" width=\"640\" height=\"260\" viewBox=\"0 0 640 "
      "260\" role=\"img\" aria-label=\"%s over time\">",
      solo ? "mean points" : "rating");
  auto x = [&](int step) { return 50 + 570.0 * step / std::max(1, steps - 1); };
  auto y = [&](double value) { return 230 - 210 * (value - low) / (high - low); };
  const double zero = solo ? low : 0;
  absl::StrAppendFormat(
      &html,
      "<line x1=\"50\" y1=\"%.1f\" x2=\"620\" y2=\"%.1f\" stroke=\"#aaa\" "
      "stroke-dasharray=\"4\"/><text x=\"45\" y=\"%.1f\" text-anchor=\"end\">%+.0f</text>"
      "<text x=\"45\" y=\"24\" text-anchor=\"end\">%+.0f</text><text x=\"45\" "
      "y=\"234\" text-anchor=\"end\">%+.0f</text><text x=\"620\" y=\"252\" "
      "text-anchor=\"end\">%d games</text>",
      y(zero), y(zero), y(zero) + 4, zero, high, low, samples.empty() ? 0 : samples.back().games);
  std::vector<std::string> missing;
  bool broken = false;
  for (int e = 0; e < engines; ++e) {
    if (series[e].empty()) {
      missing.push_back(names[e]);
      continue;
    }
    broken = broken || series[e].size() > 1;
    // A dot per sample: a sample that stands alone is still seen. Beyond
    // kMostEnginesInTable engines only there: their dots would outweigh
    // their lines in the page.
    std::string lines, dots;
    for (const Run& run : series[e]) {
      const bool dotted = engines <= kMostEnginesInTable || run.size() == 1;
      std::vector<std::string> points;
      for (const auto& [step, value] : run) {
        points.push_back(absl::StrFormat("%.1f,%.1f", x(step), y(value)));
        if (dotted)
          absl::StrAppendFormat(&dots, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>",
                                x(step), y(value), EngineColor(e));
      }
      if (run.size() > 1) {
        absl::StrAppendFormat(&lines,
                              "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" "
                              "points=\"%s\"/>",
                              EngineColor(e), absl::StrJoin(points, " "));
      }
    }
    absl::StrAppend(&html, "<g><title>", HtmlEscape(names[e]), "</title>", lines, dots, "</g>");
  }
  html += "</svg>\n";
  if (missing.size() == static_cast<size_t>(engines)) {
    absl::StrAppend(&html, "<p id=\"rating-over-time-blank\">Nothing to draw: ",
                    solo ? "no engine has points at any sample."
                         : "at every sample no engine had a finite rating (an engine that won or "
                           "lost every game so far has none, and without it its opponents may "
                           "have no games left to rate).",
                    "</p>\n");
  } else if (!missing.empty()) {
    absl::StrAppend(&html, "<p id=\"rating-over-time-missing\">Not drawn: ",
                    HtmlEscape(absl::StrJoin(missing, ", ")),
                    solo ? " (no points at any sample)."
                         : " (not rated at any sample: each time it had won or lost every game so "
                           "far, or had no games left among the rated).",
                    "</p>\n");
  }
  if (broken) {
    absl::StrAppend(&html, "<p id=\"rating-over-time-gaps\">A break in a line: ",
                    solo ? "no points at those samples."
                         : "no finite rating at those samples (the engine had won or lost every "
                           "game so far, or had no games left among the rated).",
                    "</p>\n");
  }
  return html;
}

}  // namespace harness
