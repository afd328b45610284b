#include "harness/ratings/value_counts.h"

#include <vector>

#include "gtest/gtest.h"
#include "harness/ratings/standings.h"

namespace harness {
namespace {

TEST(ValueCountsTest, SummaryIsTheSortedSamplesInterpolatedQuantiles) {
  // 1..100 once each, and 7 ninety-nine more times: 199 values.
  ValueCounts counts;
  for (int v = 1; v <= 100; ++v) counts.Add(v);
  counts.Add(7, 99);
  EXPECT_EQ(counts.count(), 199);
  EXPECT_EQ(counts.counts().size(), 100u);  // memory: the distinct values
  EXPECT_EQ(counts.min(), 1);
  EXPECT_EQ(counts.max(), 100);
  EXPECT_EQ(counts.CountIn(5, 10), 5 + 99);  // 5, 6, 7 (100 times), 8, 9
  const Distribution d = Summarize(counts);
  EXPECT_EQ(d.count, 199);
  EXPECT_DOUBLE_EQ(d.mean, (5050.0 + 99 * 7) / 199);
  // Sorted: 1..6, then 7 a hundred times (ranks 6..105), then 8..100.
  EXPECT_EQ(d.median, 7);         // rank 99
  EXPECT_EQ(d.q05, 7);            // rank 9.9
  EXPECT_DOUBLE_EQ(d.q95, 90.1);  // rank 188.1: between 90 (rank 188) and 91
  EXPECT_EQ(d.max, 100);
  // The same as from the plain sample.
  std::vector<double> sample;
  for (const auto& [value, times] : counts.counts()) sample.insert(sample.end(), times, value);
  const Distribution plain = Summarize(sample);
  EXPECT_DOUBLE_EQ(plain.q95, d.q95);
  EXPECT_DOUBLE_EQ(plain.standard_deviation, d.standard_deviation);
}

}  // namespace
}  // namespace harness
