#include "engines/reversi/reversi_policy.h"

#include <algorithm>
#include <optional>

#include "engines/common/thinking_time.h"
#include "engines/reversi/book/opening_book.h"
#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/endgame_search.h"
#include "engines/reversi/evaluation.h"
#include "engines/reversi/seed_search.h"
#include "engines/reversi/skill_level.h"
#include "engines/reversi/strong_search.h"
#include "games/reversi/reversi_game.h"
#include "protocol/engine_info.h"

namespace reversi {
namespace {

// 90% of the harness's time a move less 5 ms for the round trip (the search
// runs to its deadline, and a loaded machine may deschedule it for a few ms
// past it); 1 s without one.
constexpr engines::TimeRule kTimeRule{0.9, 5, 1000};

// A depth or node option, capped by the request's limit; `fallback` when
// neither is set.
template <typename T>
T Capped(T option, T limit, T fallback) {
  if (option > 0) return limit > 0 ? std::min(option, limit) : option;
  return limit > 0 ? limit : fallback;
}

// The ladder throttles the strong search only.
absl::Status CheckLevel(const protocol::OptionValues& options) {
  if (options.Int("level") > 0 && options.String("eval") == "seed") {
    return absl::InvalidArgumentError(
        "option level applies to eval=strong or eval=classic, not eval=seed: set one or the other");
  }
  return absl::OkStatus();
}

// The book's move when the engine plays at full strength with the book on:
// a level, noise or depth or node option of the engine's own asks for
// another engine than the book's.
std::optional<BookMove> BookMoveFor(const Position& root, const protocol::OptionValues& options,
                                    const StrongThrottles& throttles) {
  if (options.String("book") != "on" || options.String("eval") != "strong" ||
      options.Int("level") > 0 || throttles.noise_discs > 0 || throttles.depth > 0 ||
      throttles.nodes > 0) {
    return std::nullopt;
  }
  return BuiltInOpeningBook().Find(root);
}

// The strong search solves the endgame on several threads (in the table
// kept for the process) only with threads > 1 and an endgame to solve.
bool SolvesInParallel(const protocol::OptionValues& options) {
  return options.String("eval") != "seed" && options.Int("threads") > 1 &&
         StrongThrottlesFrom(options).endgame_empties > 0;
}

bot::v1::DecideResponse BookResponse(const BookMove& book, const SearchClock& clock) {
  bot::v1::DecideResponse response;
  *response.mutable_action() = ActionForMove(book.move);
  bot::v1::SearchInfo* info = response.mutable_info();
  info->set_score(book.value);
  info->set_time_ms(clock.ElapsedMs());
  info->set_comment("book");
  return response;
}

}  // namespace

bot::v1::EngineInfo ReversiPolicy::Info() const {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("reversi", "1.0", "reversi");
  *info.add_options() = protocol::EnumOption(
      "eval", "strong", {"seed", "classic", "strong"},
      "seed: the seed document's fixed-depth alpha-beta over the positional table; "
      "strong: iterative-deepening PVS with transposition table and endgame solver over the "
      "learned pattern evaluation; classic: the same search over the hand-weighted "
      "evaluation (mobility, frontier, stability)");
  *info.add_options() = protocol::IntOption(
      "depth", 0, 0, 60,
      "search depth; 0 = default (3 for seed, no limit for strong); the request's depth limit "
      "caps it");
  *info.add_options() = protocol::IntOption(
      "time_ms", 0, 0, 3600000,
      "thinking time per move in ms, capping the harness's time; 0 = the harness's "
      "time (a clock, a time per move, or none under search limits; else 1000)");
  *info.add_options() = protocol::IntOption(
      "max_think_ms", 60000, 1, 3600000,
      "the most time one move may take, whatever the harness's time (a huge time per move or "
      "clock) or time_ms; searches under node or depth limits alone are untimed and not cut");
  *info.add_options() = protocol::DoubleOption(
      "noise", 0, 0, 100,
      "uniform random perturbation of every leaf evaluation, +/- this many discs "
      "(seed: table points)");
  *info.add_options() = LevelOption();
  *info.add_options() = protocol::IntOption("endgame_empties", 16, 0, 30,
                                            "strong: solve exactly from this many empty squares");
  *info.add_options() = protocol::IntOption(
      "threads", 1, 1, 64,
      "strong: threads for the midgame search and the exact endgame solve; 1 = deterministic "
      "(one midgame thread, the rules-level solver); more = lazy SMP over a shared table in the "
      "midgame search, and the engine's own solver (learned-evaluation ordering, the threads "
      "sharing out a node's moves over a shared table, 96 MiB kept for the process when it "
      "solves endgames), whose node counts, depth reached in a given time and chosen move vary "
      "from run to run; a node limit counts every thread's nodes");
  *info.add_options() = protocol::EnumOption(
      "book", "off", {"on", "off"},
      "on: strong at full strength (no level, noise, depth or nodes option) plays the opening "
      "book's move where it has one (engines/reversi/book: every position 4 plies from the "
      "start or fewer, and likely lines beyond, each valued by a search to depth 18); off by "
      "default, as its SPRT against off showed no gain at 100 ms a move");
  *info.add_options() =
      protocol::IntOption("disc_count_empties", 12, 0, 60,
                          "seed: score leaves by disc count from this many empty squares on");
  return info;
}

absl::Status ReversiPolicy::Prepare(const bot::v1::PrepareRequest& /*request*/,
                                    const protocol::OptionValues& options) {
  if (absl::Status level = CheckLevel(options); !level.ok()) return level;
  if (SolvesInParallel(options)) ParallelSolveTable();
  return absl::OkStatus();
}

SharedEndgameTable& ReversiPolicy::ParallelSolveTable() {
  std::call_once(parallel_solve_table_made_, [this] {
    parallel_solve_table_ = std::make_unique<SharedEndgameTable>(EndgameSearchOptions{}.table_bits);
    parallel_solve_table_->FaultIn();
  });
  return *parallel_solve_table_;
}

absl::StatusOr<bot::v1::DecideResponse> ReversiPolicy::Decide(
    const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  if (absl::Status level = CheckLevel(options); !level.ok()) return level;
  if (!request.observation().has_reversi()) {
    return absl::InvalidArgumentError("the request carries no Reversi observation");
  }
  absl::StatusOr<ReversiState> state = StateFromObservation(request.observation().reversi());
  if (!state.ok()) return state.status();
  if (state->IsOver()) return absl::InvalidArgumentError("the game is over: no move is left");
  SearchClock clock(0);
  const Position root = state->PositionToMove();
  const bool seed = options.String("eval") == "seed";
  const StrongThrottles throttles = StrongThrottlesFrom(options);
  if (const std::optional<BookMove> book = BookMoveFor(root, options, throttles)) {
    return BookResponse(*book, clock);
  }
  const int depth = throttles.depth;
  const double noise = throttles.noise_discs;
  // A side has at most half the empty squares (plus passes) left to play.
  // The strong search's moves from the exact solve on cost little: its
  // clock is shared over the moves before, and three more.
  const int searched_empties =
      seed ? root.EmptyCount() : std::max(0, root.EmptyCount() - throttles.endgame_empties);
  const int moves_left = searched_empties / 2 + (seed ? 1 : 3);
  engines::TimeRule rule = kTimeRule;
  rule.max_ms = options.Int("max_think_ms");
  // The seed search always has a depth (3 by default) to end it.
  const engines::SearchBudget budget = engines::PlanSearch(
      request, options.Int("time_ms"), rule, moves_left, depth > 0 || throttles.nodes > 0 || seed);

  SearchResult result;
  if (seed) {
    SeedSearchOptions seed_options;
    seed_options.depth = Capped(depth, budget.depth, 3);
    seed_options.time_ms = budget.time_ms;
    seed_options.disc_count_empties = static_cast<int>(options.Int("disc_count_empties"));
    seed_options.noise = LeafNoise(static_cast<int>(noise), request.seed());
    result = SeedSearch(root, seed_options);
  } else {
    StrongSearchOptions strong_options;
    strong_options.max_depth = Capped(depth, budget.depth, 60);
    strong_options.time_ms = budget.time_ms;
    strong_options.node_limit = Capped(throttles.nodes, budget.nodes, int64_t{0});
    strong_options.endgame_empties = throttles.endgame_empties;
    strong_options.threads = static_cast<int>(options.Int("threads"));
    if (SolvesInParallel(options)) strong_options.endgame_table = &ParallelSolveTable();
    strong_options.noise = LeafNoise(static_cast<int>(noise * kDiscUnit), request.seed());
    if (options.String("eval") == "strong") strong_options.weights = &BuiltInPatternWeights();
    result = StrongSearch(strong_options).Run(root);
  }

  bot::v1::DecideResponse response;
  *response.mutable_action() = ActionForMove(result.move);
  bot::v1::SearchInfo* info = response.mutable_info();
  info->set_depth(result.depth);
  info->set_nodes(result.nodes);
  info->set_score(seed ? result.score : static_cast<double>(result.score) / kDiscUnit);
  info->set_time_ms(clock.ElapsedMs());
  for (int move : result.principal_variation)
    *info->add_principal_variation() = ActionForMove(move);
  if (result.exact) info->set_comment("exact");
  return response;
}

}  // namespace reversi
