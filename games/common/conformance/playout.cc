#include "games/common/conformance/playout.h"

#include "games/common/conformance/refused_actions.h"
#include "games/common/seeded_random.h"

namespace games::conformance {

using testing::AssertionFailure;
using testing::AssertionResult;
using testing::AssertionSuccess;

uint64_t PlayerSeed(uint64_t seed) { return MixSeeds(seed, 0x9a7e5); }

AssertionResult PlayOut(const Case& c, uint64_t seed, uint64_t player_seed, const PlyCheck& check,
                        Playout* out) {
  Where where{&c, seed, 0};
  absl::StatusOr<std::unique_ptr<Game>> created = c.NewGame(seed);
  if (!created.ok()) {
    return AssertionFailure() << where << ": the row refuses its own case: " << created.status();
  }
  *out = Playout{*std::move(created), {}, 0};
  Game& game = *out->game;
  if (game.NumSeats() != c.seats) {
    return AssertionFailure() << where << ": NumSeats() is " << game.NumSeats();
  }
  if (game.Plies() != 0) {
    return AssertionFailure() << where << ": a new game has Plies() " << game.Plies();
  }
  SeededRandom player(player_seed);
  for (; !game.IsOver(); ++where.ply) {
    if (where.ply >= kPlyCap) return AssertionFailure() << where << ": the game has not ended";
    if (game.SeatToMove() < 0 || game.SeatToMove() >= c.seats) {
      return AssertionFailure() << where << ": SeatToMove() is " << game.SeatToMove();
    }
    const std::vector<bot::v1::Action> legal = game.LegalActions();
    if (legal.empty()) return AssertionFailure() << where << ": no legal action in a game not over";
    out->legal_offered += static_cast<int64_t>(legal.size());
    AssertionResult checked = check(game, legal, where);
    if (!checked) return checked;
    const bot::v1::Action& chosen = legal[player.Below(legal.size())];
    if (GameFieldOf(chosen) != c.type->id) {
      return AssertionFailure() << where << ": a legal action for game '" << GameFieldOf(chosen)
                                << "': " << chosen.ShortDebugString();
    }
    const ApplyResult applied = game.Apply(chosen);
    if (!applied.ok()) {
      return AssertionFailure() << where << ": the legal " << chosen.ShortDebugString()
                                << " was refused: " << applied.detail;
    }
    out->actions.push_back(chosen);
    if (game.Plies() != where.ply + 1) {
      return AssertionFailure() << where << ": Plies() is " << game.Plies() << " after move "
                                << where.ply + 1;
    }
  }
  return AssertionSuccess();
}

AssertionResult PlayBudget(const Case& c, const Budget& budget, const PlyCheck& check,
                           const GameCheck& after_game, Played* played) {
  *played = Played{};
  const int64_t legal_actions = budget.legal_actions / c.variant_cases;
  for (uint64_t seed = 1; played->legal_actions < legal_actions || played->games < budget.min_games;
       ++seed) {
    Playout playout;
    AssertionResult result = PlayOut(c, seed, PlayerSeed(seed), check, &playout);
    if (!result) return result;
    result = after_game(playout, seed);
    if (!result) return result;
    ++played->games;
    played->plies += playout.game->Plies();
    played->legal_actions += playout.legal_offered;
  }
  return AssertionSuccess();
}

AssertionResult NoPlyCheck(Game&, const std::vector<bot::v1::Action>&, const Where&) {
  return AssertionSuccess();
}
AssertionResult NoGameCheck(const Playout&, uint64_t) { return AssertionSuccess(); }

}  // namespace games::conformance
