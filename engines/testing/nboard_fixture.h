// A Reversi engine that speaks the NBoard protocol, as a fixture for the
// harness's NBoard adapter (no NBoard engine is packaged in Debian). It
// searches with the strong engine's search (engines/reversi) to the depth
// `set depth` gives, with no clock, so its answers are reproducible.
//
// Understood: `nboard N`, `set depth N` (answered `set myname ...`),
// `set game <GGF>` (any 8x8 start position), `move XX[/eval/time]` (XX =
// a1..h8 either case, PA or PS for a pass), `ping N` (answered `pong N`),
// `go` (answered `status`, `nodestats` and `=== XX/eval/time`; the board is
// not changed), `quit`. Other lines are ignored; an unreadable game or an
// illegal move is reported on stderr and changes nothing.
#ifndef ENGINES_TESTING_NBOARD_FIXTURE_H_
#define ENGINES_TESTING_NBOARD_FIXTURE_H_

#include <string>
#include <vector>

#include "games/reversi/bitboard.h"

namespace engines {

struct NboardFixtureOptions {
  // Answer every `go` with the occupied square D4 (for illegal-move tests).
  bool answer_illegal = false;
  // Solve exactly from this many empty squares on.
  int endgame_empties = 10;
};

class NboardFixture {
 public:
  explicit NboardFixture(const NboardFixtureOptions& options);

  // The lines to write in answer to one input line (often none).
  std::vector<std::string> Handle(const std::string& line);
  bool quit() const { return quit_; }

 private:
  // Plays `text` (a square or pass) for the side to move; false if it is
  // not a legal move here.
  bool Play(const std::string& text);
  // Replaces the game by a GGF one; false if it cannot be read.
  bool SetGame(const std::string& ggf);
  std::vector<std::string> Go();

  NboardFixtureOptions options_;
  reversi::Position position_;  // seen from the side to move
  int depth_ = 1;
  bool quit_ = false;
};

}  // namespace engines

#endif  // ENGINES_TESTING_NBOARD_FIXTURE_H_
