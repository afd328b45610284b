#include "harness/play/progress.h"

#include <cstdio>
#include <string>

#include "gtest/gtest.h"

namespace harness {
namespace {

// Games past the total (a knockout's tie-breaks) raise it: the line never
// reads past 100% ("[22/12] 183%" before).
TEST(ProgressTest, GamesPastTheTotalRaiseIt) {
  FILE* out = std::tmpfile();
  ASSERT_NE(out, nullptr);
  {
    Progress progress(out, 2, 0);
    for (int game = 0; game < 3; ++game) progress.GameFinished("a 1-0 b");
    progress.Finish();
  }
  std::rewind(out);
  std::string text;
  for (int c = std::fgetc(out); c != EOF; c = std::fgetc(out)) text.push_back(static_cast<char>(c));
  std::fclose(out);
  EXPECT_NE(text.find("[3/3] 100%"), std::string::npos) << text;
  EXPECT_EQ(text.find("[3/2]"), std::string::npos) << text;
}

}  // namespace
}  // namespace harness
