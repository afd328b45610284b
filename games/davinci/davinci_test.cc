#include <algorithm>
#include <set>

#include "games/davinci/davinci_game.h"
#include "gtest/gtest.h"

namespace davinci {
namespace {

// Numbers stand in ascending order (black before white on equal numbers),
// wherever the jokers are.
bool NumbersInOrder(const std::vector<RackTile>& rack) {
  int last = -1;
  for (const RackTile& tile : rack) {
    if (IsJoker(tile.tile)) continue;
    if (tile.tile < last) return false;
    last = tile.tile;
  }
  return true;
}

int Revealed(const DavinciState& state) {
  int revealed = 0;
  for (int seat = 0; seat < state.Players(); ++seat) {
    for (const RackTile& tile : state.Rack(seat)) revealed += tile.revealed;
  }
  return revealed;
}

TEST(DavinciStateTest, DealSizes) {
  for (int players = 2; players <= 4; ++players) {
    for (bool jokers : {true, false}) {
      DavinciState state(players, jokers, 42 + players);
      const int hand = players == 4 ? 3 : 4;
      int dealt = 0;
      for (int seat = 0; seat < players; ++seat) dealt += state.Rack(seat).size();
      // Dealt jokers wait to be placed; together with the racks, every seat holds `hand`.
      EXPECT_LE(dealt, players * hand);
      EXPECT_GE(dealt, players * hand - (jokers ? 2 : 0));
      EXPECT_EQ(players * hand + state.PoolCount(0) + state.PoolCount(1), jokers ? 26 : 24);
      for (int seat = 0; seat < players; ++seat) EXPECT_TRUE(NumbersInOrder(state.Rack(seat)));
    }
  }
}

// Seeded random games through the Game interface, 2 to 4 players, both
// variants: every turn reveals a tile, racks stay ordered, the game ends
// with a full set of places, and views hide exactly the unrevealed tiles of
// others.
TEST(DavinciGameTest, RandomGamesEndWithPlacings) {
  games::SeededRandom random(99);
  for (int game_index = 0; game_index < 300; ++game_index) {
    const int players = 2 + game_index % 3;
    const bool jokers = game_index % 2 == 0;
    DavinciGame game(jokers ? "standard" : "no_jokers", jokers, players, game_index);
    int guard = 0, turn_seat = -1, revealed_at_turn_start = 0;
    while (!game.IsOver()) {
      ASSERT_LT(++guard, 2000) << "game " << game_index << " does not end";
      bot::v1::Observation observation;
      game.FillObservation(&observation);
      const bot::v1::DavinciObservation& view = observation.davinci();
      for (int owner = 0; owner < players; ++owner) {
        EXPECT_TRUE(NumbersInOrder(game.state().Rack(owner)));
        for (const bot::v1::DavinciTile& tile : view.racks(owner).tiles()) {
          EXPECT_EQ(tile.value() >= 0, owner == game.SeatToMove() || tile.revealed());
        }
      }
      // A new turn (after the dealt jokers are placed): the last one
      // revealed at least one tile.
      const bool turn_start =
          view.phase() == bot::v1::DavinciObservation::DRAW ||
          (view.phase() == bot::v1::DavinciObservation::GUESS && view.drawn_tile_id() < 0);
      if (turn_start) {
        if (turn_seat >= 0) {
          EXPECT_GT(Revealed(game.state()), revealed_at_turn_start);
        }
        turn_seat = game.SeatToMove();
        revealed_at_turn_start = Revealed(game.state());
      }
      const std::vector<bot::v1::Action> legal = game.LegalActions();
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(game.Apply(legal[random.Below(legal.size())]).ok());
    }
    const games::Outcome outcome = game.GetOutcome();
    std::set<double> places(outcome.points.begin(), outcome.points.end());
    EXPECT_EQ(places.size(), static_cast<size_t>(players));
    EXPECT_EQ(*places.begin(), 1);
    EXPECT_EQ(*places.rbegin(), players);
    EXPECT_EQ(std::count(outcome.scores.begin(), outcome.scores.end(), 1.0), 1);
  }
}

// A turn: draw, guess wrong (the drawn tile is revealed), and the turn
// passes; guesses at own or revealed tiles are refused.
TEST(DavinciStateTest, WrongGuessRevealsTheDrawnTile) {
  DavinciState state(2, false, 7);
  ASSERT_EQ(state.phase(), Phase::kDraw);
  ASSERT_TRUE(state.Draw(0).ok());
  ASSERT_EQ(state.phase(), Phase::kGuess);
  const int drawn = state.DrawnId();
  EXPECT_FALSE(state.MakeGuess(0, 0, 0).ok()) << "a guess at an own tile";
  const RackTile target = state.Rack(1)[0];
  const int wrong = (ValueOf(target.tile) + 1) % 12;
  const int before = Revealed(state);
  ASSERT_TRUE(state.MakeGuess(1, 0, wrong).ok());
  EXPECT_EQ(Revealed(state), before + 1);
  for (const RackTile& tile : state.Rack(0)) EXPECT_EQ(tile.revealed, tile.id == drawn);
  EXPECT_EQ(state.ToMove(), 1);
  EXPECT_EQ(state.phase(), Phase::kDraw);
  EXPECT_FALSE(state.Guesses().back().correct);
}

TEST(DavinciStateTest, RightGuessRevealsAndAllowsStop) {
  DavinciState state(3, false, 11);
  ASSERT_TRUE(state.Draw(1).ok());
  const RackTile target = state.Rack(2)[1];
  ASSERT_TRUE(state.MakeGuess(2, 1, ValueOf(target.tile)).ok());
  EXPECT_TRUE(state.Rack(2)[1].revealed);
  EXPECT_EQ(state.phase(), Phase::kGuessOrStop);
  EXPECT_FALSE(state.MakeGuess(2, 1, ValueOf(target.tile)).ok()) << "already revealed";
  ASSERT_TRUE(state.Stop().ok());
  EXPECT_EQ(state.ToMove(), 1);
  for (const RackTile& tile : state.Rack(0))
    EXPECT_FALSE(tile.revealed) << "the drawn tile stays hidden";
}

// With the pool empty a wrong guess makes the guesser reveal a tile of
// their choice.
TEST(DavinciStateTest, EmptyPoolWrongGuessRevealsAChosenTile) {
  DavinciState state(2, false, 3);
  // Empty the pool with turns of a draw and a wrong guess at seat's opponent.
  int guard = 0;
  while (state.PoolCount(0) + state.PoolCount(1) > 0 && !state.IsOver()) {
    ASSERT_LT(++guard, 100);
    ASSERT_TRUE(state.Draw(state.PoolCount(0) > 0 ? 0 : 1).ok());
    const int opponent = 1 - state.ToMove();
    int position = 0;
    while (state.Rack(opponent)[position].revealed) ++position;
    const int value = ValueOf(state.Rack(opponent)[position].tile);
    ASSERT_TRUE(state.MakeGuess(opponent, position, (value + 1) % 12).ok());
  }
  if (state.IsOver()) GTEST_SKIP() << "the deal ended before the pool did";
  ASSERT_EQ(state.phase(), Phase::kGuess);
  const int seat = state.ToMove(), opponent = 1 - seat;
  int position = 0;
  while (state.Rack(opponent)[position].revealed) ++position;
  ASSERT_TRUE(
      state.MakeGuess(opponent, position, (ValueOf(state.Rack(opponent)[position].tile) + 1) % 12)
          .ok());
  ASSERT_EQ(state.phase(), Phase::kReveal);
  EXPECT_EQ(state.ToMove(), seat);
  int hidden_id = -1, shown_id = -1;
  for (const RackTile& tile : state.Rack(seat)) (tile.revealed ? shown_id : hidden_id) = tile.id;
  ASSERT_GE(hidden_id, 0);
  if (shown_id >= 0) {
    EXPECT_FALSE(state.Reveal(shown_id).ok());
  }
  ASSERT_TRUE(state.Reveal(hidden_id).ok());
}

// The record names a draw by colour only; the hidden record names the tile,
// which is then in the drawer's rack.
TEST(DavinciStateTest, HiddenRecordNamesTheDrawnTilesAndThePositionShowsRacks) {
  DavinciState state(2, false, 7);
  EXPECT_EQ(state.HiddenRecord(), "draws ");
  ASSERT_TRUE(state.Draw(0).ok());
  const std::string hidden = state.HiddenRecord();
  ASSERT_EQ(hidden.substr(0, 7), "draws b");
  int drawn = -1;
  for (const RackTile& tile : state.Rack(0)) {
    if (tile.id == state.DrawnId()) drawn = tile.tile;
  }
  EXPECT_EQ(hidden, "draws b" + std::to_string(ValueOf(drawn)));
  // A wrong guess reveals the drawn tile: '*' beside it in seat 0's rack.
  const int wrong = (ValueOf(state.Rack(1)[0].tile) + 1) % 12;
  ASSERT_TRUE(state.MakeGuess(1, 0, wrong).ok());
  const std::string position = state.PositionText();
  EXPECT_EQ(position.substr(0, 3), "P0:");
  EXPECT_NE(position.find(hidden.substr(6) + "*"), std::string::npos) << position;
  EXPECT_EQ(std::count(position.begin(), position.end(), '*'), 1);
  EXPECT_EQ(std::count(position.begin(), position.end(), ','), 4 + 3);  // 5 and 4 tiles
}

}  // namespace
}  // namespace davinci
