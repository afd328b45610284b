// balanced_openings: writes the shipped Reversi opening suite, every
// position PLIES moves from the start (up to symmetry) whose value by the
// strong search is near even. Deterministic: fixed depths, no clock.
//
//   bazel run -c opt //engines/reversi:balanced_openings --
//     --out=$PWD/examples/openings/reversi_8ply_balanced.txt  (one line)
//
// Two passes keep it quick: every position at --screen_depth, then those
// within --screen_discs at --depth, kept within --max_discs.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "engines/reversi/balanced_openings.h"

namespace {

struct Settings {
  int plies = 8;
  int screen_depth = 4;
  double screen_discs = 1;
  int depth = 8;
  double max_discs = 1;
  std::string out;
};

bool ParseArgs(int argc, char** argv, Settings* settings) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const size_t equals = arg.find('=');
    const std::string name = arg.substr(0, equals);
    const std::string value = equals == std::string::npos ? "" : arg.substr(equals + 1);
    const bool ok = name == "--out"            ? (settings->out = value, !value.empty())
                    : name == "--plies"        ? absl::SimpleAtoi(value, &settings->plies)
                    : name == "--screen_depth" ? absl::SimpleAtoi(value, &settings->screen_depth)
                    : name == "--screen_discs" ? absl::SimpleAtod(value, &settings->screen_discs)
                    : name == "--depth"        ? absl::SimpleAtoi(value, &settings->depth)
                    : name == "--max_discs"    ? absl::SimpleAtod(value, &settings->max_discs)
                                               : false;
    if (!ok) {
      std::fprintf(stderr, "balanced_openings: bad argument '%s'\n", arg.c_str());
      return false;
    }
  }
  if (settings->out.empty()) {
    std::fprintf(stderr,
                 "usage: balanced_openings --out=FILE [--plies=8] [--screen_depth=4] "
                 "[--screen_discs=1] [--depth=8] [--max_discs=1]\n");
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Settings settings;
  if (!ParseArgs(argc, argv, &settings)) return 2;
  const std::vector<reversi::OpeningLine> lines = reversi::UniqueOpenings(settings.plies);
  std::fprintf(stderr, "%zu positions after %d plies (up to symmetry)\n", lines.size(),
               settings.plies);
  std::vector<std::pair<const reversi::OpeningLine*, double>> kept;
  int screened = 0;
  for (const reversi::OpeningLine& line : lines) {
    if (std::abs(reversi::BlackValue(line, settings.screen_depth)) > settings.screen_discs) {
      continue;
    }
    ++screened;
    const double value = reversi::BlackValue(line, settings.depth);
    if (std::abs(value) <= settings.max_discs) kept.push_back({&line, value});
  }
  // How the kept values spread, in quarter discs from Black's side (the
  // top bin closed, so it holds +max_discs too).
  const int top = static_cast<int>(std::ceil(settings.max_discs * 4)) - 1;
  std::map<int, int> histogram;
  double sum = 0;
  for (const auto& [line, value] : kept) {
    ++histogram[std::min(top, static_cast<int>(std::floor(value * 4)))];
    sum += value;
  }
  std::string spread;
  for (const auto& [quarter, count] : histogram) {
    absl::StrAppend(&spread,
                    absl::StrFormat("#   [%+.2f, %+.2f%s %d\n", quarter / 4.0, (quarter + 1) / 4.0,
                                    quarter == top ? "]:" : "):", count));
  }
  absl::StrAppend(&spread,
                  absl::StrFormat("#   mean %+.3f\n", kept.empty() ? 0 : sum / kept.size()));

  std::ofstream out(settings.out);
  out << absl::StrFormat(
      "# Reversi openings: %zu positions after %d plies whose value is near even.\n"
      "# Every position %d plies from the start, one per class of the board's eight\n"
      "# symmetries (lines open with f5; the alphabetically first line of a class is\n"
      "# kept): %zu classes. Valued by the strong engine's search with no clock\n"
      "# (evaluation units, 100 = one disc; a heuristic, not exact): at depth %d\n"
      "# (%d within %g discs), then at depth %d; kept when within %g discs of even.\n"
      "# Openings by Black's value in discs:\n%s"
      "# Regenerate: bazel run -c opt //engines/reversi:balanced_openings -- \\\n"
      "#   --out=$PWD/examples/openings/reversi_8ply_balanced.txt\n"
      "# Each line: the moves, then # and Black's value at depth %d.\n",
      kept.size(), settings.plies, settings.plies, lines.size(), settings.screen_depth, screened,
      settings.screen_discs, settings.depth, settings.max_discs, spread, settings.depth);
  for (const auto& [line, value] : kept) {
    out << absl::StrFormat("%s # %+.2f\n", line->moves, value);
  }
  if (!out) {
    std::fprintf(stderr, "balanced_openings: cannot write %s\n", settings.out.c_str());
    return 1;
  }
  std::fprintf(stderr, "%zu openings (of %d screened) written to %s\n", kept.size(), screened,
               settings.out.c_str());
  return 0;
}
