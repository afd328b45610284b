// The Da Vinci Code engine under the request fuzzer (engines/testing/
// decide_fuzz.h), and views the rules never produce, refused by name.
#include "absl/strings/str_cat.h"
#include "engines/davinci/davinci_policy.h"
#include "engines/testing/decide_fuzz.h"
#include "games/davinci/davinci_game.h"
#include "gtest/gtest.h"

namespace davinci {
namespace {

TEST(DavinciFuzzTest, AnswersFromTheListOrRefusesInOneLine) {
  DavinciPolicy policy;
  engines::fuzz::FuzzSettings settings;
  settings.iterations = 4000;
  settings.option_sets = {{{"policy", "inference"}},
                          {{"policy", "seed"}},
                          {{"policy", "inference"}, {"temperature", "0.5"}, {"epsilon", "0.2"}}};
  engines::fuzz::ExpectSoundUnderFuzz(policy, settings);
}

// The first decision of a seeded game of `players`, as the referee asks it.
bot::v1::DecideRequest FirstRequest(int players) {
  const DavinciGame game("standard", true, players, 5);
  return engines::fuzz::RequestFor(game, "davinci", "standard");
}

std::string Refusal(const bot::v1::DecideRequest& request) {
  DavinciPolicy policy;
  return engines::fuzz::Refusal(policy, request);
}

// Racks holding more tiles than the game has: the posterior's table grows
// with the product of the racks' hidden tiles.
TEST(DavinciFuzzTest, RefusesMoreTilesThanTheGameHas) {
  bot::v1::DecideRequest request = FirstRequest(4);
  bot::v1::DavinciObservation* view = request.mutable_observation()->mutable_davinci();
  // Hidden tiles with the next ids (the referee numbers tiles as they
  // enter racks), all in the last rack: the 27th is one more than the game
  // has.
  uint32_t dealt = 0;
  for (const bot::v1::DavinciRack& rack : view->racks()) dealt += rack.tiles_size();
  for (uint32_t id = dealt; id < 60; ++id) {
    bot::v1::DavinciTile* tile = view->mutable_racks(3)->add_tiles();
    tile->set_id(id);
    tile->set_colour(bot::v1::BLACK);
    tile->set_value(-1);
  }
  EXPECT_EQ(Refusal(request), "the racks hold more than 26 tiles");
}

TEST(DavinciFuzzTest, RefusesTilesNoDealHolds) {
  bot::v1::DecideRequest twice = FirstRequest(2);
  bot::v1::DavinciRack* own = twice.mutable_observation()->mutable_davinci()->mutable_racks(0);
  *own->add_tiles() = own->tiles(0);
  EXPECT_EQ(Refusal(twice).substr(0, 8), "tile id ");

  bot::v1::DecideRequest faceless = FirstRequest(2);
  const int opponent = 1 - static_cast<int>(faceless.seat());
  bot::v1::DavinciTile* theirs =
      faceless.mutable_observation()->mutable_davinci()->mutable_racks(opponent)->mutable_tiles(0);
  theirs->set_revealed(true);
  EXPECT_EQ(Refusal(faceless), absl::StrCat("revealed tile ", theirs->id(), " has no value"));

  bot::v1::DecideRequest joker = FirstRequest(2);
  joker.mutable_observation()->mutable_davinci()->set_variant("no_jokers");
  joker.mutable_observation()
      ->mutable_davinci()
      ->mutable_racks(joker.seat())
      ->mutable_tiles(0)
      ->set_value(12);
  EXPECT_NE(Refusal(joker).find("has value 12"), std::string::npos);

  bot::v1::DecideRequest players = FirstRequest(2);
  players.mutable_observation()->mutable_davinci()->set_players(5);
  EXPECT_NE(Refusal(players).find(": a game has 2 to 4 players and a rack each"),
            std::string::npos);

  bot::v1::DecideRequest guess = FirstRequest(2);
  guess.mutable_observation()->mutable_davinci()->add_guesses()->set_target(7);
  EXPECT_NE(Refusal(guess).find("names no player, tile or value"), std::string::npos);
}

}  // namespace
}  // namespace davinci
