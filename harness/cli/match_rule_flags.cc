#include "harness/cli/match_rule_flags.h"

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"

namespace harness {
namespace {

using Run = RunFlagValues;

tourney::v1::AdjudicationConfig& Rules(Run& s) { return *s.config.mutable_adjudication(); }

const Flag<Run> kOpeningFlags[] = {
    {{"openings", Arity::kValue, "FILE",
      "every seat-swapped pair starts from one line of FILE\n"
      "(instead of random plies): a move sequence in the game's\n"
      "record notation, e.g. f5d6c3d3c4f4f6f3 (Reversi) or\n"
      "T0@c4 I0@a1 (Nim Tetris); # starts a comment, blank\n"
      "lines are skipped. Shipped: examples/openings/ (README there)"},
     Set<Run>([](const std::string& file, Run& s) {
       s.config.mutable_openings()->set_file(file);
       // The suite replaces the random plies a config (the default one too)
       // may set; only asking for both on the command line is a conflict.
       if (!s.opening_plies_given) s.config.clear_opening_plies();
     })},
    {{"openings-order", Arity::kValue, "ORDER",
      "sequential (default: file order) or random (shuffled\n"
      "by --seed)"},
     Checked<Run>([](const std::string& order, Run& s) {
       if (order != "random" && order != "sequential") {
         return absl::InvalidArgumentError(
             absl::StrCat("--openings-order=", order, ": expected sequential or random"));
       }
       s.config.mutable_openings()->set_order(order == "random"
                                                  ? tourney::v1::OpeningsConfig::RANDOM
                                                  : tourney::v1::OpeningsConfig::SEQUENTIAL);
       return absl::OkStatus();
     })},
    {{"openings-start", Arity::kValue, "N",
      "the opening the first pair plays, from 1 (default $OPENINGS_START);\n"
      "after the last, pairs start over from the first"},
     Int<Run>(
         kOpeningsStart,
         [](int64_t v, Run& s) { s.config.mutable_openings()->set_start(static_cast<int>(v)); })},
};

const Flag<Run> kAdjudicationFlags[] = {
    {{"solve-empties", Arity::kValue, "E",
      "finish a game by its exact solver at E or fewer empty\n"
      "squares (0-64; Reversi): adjudicated_solved, with the\n"
      "disc differential of perfect play"},
     Int<Run>(kSolveEmpties,
              [](int64_t v, Run& s) { Rules(s).set_solve_empties(static_cast<int>(v)); })},
    {{"resign-moves", Arity::kValue, "K",
      "with --resign-score S: a seat wins when it reports >= S\n"
      "and the other <= -S for K decisions each in a row:\n"
      "adjudicated_resign"},
     Int<Run>(kResignMoves,
              [](int64_t v, Run& s) { Rules(s).set_resign_moves(static_cast<int>(v)); })},
    {{"resign-score", Arity::kValue, "S", "the score S of --resign-moves"},
     Real<Run>(kResignScore, [](double v, Run& s) { Rules(s).set_resign_score(v); })},
    {{"draw-moves", Arity::kValue, "K",
      "with --draw-score S and --draw-after-ply P: a draw when\n"
      "both report scores within +-S for K decisions each in a\n"
      "row, from ply P on: adjudicated_draw"},
     Int<Run>(kDrawMoves, [](int64_t v, Run& s) { Rules(s).set_draw_moves(static_cast<int>(v)); })},
    {{"draw-score", Arity::kValue, "S", "the score S of --draw-moves"},
     Real<Run>(kDrawScore, [](double v, Run& s) { Rules(s).set_draw_score(v); })},
    {{"draw-after-ply", Arity::kValue, "P", "the ply P from which --draw-moves counts"},
     Int<Run>(kDrawAfterPly,
              [](int64_t v, Run& s) { Rules(s).set_draw_after_ply(static_cast<int>(v)); })},
    {{"max-plies", Arity::kValue, "N", "stop a game after N plies as a draw: adjudicated_ply_cap"},
     Int<Run>(kMaxPlies, [](int64_t v, Run& s) { Rules(s).set_max_plies(static_cast<int>(v)); })},
};

}  // namespace

std::vector<FlagSection<RunFlagValues>> MatchRuleFlagSections() {
  return {
      {"opening suites (config: openings { file: ... order: RANDOM start: N }):",
       {std::begin(kOpeningFlags), std::end(kOpeningFlags)}},
      {"adjudication, off unless asked for (config: adjudication { ... }); scores are\n"
       "what engines report (DecideResponse.info.score, their own units):",
       {std::begin(kAdjudicationFlags), std::end(kAdjudicationFlags)}},
  };
}

}  // namespace harness
