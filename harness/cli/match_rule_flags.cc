#include "harness/cli/match_rule_flags.h"

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"

namespace harness {

const char kMatchRuleFlagsHelp[] =
    R"(opening suites (config: openings { file: ... order: RANDOM start: N }):
  --openings FILE        every seat-swapped pair starts from one line of FILE
                         (instead of random plies): a move sequence in the game's
                         record notation, e.g. f5d6c3d3c4f4f6f3 (Reversi) or
                         T0@c4 I0@a1 (Nim Tetris); # starts a comment, blank
                         lines are skipped. Shipped: examples/openings/ (README there)
  --openings-order ORDER sequential (default: file order) or random (shuffled
                         by --seed)
  --openings-start N     the opening the first pair plays, from 1 (default 1);
                         after the last, pairs start over from the first
adjudication, off unless asked for (config: adjudication { ... }); scores are
what engines report (DecideResponse.info.score, their own units):
  --solve-empties E      finish a game by its exact solver at E or fewer empty
                         squares (0-64; Reversi): adjudicated_solved, with the
                         disc differential of perfect play
  --resign-moves K       a seat wins when it reports >= S and the other <= -S
  --resign-score S       for K decisions each in a row: adjudicated_resign
  --draw-moves K         a draw when both report scores within +-S for K
  --draw-score S         decisions each in a row, from ply P on:
  --draw-after-ply P     adjudicated_draw
  --max-plies N          stop a game after N plies as a draw: adjudicated_ply_cap
)";

std::set<std::string> WithMatchRuleFlags(std::set<std::string> valued) {
  valued.insert({"openings", "openings-order", "openings-start", "solve-empties", "resign-moves",
                 "resign-score", "draw-moves", "draw-score", "draw-after-ply", "max-plies"});
  return valued;
}

absl::Status ApplyMatchRuleFlags(const CliFlags& flags, tourney::v1::TournamentConfig* config) {
  // Touched only when a flag is given: a present block means a suite.
  auto suite = [config] { return config->mutable_openings(); };
  if (flags.Has("openings")) {
    suite()->set_file(flags.Get("openings"));
    // The suite replaces the random plies a config (the default one too)
    // may set; only asking for both on the command line is a conflict.
    if (!flags.Has("opening-plies")) config->clear_opening_plies();
  }
  if (flags.Has("openings-order")) {
    const std::string order = flags.Get("openings-order");
    if (order == "random") {
      suite()->set_order(tourney::v1::OpeningsConfig::RANDOM);
    } else if (order == "sequential") {
      suite()->set_order(tourney::v1::OpeningsConfig::SEQUENTIAL);
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("--openings-order=", order, ": expected sequential or random"));
    }
  }

  tourney::v1::AdjudicationConfig* rules = config->mutable_adjudication();
  absl::Status numbers = ApplyNumberFlags(
      flags,
      {
          {kOpeningsStart, [&](int64_t v) { suite()->set_start(static_cast<int>(v)); }},
          {kSolveEmpties, [&](int64_t v) { rules->set_solve_empties(static_cast<int>(v)); }},
          {kResignMoves, [&](int64_t v) { rules->set_resign_moves(static_cast<int>(v)); }},
          {kDrawMoves, [&](int64_t v) { rules->set_draw_moves(static_cast<int>(v)); }},
          {kDrawAfterPly, [&](int64_t v) { rules->set_draw_after_ply(static_cast<int>(v)); }},
          {kMaxPlies, [&](int64_t v) { rules->set_max_plies(static_cast<int>(v)); }},
      },
      {
          {kResignScore, [&](double v) { rules->set_resign_score(v); }},
          {kDrawScore, [&](double v) { rules->set_draw_score(v); }},
      });
  if (!numbers.ok()) return numbers;
  // An empty block would still mark the config as adjudicated.
  if (rules->ByteSizeLong() == 0) config->clear_adjudication();
  return absl::OkStatus();
}

}  // namespace harness
