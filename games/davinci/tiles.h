// Da Vinci Code tiles as the rules number them, and where a drawn number
// enters a rack: the one statement of the insertion rule, shared by the
// referee and the engines' what-if reasoning.
#ifndef GAMES_DAVINCI_TILES_H_
#define GAMES_DAVINCI_TILES_H_

#include <vector>

namespace davinci {

// Tiles are numbered value * 2 + colour (0-23; colour 0 black, 1 white),
// jokers 24 (black) and 25 (white) with value 12, so the numbering orders a
// rack's numbers (black before white on equal numbers).
inline constexpr int kJokerValue = 12;
inline int TileCount(bool jokers) { return jokers ? 26 : 24; }
inline int ValueOf(int tile) { return tile / 2; }
inline int ColourOf(int tile) { return tile % 2; }  // 0 black, 1 white
inline bool IsJoker(int tile) { return tile >= 24; }

// Where number `tile` enters `rack` (its tiles left to right, numbered as
// above): just right of the last number that orders before it, so jokers
// stay where their owners put them.
int NumberPosition(const std::vector<int>& rack, int tile);

}  // namespace davinci

#endif  // GAMES_DAVINCI_TILES_H_
