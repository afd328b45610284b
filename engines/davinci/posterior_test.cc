#include "engines/davinci/posterior.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "games/davinci/davinci_game.h"
#include "gtest/gtest.h"

namespace davinci {
namespace {

int ColourIndex(bot::v1::DavinciColour colour) { return colour == bot::v1::WHITE ? 1 : 0; }

int ColourOfId(const bot::v1::DavinciObservation& view, uint32_t id) {
  for (const auto& rack : view.racks()) {
    for (const auto& tile : rack.tiles()) {
      if (tile.id() == id) return ColourIndex(tile.colour());
    }
  }
  return -1;
}

// True if `seat`'s rack with hidden tiles set to `tile_of[position]` obeys
// the rules as written in GAMES.md and the referee's insertion convention
// (and, read so, holds no tile its owner named in a wrong guess).
bool RackFits(int seat, const std::vector<int>& tile_of, int dealt,
              const bot::v1::DavinciObservation& view, GuessReading reading) {
  const bot::v1::DavinciRack& rack = view.racks(seat);
  int last = -1;
  for (int i = 0; i < rack.tiles_size(); ++i) {
    const int tile = tile_of[i];
    for (const bot::v1::DavinciGuess& guess : view.guesses()) {
      if (!guess.correct() && guess.tile_id() == rack.tiles(i).id() && guess.value() == tile / 2)
        return false;
      const bool named_own = static_cast<int>(guess.guesser()) == seat &&
                             rack.tiles(i).id() < guess.tiles_entered() &&
                             tile == guess.value() * 2 + ColourOfId(view, guess.tile_id());
      if (reading == GuessReading::kGuessersNameNoOwnTile && !guess.correct() && named_own)
        return false;
    }
    if (tile >= 24) continue;
    if (tile < last) return false;
    last = tile;
    if (static_cast<int>(rack.tiles(i).id()) >= dealt) {
      for (int left = i - 1; left >= 0; --left) {
        if (rack.tiles(left).id() < rack.tiles(i).id()) {
          if (tile_of[left] >= 24) return false;
          break;
        }
      }
    }
  }
  return true;
}

// Marginals by enumerating every assignment of unseen tiles to the hidden
// slots (any colour-matching distinct tiles), keeping those whose racks fit,
// for an observer who knows the values of `knower`'s tiles (-1: only what is
// public). Slots in seat order, `knower`'s excluded.
std::vector<std::array<double, kValues>> BruteForce(const bot::v1::DavinciObservation& view,
                                                    int knower,
                                                    GuessReading reading = GuessReading::kRules) {
  const int players = view.racks_size();
  const int dealt = players * (players == 4 ? 3 : 4);
  std::vector<bool> unseen(view.variant() == "no_jokers" ? 24 : 26, true);
  std::vector<std::pair<int, int>> slots;  // (seat, position)
  for (int seat = 0; seat < players; ++seat) {
    for (int i = 0; i < view.racks(seat).tiles_size(); ++i) {
      const bot::v1::DavinciTile& tile = view.racks(seat).tiles(i);
      if (tile.value() >= 0 && (tile.revealed() || seat == knower)) {
        unseen[tile.value() * 2 + ColourIndex(tile.colour())] = false;
      } else if (seat != knower) {
        slots.emplace_back(seat, i);
      }
    }
  }
  std::vector<std::vector<int>> tile_of(players);
  for (int seat = 0; seat < players; ++seat) {
    for (const bot::v1::DavinciTile& tile : view.racks(seat).tiles()) {
      const bool known = tile.value() >= 0 && (tile.revealed() || seat == knower);
      tile_of[seat].push_back(known ? tile.value() * 2 + ColourIndex(tile.colour()) : -1);
    }
  }
  std::vector<std::array<double, kValues>> counts(slots.size());
  double total = 0;
  std::function<void(size_t)> assign = [&](size_t k) {
    if (k == slots.size()) {
      for (int seat = 0; seat < players; ++seat) {
        if (seat != knower && !RackFits(seat, tile_of[seat], dealt, view, reading)) return;
      }
      ++total;
      for (size_t s = 0; s < slots.size(); ++s)
        counts[s][tile_of[slots[s].first][slots[s].second] / 2] += 1;
      return;
    }
    const auto [seat, position] = slots[k];
    const int colour = ColourIndex(view.racks(seat).tiles(position).colour());
    for (int tile = colour; tile < static_cast<int>(unseen.size()); tile += 2) {
      if (!unseen[tile]) continue;
      unseen[tile] = false;
      tile_of[seat][position] = tile;
      assign(k + 1);
      unseen[tile] = true;
    }
  };
  assign(0);
  for (auto& row : counts) {
    for (double& c : row) c /= total;
  }
  return counts;
}

// A random legal action; with `sane`, guesses never name a tile of the
// guesser's own (as no sensible player does).
bot::v1::Action RandomAction(const DavinciGame& game, bool sane, games::SeededRandom& random) {
  std::vector<bot::v1::Action> legal = game.LegalActions();
  if (sane) {
    const DavinciState& state = game.state();
    auto names_own_tile = [&](const bot::v1::Action& action) {
      if (!action.davinci().has_guess()) return false;
      const bot::v1::DavinciGuessAction& guess = action.davinci().guess();
      const int named =
          guess.value() * 2 + ColourOf(state.Rack(guess.target())[guess.position()].tile);
      for (const RackTile& own : state.Rack(state.ToMove())) {
        if (own.tile == named) return true;
      }
      return false;
    };
    legal.erase(std::remove_if(legal.begin(), legal.end(), names_own_tile), legal.end());
  }
  return legal[random.Below(legal.size())];
}

// Positions from seeded random games with 2 and 3 players, both variants,
// small enough to brute-force: the posterior equals it to 1e-9.
void ExpectEqualsBruteForce(uint64_t seed, GuessReading reading) {
  games::SeededRandom random(seed);
  const bool sane = reading == GuessReading::kGuessersNameNoOwnTile;
  int compared = 0, uncertain = 0, read = 0;
  for (int game_index = 0; compared < 150 && game_index < 2000; ++game_index) {
    const int players = 2 + game_index % 2;
    const bool jokers = game_index % 3 != 0;
    const std::string variant = jokers ? "standard" : "no_jokers";
    DavinciGame game(variant, jokers, players, game_index);
    const int steps = static_cast<int>(random.Below(40));
    for (int step = 0; step < steps && !game.IsOver(); ++step) {
      ASSERT_TRUE(game.Apply(RandomAction(game, sane, random)).ok());
    }
    if (game.IsOver()) continue;
    const bot::v1::DavinciObservation view =
        ObservationOf(game.state(), game.SeatToMove(), variant);
    int hidden = 0;
    for (int seat = 0; seat < players; ++seat) {
      if (seat == game.SeatToMove()) continue;
      for (const auto& tile : view.racks(seat).tiles()) hidden += tile.value() < 0;
    }
    if (hidden > 6) continue;
    const absl::StatusOr<std::vector<HiddenSlot>> posterior = Posterior(view, reading);
    ASSERT_TRUE(posterior.ok()) << posterior.status();
    const std::vector<std::array<double, kValues>> truth =
        BruteForce(view, game.SeatToMove(), reading);
    const std::vector<HiddenSlot> by_rules = *Posterior(view);
    ASSERT_EQ(posterior->size(), truth.size());
    for (size_t s = 0; s < truth.size(); ++s) {
      for (int value = 0; value < kValues; ++value) {
        ASSERT_NEAR((*posterior)[s].probability[value], truth[s][value], 1e-9)
            << "game " << game_index << " slot " << s << " value " << value;
        uncertain += truth[s][value] > 0.01 && truth[s][value] < 0.99;
        read += std::abs(by_rules[s].probability[value] - truth[s][value]) > 1e-6;
      }
    }
    ++compared;
  }
  EXPECT_EQ(compared, 150);
  EXPECT_GT(uncertain, 200);  // real uncertainty, not only forced tiles
  if (reading != GuessReading::kRules) {
    EXPECT_GT(read, 50);  // the reading changes beliefs
  }
}

TEST(PosteriorTest, EqualsBruteForceEnumeration) {
  ExpectEqualsBruteForce(5, GuessReading::kRules);
}

// Read as showing what their guessers did not hold, the guesses of players
// who never name their own tiles change the posterior, exactly.
TEST(PosteriorTest, ReadingGuessesEqualsBruteForceEnumeration) {
  ExpectEqualsBruteForce(7, GuessReading::kGuessersNameNoOwnTile);
}

// A player who named its own tile contradicts that reading.
TEST(PosteriorTest, ReadingGuessesRefusesAPlayerWhoNamedItsOwnTile) {
  DavinciGame game("no_jokers", false, 2, 3);
  while (game.state().phase() != Phase::kGuess) game.Apply(game.LegalActions().front());
  const int me = game.SeatToMove();
  RackTile own =
      game.state().Rack(me).front();  // a dealt tile, not the drawn one (the miss reveals that)
  for (const RackTile& tile : game.state().Rack(me)) {
    if (tile.id != game.state().DrawnId()) own = tile;
  }
  // Name my own tile at an opponent's tile of its colour (wrong, surely).
  const std::vector<RackTile>& theirs = game.state().Rack(1 - me);
  int position = 0;
  while (ColourOf(theirs[position].tile) != ColourOf(own.tile)) ++position;
  bot::v1::Action guess;
  guess.mutable_davinci()->mutable_guess()->set_target(1 - me);
  guess.mutable_davinci()->mutable_guess()->set_position(position);
  guess.mutable_davinci()->mutable_guess()->set_value(ValueOf(own.tile));
  ASSERT_TRUE(game.Apply(guess).ok());
  while (game.SeatToMove() == me) game.Apply(game.LegalActions().front());
  // Seen from the other seat once that tile is revealed, "me" named a tile
  // it held: the reading finds no fitting assignment.
  bot::v1::DavinciObservation view = ObservationOf(game.state(), 1 - me, "no_jokers");
  for (bot::v1::DavinciTile& tile : *view.mutable_racks(me)->mutable_tiles()) {
    if (static_cast<int>(tile.id()) != own.id) continue;
    tile.set_revealed(true);
    tile.set_value(ValueOf(own.tile));
  }
  EXPECT_TRUE(Posterior(view).ok());
  EXPECT_EQ(Posterior(view, GuessReading::kGuessersNameNoOwnTile).status().message(),
            "no assignment of the unseen tiles fits the view");
}

// What the public can infer about one rack: the same check with no seat's
// tiles known, on positions with few hidden tiles in all.
TEST(PosteriorTest, PublicPosteriorEqualsBruteForce) {
  games::SeededRandom random(6);
  int compared = 0;
  for (int game_index = 0; compared < 60 && game_index < 4000; ++game_index) {
    const int players = 2 + game_index % 2;
    const std::string variant = game_index % 3 != 0 ? "standard" : "no_jokers";
    DavinciGame game(variant, variant == "standard", players, game_index);
    const int steps = 20 + static_cast<int>(random.Below(40));
    for (int step = 0; step < steps && !game.IsOver(); ++step) {
      const std::vector<bot::v1::Action> legal = game.LegalActions();
      ASSERT_TRUE(game.Apply(legal[random.Below(legal.size())]).ok());
    }
    if (game.IsOver()) continue;
    const bot::v1::DavinciObservation view =
        ObservationOf(game.state(), game.SeatToMove(), variant);
    int hidden = 0;
    for (const auto& rack : view.racks()) {
      for (const auto& tile : rack.tiles()) hidden += !tile.revealed();
    }
    if (hidden > 7) continue;
    const std::vector<std::array<double, kValues>> truth = BruteForce(view, -1);
    size_t first = 0;  // the mover's slots among all hidden slots, in seat order
    for (int seat = 0; seat < game.SeatToMove(); ++seat) {
      for (const auto& tile : view.racks(seat).tiles()) first += !tile.revealed();
    }
    const absl::StatusOr<std::vector<HiddenSlot>> mine = PublicPosterior(view, game.SeatToMove());
    ASSERT_TRUE(mine.ok()) << mine.status();
    for (size_t s = 0; s < mine->size(); ++s) {
      for (int value = 0; value < kValues; ++value) {
        ASSERT_NEAR((*mine)[s].probability[value], truth[first + s][value], 1e-9)
            << "game " << game_index << " slot " << s << " value " << value;
      }
    }
    ++compared;
  }
  EXPECT_EQ(compared, 60);
}

}  // namespace
}  // namespace davinci
