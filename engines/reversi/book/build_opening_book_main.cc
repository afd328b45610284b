// build_opening_book: writes the strong Reversi engine's opening book
// (opening_book.txt here; README.md). Deterministic: fixed search depths, no
// clock, positions taken in a fixed order whatever --threads.
//
//   bazel run -c opt //engines/reversi/book:build_opening_book
//
// Every position --all_plies moves from the start or fewer is in the book
// (the harness's random openings reach any of them). From each book
// position, every move a --screen_depth search values within
// --screen_discs of the best leads to a candidate, costed by the discs given
// away on the way there plus --ply_cost a ply (so a line of best moves does
// not run ahead of the likely replies nearer the root); the cheapest
// candidates join the book next, until --positions. Each book position gets its move and value from
// a search to
// --depth.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/evaluation.h"
#include "engines/reversi/strong_search.h"
#include "engines/reversi/training/parallel_for.h"
#include "flags/command_line.h"
#include "games/reversi/board_symmetry.h"
#include "games/reversi/reversi_state.h"

namespace reversi {
namespace {

struct Settings {
  int depth = 0, screen_depth = 0, all_plies = 0, max_plies = 0, positions = 0, threads = 0;
  double screen_discs = 0, ply_cost = 0;
};

struct Candidate {
  double cost;       // discs given away on the way (screening searches) and plies
  std::string line;  // moves from the start
  bool operator<(const Candidate& other) const {
    return cost != other.cost ? cost < other.cost : line < other.line;
  }
};

struct Searched {
  int move = 0;
  double value = 0;                                  // discs, for the side to move
  std::vector<std::pair<std::string, double>> next;  // candidate lines, cost added
};

ReversiState Replay(const std::string& line) {
  // The lines are the builder's own, legal by construction.
  const std::vector<int> moves = ParseRecord(line).value_or(std::vector<int>{});
  ReversiState state;
  for (int move : moves) state.Apply(move).IgnoreError();
  return state;
}

double SearchValue(const Position& position, int depth, int* move) {
  StrongSearchOptions options;
  options.max_depth = depth;
  options.time_ms = 0;
  options.table_log2_entries = 20;
  options.weights = &BuiltInPatternWeights();
  const SearchResult result = StrongSearch(options).Run(position);
  if (move) *move = result.move;
  return static_cast<double>(result.score) / kDiscUnit;
}

Searched SearchCandidate(const Candidate& candidate, const Settings& settings) {
  const ReversiState state = Replay(candidate.line);
  const Position position = state.PositionToMove();
  Searched searched;
  searched.value = SearchValue(position, settings.depth, &searched.move);
  if (static_cast<int>(state.History().size()) >= settings.max_plies) return searched;
  std::vector<std::pair<int, double>> values;
  double best = -1e9;
  for (Bitboard moves = position.Moves(); moves; moves &= moves - 1) {
    const int move = LowestSquare(moves);
    const Position child = position.Play(move);
    const double value = child.Moves() == 0 && child.Pass().Moves() == 0
                             ? -static_cast<double>(child.FinalDiscDifferential())
                             : -SearchValue(child, settings.screen_depth - 1, nullptr);
    values.emplace_back(move, value);
    best = std::max(best, value);
  }
  for (const auto& [move, value] : values) {
    if (best - value <= settings.screen_discs) {
      searched.next.emplace_back(candidate.line + MoveName(move), best - value);
    }
  }
  return searched;
}

using Seen = std::set<std::pair<Bitboard, Bitboard>>;

// Whether `position` is one to book (a move to play) not met before, up to
// symmetry; marks it met.
bool FirstVisit(const Position& position, Seen* seen) {
  const LeastImage least = LeastImageOf(position.own, position.opp);
  return position.Moves() != 0 && seen->insert({least.a, least.b}).second;
}

// Every line of `plies` moves or fewer, one per position up to symmetry.
void AllLines(const ReversiState& state, int plies, Seen* seen, std::set<Candidate>* queue) {
  const Position position = state.PositionToMove();
  if (!FirstVisit(position, seen)) return;
  queue->insert({0, state.Record()});
  if (static_cast<int>(state.History().size()) == plies) return;
  for (Bitboard moves = position.Moves(); moves; moves &= moves - 1) {
    ReversiState next = state;
    next.Apply(LowestSquare(moves)).IgnoreError();
    AllLines(next, plies, seen, queue);
  }
}

int Build(const Settings& settings, const std::string& out) {
  const auto start = std::chrono::steady_clock::now();
  Seen seen;
  std::set<Candidate> queue;
  AllLines(ReversiState(), settings.all_plies, &seen, &queue);
  std::vector<std::string> lines;
  // A fixed batch, so the book does not depend on the thread count.
  constexpr size_t kBatch = 16;
  while (!queue.empty() && static_cast<int>(lines.size()) < settings.positions) {
    std::vector<Candidate> batch;
    while (!queue.empty() && batch.size() < kBatch &&
           static_cast<int>(lines.size() + batch.size()) < settings.positions) {
      batch.push_back(*queue.begin());
      queue.erase(queue.begin());
    }
    std::vector<Searched> results(batch.size());
    training::ParallelFor(batch.size(), settings.threads,
                          [&](size_t i) { results[i] = SearchCandidate(batch[i], settings); });
    for (size_t i = 0; i < batch.size(); ++i) {
      lines.push_back(absl::StrFormat("%s %s %+.2f", batch[i].line.empty() ? "-" : batch[i].line,
                                      MoveName(results[i].move), results[i].value));
      for (const auto& [line, cost] : results[i].next) {
        if (FirstVisit(Replay(line).PositionToMove(), &seen)) {
          queue.insert({batch[i].cost + cost + settings.ply_cost, line});
        }
      }
    }
    std::fprintf(stderr, "\rbuild_opening_book: %zu of %d positions, cost up to %.2f discs",
                 lines.size(), settings.positions, batch.back().cost);
  }
  std::fprintf(stderr, "\n");
  std::ofstream file(out, std::ios::trunc);
  file << absl::StrFormat(
      "# The strong Reversi engine's opening book (engines/reversi/book/README.md):\n"
      "# %zu positions, every one %d plies from the start or fewer and the cheapest\n"
      "# lines beyond (moves within %.1f discs of the best at depth %d, costed by\n"
      "# the discs given away and %.1f a ply), up to %d plies; each line: the moves\n"
      "# there, the move at depth %d, its value in discs.\n",
      lines.size(), settings.all_plies, settings.screen_discs, settings.screen_depth,
      settings.ply_cost, settings.max_plies, settings.depth);
  for (const std::string& line : lines) file << line << "\n";
  file.flush();
  if (!file) {
    std::fprintf(stderr, "build_opening_book: cannot write %s\n", out.c_str());
    return 1;
  }
  std::printf("wrote %s: %zu positions in %.0f s\n", out.c_str(), lines.size(),
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
}

int Main(int argc, char** argv) {
  const char* workspace = std::getenv("BUILD_WORKSPACE_DIRECTORY");
  std::map<std::string, std::string> flags = {
      {"depth", "18"},
      {"screen_depth", "6"},
      {"screen_discs", "2"},
      {"ply_cost", "1"},
      {"all_plies", "4"},
      {"max_plies", "20"},
      {"positions", "600"},
      {"threads", "2"},
      {"out", workspace ? std::string(workspace) + "/engines/reversi/book/opening_book.txt" : ""},
  };
  if (!flags::ParseProgramFlags(
          argc, argv, "build_opening_book",
          "--depth --screen_depth --screen_discs --ply_cost --all_plies --max_plies "
          "--positions --threads --out",
          &flags)) {
    return 2;
  }
  Settings settings;
  if (!absl::SimpleAtoi(flags["depth"], &settings.depth) || settings.depth < 1 ||
      !absl::SimpleAtoi(flags["screen_depth"], &settings.screen_depth) ||
      settings.screen_depth < 2 ||
      !absl::SimpleAtod(flags["screen_discs"], &settings.screen_discs) ||
      !(settings.screen_discs >= 0) || !absl::SimpleAtod(flags["ply_cost"], &settings.ply_cost) ||
      !(settings.ply_cost >= 0) || !absl::SimpleAtoi(flags["all_plies"], &settings.all_plies) ||
      settings.all_plies < 0 || !absl::SimpleAtoi(flags["max_plies"], &settings.max_plies) ||
      !absl::SimpleAtoi(flags["positions"], &settings.positions) || settings.positions < 1 ||
      !absl::SimpleAtoi(flags["threads"], &settings.threads) || settings.threads < 1) {
    std::fprintf(stderr,
                 "build_opening_book: bad flag value (depth, positions, threads >= 1; screen_depth "
                 ">= 2; screen_discs, ply_cost, all_plies >= 0)\n");
    return 2;
  }
  if (flags["out"].empty()) {
    std::fprintf(stderr, "build_opening_book: --out=PATH is needed outside `bazel run`\n");
    return 2;
  }
  return Build(settings, flags["out"]);
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) { return reversi::Main(argc, argv); }
