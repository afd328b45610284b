// Impartial games as hash-consed option sets (the seed's "OIS"): a game is
// the set of the games its moves lead to; 0 is the game without moves.
// Structurally equal games get the same id, so a set of options never holds
// two equal ones, and sums and outcomes are memoised by id.
//
// Sum (the seed's X x Y, two boards side by side): the options of X + Y are
// x + Y for every option x of X and X + y for every option y of Y; 0 + X = X.
// Misère outcome: the player to move wins 0 (the opponent placed the last
// piece) and any game with an option the opponent loses.
#ifndef ENGINES_NIMTETRIS_OPTION_SETS_H_
#define ENGINES_NIMTETRIS_OPTION_SETS_H_

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace nimtetris {

using GameId = uint32_t;
inline constexpr GameId kZero = 0;

class OptionSets {
 public:
  OptionSets();

  // The game whose options are `options` (any order, repeats allowed).
  GameId Make(std::vector<GameId> options);
  const std::vector<GameId>& Options(GameId game) const { return options_[game]; }
  GameId Sum(GameId a, GameId b);
  // True if the player to move wins under the misère rule.
  bool MoverWins(GameId game);

  size_t games() const { return options_.size(); }
  size_t sums() const { return sums_.size(); }

 private:
  struct VectorHash {
    size_t operator()(const std::vector<GameId>& v) const;
  };
  std::vector<std::vector<GameId>> options_;
  std::unordered_map<std::vector<GameId>, GameId, VectorHash> ids_;
  std::unordered_map<uint64_t, GameId> sums_;
  std::vector<int8_t> mover_wins_;  // -1 unknown
};

}  // namespace nimtetris

#endif  // ENGINES_NIMTETRIS_OPTION_SETS_H_
