// The strategies on hand-checked positions, and the what-if edits against
// the referee.
#include "engines/davinci/strategy.h"

#include <sstream>
#include <string>

#include "engines/davinci/rack_view.h"
#include "engines/davinci/what_if.h"
#include "games/davinci/davinci_game.h"
#include "gtest/gtest.h"

namespace davinci {
namespace {

// A 2-player view for seat 0 from racks written as tiles "b3" (black 3),
// "w-" (white joker), "?w" (hidden white), with "r" appended when revealed
// and "*" on this turn's drawn tile. Ids follow the order written; with
// 8 or fewer tiles all are dealt ones, later ones drawn.
bot::v1::DavinciObservation ViewOf(const std::string& mine, const std::string& theirs,
                                   bool jokers = true, int pool_black = 6, int pool_white = 6) {
  bot::v1::DavinciObservation view;
  view.set_variant(jokers ? "standard" : "no_jokers");
  view.set_players(2);
  view.set_seat(0);
  view.set_phase(bot::v1::DavinciObservation::GUESS_OR_STOP);
  view.set_pool_black(pool_black);
  view.set_pool_white(pool_white);
  view.set_drawn_tile_id(-1);
  uint32_t id = 0;
  for (const std::string& rack_text : {mine, theirs}) {
    bot::v1::DavinciRack* rack = view.add_racks();
    std::istringstream words(rack_text);
    for (std::string word; words >> word; ++id) {
      bot::v1::DavinciTile* tile = rack->add_tiles();
      tile->set_id(id);
      const bool hidden = word[0] == '?';
      const char colour = hidden ? word[1] : word[0];
      tile->set_colour(colour == 'w' ? bot::v1::WHITE : bot::v1::BLACK);
      tile->set_value(hidden ? -1 : word[1] == '-' ? 12 : std::stoi(word.substr(1)));
      tile->set_revealed(word.find('r') != std::string::npos);
      if (word.find('*') != std::string::npos) view.set_drawn_tile_id(static_cast<int>(id));
    }
  }
  return view;
}

const HiddenSlot& SlotAt(const std::vector<HiddenSlot>& slots, int position) {
  for (const HiddenSlot& slot : slots) {
    if (slot.position == position) return slot;
  }
  ADD_FAILURE() << "no hidden slot at " << position;
  return slots.front();
}

// The seed's guess board: own tiles, rack order with one number per hidden
// tile between, and failed guesses rule values out.
TEST(SeedStrategyTest, GuessBoardRulesOutCandidates) {
  bot::v1::DavinciObservation view = ViewOf("b0 w1 w2 w3", "?b ?b b5r", /*jokers=*/false);
  const std::unique_ptr<Strategy> seed = MakeSeedStrategy(1.0, 0.75);
  absl::StatusOr<std::vector<HiddenSlot>> beliefs = seed->Beliefs(view);
  ASSERT_TRUE(beliefs.ok()) << beliefs.status();
  // Black below b5, not b0 (mine): 1-4 for the first, 1-4 for the second
  // (the second needs a number below it, so not 0 either way).
  for (int position : {0, 1}) {
    for (int value = 0; value < kValues; ++value) {
      EXPECT_DOUBLE_EQ(SlotAt(*beliefs, position).probability[value],
                       value >= 1 && value <= 4 ? 0.25 : 0.0);
    }
  }
  bot::v1::DavinciGuess* miss = view.add_guesses();
  miss->set_guesser(0);
  miss->set_target(1);
  miss->set_tile_id(4);  // the first hidden tile
  miss->set_value(1);
  beliefs = seed->Beliefs(view);
  ASSERT_TRUE(beliefs.ok());
  EXPECT_DOUBLE_EQ(SlotAt(*beliefs, 0).probability[1], 0.0);
  EXPECT_DOUBLE_EQ(SlotAt(*beliefs, 0).probability[2], 1.0 / 3);
}

// "With 10 places for the joker it is 10% likely": here one hidden white
// tile and 11 white tiles in the pool.
TEST(SeedStrategyTest, JokerWeightedByItsPossiblePlaces) {
  const bot::v1::DavinciObservation view = ViewOf("b0 b1 b2 b3", "?w w6r", true, 6, 11);
  absl::StatusOr<std::vector<HiddenSlot>> beliefs = MakeSeedStrategy(1.0, 0.75)->Beliefs(view);
  ASSERT_TRUE(beliefs.ok());
  const HiddenSlot& slot = SlotAt(*beliefs, 0);
  EXPECT_DOUBLE_EQ(slot.probability[12], 1.0 / 12);
  for (int value = 0; value <= 5; ++value)
    EXPECT_DOUBLE_EQ(slot.probability[value], (11.0 / 12) / 6);
  EXPECT_DOUBLE_EQ(slot.probability[6], 0.0);
}

TEST(SeedStrategyTest, JokerGoesToTheWidestGap) {
  bot::v1::DavinciObservation view = ViewOf("b0 b1 b8 b9", "?w ?w");
  view.set_phase(bot::v1::DavinciObservation::PLACE_JOKER);
  view.set_joker_colour_pending(2);
  const std::unique_ptr<Strategy> seed = MakeSeedStrategy(1.0, 0.75);
  EXPECT_EQ(*seed->JokerPosition(view), 2);  // between 1 and 8
  view = ViewOf("b5 b6 b7 b8", "?w ?w");
  EXPECT_EQ(*seed->JokerPosition(view), 0);  // 5 below (-1 .. 5) beats 4 above (8 .. 12)
}

// Unimportant drawn tile (w2 between revealed w1 and w3): guess on at any
// odds. A drawn joker is important: only above the threshold.
TEST(SeedStrategyTest, DrawnTileImportanceSetsTheBar) {
  const std::unique_ptr<Strategy> seed = MakeSeedStrategy(1.0, 0.75);
  const bot::v1::DavinciObservation obvious = ViewOf("w0r w1r w3r b9 w2*", "?b w-r ?b ?w");
  // ids: the drawn w2 is written last but must stand in rack order.
  bot::v1::DavinciObservation ordered = obvious;
  ordered.mutable_racks(0)->mutable_tiles()->SwapElements(2, 4);
  ordered.mutable_racks(0)->mutable_tiles()->SwapElements(3, 4);
  EXPECT_TRUE(*seed->GuessAgain(ordered, {1, 0, 5, 0.1}));
  const bot::v1::DavinciObservation joker = ViewOf("b0 b4 b9 w-*", "?b ?b ?w");
  EXPECT_FALSE(*seed->GuessAgain(joker, {1, 0, 5, 0.6}));
  EXPECT_TRUE(*seed->GuessAgain(joker, {1, 0, 5, 0.8}));
  EXPECT_FALSE(
      *MakeSeedStrategy(0.0, 0.75)->GuessAgain(joker, {1, 0, 5, 0.99}));  // risk 0: always stop
}

// Inference weighs the drawn tile by what the public could infer: a tile
// anyone can infer costs nothing to expose, so a long shot is worth it; a
// tile that gives its three neighbours away is not risked on even odds.
TEST(InferenceStrategyTest, GuessesOnByWhatTheDrawnTileGivesAway) {
  const std::unique_ptr<Strategy> inference = MakeInferenceStrategy(1.0);
  bot::v1::DavinciObservation obvious = ViewOf("w0r w1r w3r b9 w2*", "?b w-r ?b ?w");
  obvious.mutable_racks(0)->mutable_tiles()->SwapElements(2, 4);
  obvious.mutable_racks(0)->mutable_tiles()->SwapElements(3, 4);
  EXPECT_TRUE(*inference->GuessAgain(obvious, {1, 0, 5, 0.1}));

  // Four hidden blacks; the drawn b3 (revealed) would pin b0 b1 b2.
  const bot::v1::DavinciObservation key =
      ViewOf("b0 b1 b2 b8 b9 b10 w0 w1 b3*", "?w ?w ?w ?w w11r", false);
  bot::v1::DavinciObservation ordered = key;
  auto* tiles = ordered.mutable_racks(0)->mutable_tiles();
  for (int i = 8; i > 3; --i) tiles->SwapElements(i, i - 1);  // b3 after b2
  EXPECT_FALSE(*inference->GuessAgain(ordered, {1, 0, 5, 0.5}));
  EXPECT_TRUE(*inference->GuessAgain(ordered, {1, 0, 5, 0.95}));
}

// The engine's reading of its own rack, with the rules' insertion, puts a
// drawn number where the referee does.
TEST(WhatIfTest, NumberPositionOfTheOwnRackMatchesTheReferee) {
  games::SeededRandom random(3);
  int checked = 0;
  for (int game_index = 0; game_index < 100; ++game_index) {
    DavinciGame game("standard", true, 2 + game_index % 3, game_index);
    while (!game.IsOver()) {
      const int seat = game.SeatToMove();
      const bool drawing = game.state().phase() == Phase::kDraw;
      const std::vector<bot::v1::Action> legal = game.LegalActions();
      ASSERT_TRUE(game.Apply(legal[random.Below(legal.size())]).ok());
      if (!drawing || game.state().DrawnId() < 0) continue;  // a joker waits to be placed
      const bot::v1::DavinciObservation view = ObservationOf(game.state(), seat, "standard");
      bot::v1::DavinciRack before = view.racks(seat);
      for (int i = 0; i < before.tiles_size(); ++i) {
        if (static_cast<int>(before.tiles(i).id()) != game.state().DrawnId()) continue;
        const bot::v1::DavinciTile drawn = before.tiles(i);
        before.mutable_tiles()->DeleteSubrange(i, 1);
        EXPECT_EQ(NumberPosition(TileNumbers(before), TileIndex(drawn)), i);
        ++checked;
        break;
      }
    }
  }
  EXPECT_GT(checked, 500);
}

}  // namespace
}  // namespace davinci
