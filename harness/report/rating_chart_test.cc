#include "harness/report/rating_chart.h"

#include <limits>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// The chart's SVG alone (the notes after it are text).
std::string Svg(const std::string& html) {
  const size_t end = html.find("</svg>");
  return end == std::string::npos ? html : html.substr(0, end);
}

// A number printf wrote for a value without one: nan, -nan, inf, -inf, as
// a word of its own. (No std::regex here: GCC 12 under ASan warns on its
// internals, and warnings fail the build.)
bool HasNonFinite(const std::string& text) {
  const std::string lower = absl::AsciiStrToLower(text);
  for (const std::string word : {"nan", "inf"}) {
    for (size_t at = lower.find(word); at != std::string::npos; at = lower.find(word, at + 1)) {
      const bool starts = at == 0 || !absl::ascii_isalpha(lower[at - 1]);
      const size_t after = at + word.size();
      const bool ends = after == lower.size() || !absl::ascii_isalpha(lower[after]);
      if (starts && ends) return true;
    }
  }
  return false;
}

// The value of every points="..." attribute.
std::vector<std::string> PointLists(const std::string& svg) {
  const std::string key = "points=\"";
  std::vector<std::string> lists;
  for (size_t at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    const size_t start = at + key.size();
    lists.push_back(svg.substr(start, svg.find('"', start) - start));
  }
  return lists;
}

int Count(const std::string& text, const std::string& what) {
  int count = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}

// Six samples of a and b: a's rating is NaN at the third and infinite at
// the fifth, b's missing at the fourth (set aside then). No nan or inf is
// printed, the scale comes from the finite values alone, and each line
// breaks where its engine had no finite rating: a in three pieces (0-1,
// 3, 5), b in two (0-2, 4-5).
TEST(RatingChartTest, ASampleWithoutAFiniteRatingBreaksTheLine) {
  const std::vector<double> a = {10, 20, kNaN, 30, kInf, 40};
  std::vector<RatingSample> samples(6);
  for (int step = 0; step < 6; ++step) {
    samples[step].games = 10 * (step + 1);
    samples[step].values["a"] = a[step];
    if (step != 3) samples[step].values["b"] = -a[step == 2 || step == 4 ? 0 : step];
  }
  const std::string html = RatingOverTimeChart(samples, {"a", "b"}, false);
  EXPECT_FALSE(HasNonFinite(html)) << html;
  const std::string svg = Svg(html);
  EXPECT_NE(svg.find(">+100</text>"), std::string::npos) << svg;  // the axis: finite values
  EXPECT_NE(svg.find(">-100</text>"), std::string::npos) << svg;
  const std::vector<std::string> lines = PointLists(svg);
  // a: 0-1 and b: 0-2 and 4-5 drawn as lines; a's lone samples 3 and 5 as dots.
  ASSERT_EQ(lines.size(), 3u) << svg;
  for (const std::string& points : lines) EXPECT_EQ(points.find("  "), std::string::npos);
  EXPECT_EQ(Count(lines[0], ","), 2) << lines[0];  // a: steps 0 and 1
  EXPECT_EQ(Count(lines[1], ","), 3) << lines[1];  // b: steps 0, 1 and 2
  EXPECT_EQ(Count(lines[2], ","), 2) << lines[2];  // b: steps 4 and 5
  EXPECT_EQ(Count(svg, "<circle"), 4 + 5) << svg;  // a dot a finite sample (few engines)
  EXPECT_EQ(html.find("rating-over-time-missing"), std::string::npos);
}

// An engine with no finite sample at all is named under the chart, as one
// that was never rated; nothing of it is drawn.
TEST(RatingChartTest, AnEngineWithNoFiniteSampleIsNamedNotDrawn) {
  std::vector<RatingSample> samples(2);
  for (int step = 0; step < 2; ++step) {
    samples[step].games = step + 1;
    samples[step].values["a"] = 5.0 * step;
    samples[step].values["b"] = step == 0 ? kNaN : -kInf;
  }
  const std::string html = RatingOverTimeChart(samples, {"a", "b"}, false);
  EXPECT_FALSE(HasNonFinite(html)) << html;
  EXPECT_NE(html.find("<p id=\"rating-over-time-missing\">Not drawn: b "), std::string::npos)
      << html;
  EXPECT_EQ(PointLists(Svg(html)).size(), 1u) << html;
}

// Mean points (games played alone) likewise: the scale from the finite
// means only.
TEST(RatingChartTest, SoloMeansWithoutAFiniteValueAreLeftOut) {
  std::vector<RatingSample> samples(3);
  for (int step = 0; step < 3; ++step) {
    samples[step].games = step + 1;
    samples[step].values["p"] = step == 1 ? kInf : 100.0 + step;
  }
  const std::string html = RatingOverTimeChart(samples, {"p"}, true);
  EXPECT_FALSE(HasNonFinite(html)) << html;
  EXPECT_NE(html.find(">+102</text>"), std::string::npos) << html;
  EXPECT_NE(html.find(">+100</text>"), std::string::npos) << html;
}

// Beyond kMostEnginesInTable engines lines carry no dots, but a sample
// that stands alone between breaks still gets one: it would not show.
TEST(RatingChartTest, ALoneSampleIsADotAmongManyEngines) {
  std::vector<std::string> names;
  for (int e = 0; e < 13; ++e) names.push_back("e" + std::to_string(e));
  std::vector<RatingSample> samples(3);
  for (int step = 0; step < 3; ++step) {
    for (const std::string& name : names) samples[step].values[name] = step;
  }
  samples[0].values.erase("e0");
  samples[2].values["e0"] = kNaN;
  const std::string html = RatingOverTimeChart(samples, names, false);
  EXPECT_FALSE(HasNonFinite(html)) << html;
  EXPECT_EQ(Count(html, "<circle"), 1) << html;
}

}  // namespace
}  // namespace harness
