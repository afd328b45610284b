// One perft from the start position, timed, for scripts that pair it with
// another program's perft (bench/perft_vs_ellxor.sh). Prints one line,
// "leaves=N wall_s=S cpu_s=S" (CPU: this process's, which load inflates
// less than wall time).
//   bazel run -c opt //bench:perft_timer -- [--depth=11]
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <map>
#include <string>

#include "absl/strings/numbers.h"
#include "flags/command_line.h"
#include "games/reversi/perft.h"

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {{"depth", "11"}};
  if (!flags::ParseProgramFlags(argc, argv, "perft_timer", "--depth=N", &flags)) return 2;
  int depth = 0;
  if (!absl::SimpleAtoi(flags["depth"], &depth) || depth < 1 || depth > 20) {
    std::fprintf(stderr, "perft_timer: --depth must be 1..20, got '%s'\n", flags["depth"].c_str());
    return 2;
  }
  const std::clock_t cpu_start = std::clock();
  const auto wall_start = std::chrono::steady_clock::now();
  const uint64_t leaves = reversi::Perft(reversi::StartPosition(), depth);
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  std::printf("leaves=%llu wall_s=%.3f cpu_s=%.3f\n", static_cast<unsigned long long>(leaves), wall,
              cpu);
  return 0;
}
