// For every registered game whose seed deals what a seat must not know
// (seed_attack.h), everything seat 0 is sent over a game (each request's
// seed, ply and game_id) must not give back the game's seed or the master
// seed by the known attack: MixSeeds undone on every seed received, salted
// with its ply, seat and game in every way the harness ever combined them.
// Each candidate is judged by what it predicts: its game replayed (the deal,
// dice and layouts offered to every seat), then for a master seed the whole
// game played again, the opponent's own random choices included.
#include <algorithm>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/play/match_runner.h"
#include "tests/seed_attack.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

constexpr int kSpy = 0;  // the seat whose requests are searched
constexpr int64_t kGameIndex = 0;

// One game as it was played: its record, every action in order and what the
// spying seat was sent.
struct Played {
  tourney::v1::GameRecord record;
  std::vector<std::string> actions;  // serialized, for comparing games
  std::vector<bot::v1::Action> moves;
  std::vector<bot::v1::DecideRequest> spied;
};

// Two seeded random engines playing game kGameIndex of `game` under any
// master seed.
class Arena {
 public:
  explicit Arena(const games::GameType& type) {
    run_ = MakeRun({"name=a,builtin=random", "name=b,builtin=random"}, 2,
                   ScratchPath(absl::StrCat("secrecy_", type.id, "/results.jsonl")));
    SetGame(&run_, type.id, "");
    run_.config.set_seats_per_game(std::clamp(2, type.min_seats, type.max_seats));
    run_.launch.game = type.id;
    run_.launch.log_path = "";
    for (const tourney::v1::EngineSpec& spec : run_.config.engines()) {
      engines_.push_back(std::make_unique<harness::EngineConnection>(spec, run_.launch));
    }
  }

  const tourney::v1::TournamentConfig& config() const { return run_.config; }

  // The tournament under `master_seed`, or null if it does not resolve.
  std::unique_ptr<const harness::ResolvedTournament> Resolve(uint64_t master_seed) const {
    tourney::v1::TournamentConfig config = run_.config;
    config.set_seed(master_seed);
    absl::StatusOr<std::unique_ptr<const harness::ResolvedTournament>> resolved =
        harness::ResolvedTournament::Resolve(config);
    return resolved.ok() ? *std::move(resolved) : nullptr;
  }

  Played Play(const harness::ResolvedTournament& tournament) {
    const harness::ScheduledGame scheduled = tournament.schedule().Game(kGameIndex);
    std::vector<harness::EngineConnection*> seats;
    for (int engine : scheduled.seats) seats.push_back(engines_[engine].get());
    Played played;
    played.record = harness::PlayGame(
        tournament, scheduled, seats,
        [&](const games::Game&, const bot::v1::DecideRequest& request,
            const harness::DecideOutcome& outcome, std::chrono::steady_clock::duration) {
          played.actions.push_back(outcome.response.action().SerializeAsString());
          played.moves.push_back(outcome.response.action());
          if (request.seat() == kSpy) played.spied.push_back(request);
        });
    return played;
  }

 private:
  harness::TournamentRun run_;
  std::vector<std::unique_ptr<harness::EngineConnection>> engines_;
};

// Whether game `seed` shows every seat what `truth` did when `moves` are
// played in it: each view, and the actions offered to the seat to move.
// `truth` empty: nothing to compare with; the trace is returned in it.
bool Replays(const harness::GameDefinition& game, uint64_t seed,
             const std::vector<bot::v1::Action>& moves, std::string* truth) {
  const bool record = truth->empty();
  std::unique_ptr<games::Game> state = game.NewState(seed);
  std::string trace;
  // Stops at the first difference: most candidates differ at once.
  auto same_so_far = [&] {
    if (record) *truth = trace;
    return truth->compare(0, trace.size(), trace) == 0;
  };
  auto views = [&] {
    for (int seat = 0; seat < state->NumSeats(); ++seat) {
      bot::v1::Observation observation;
      state->FillObservationFor(seat, &observation);
      trace += observation.SerializeAsString();
    }
  };
  for (const bot::v1::Action& move : moves) {
    views();
    for (const bot::v1::Action& offered : state->LegalActions())
      trace += offered.SerializeAsString();
    if (!same_so_far() || !state->Apply(move).ok()) return false;
  }
  views();
  return same_so_far() && trace.size() == truth->size();
}

// Game and master seeds the spy's requests could have been mixed from.
struct Candidates {
  std::set<uint64_t> game_seeds;
  std::set<uint64_t> master_seeds;
};

Candidates CandidatesFrom(const std::vector<bot::v1::DecideRequest>& spied) {
  Candidates found;
  for (const bot::v1::DecideRequest& request : spied) {
    const uint64_t ply = static_cast<uint64_t>(request.ply());
    const uint64_t seat = static_cast<uint64_t>(request.seat());
    const std::vector<uint64_t> salts = {
        ply, seat, ply * 64 + seat, seat * 64 + ply, seat << 32 | ply, kGameIndex};
    for (uint64_t seed : UnMixSeeds(request.seed(), salts)) found.game_seeds.insert(seed);
    // game_id: "<tournament id in hex>/<game index>".
    uint64_t id = 0;
    if (absl::SimpleHexAtoi(request.game_id().substr(0, request.game_id().find('/')), &id)) {
      for (uint64_t seed : UnMixSeeds(id, {})) found.game_seeds.insert(seed);
    }
  }
  // A game's seed is mixed from the master seed and its pair number.
  for (uint64_t game_seed : found.game_seeds) {
    for (uint64_t master : UnMixSeeds(game_seed, {0, 1, 2, 3})) found.master_seeds.insert(master);
  }
  return found;
}

class SeedSecrecyTest : public testing::TestWithParam<const games::GameType*> {};

TEST_P(SeedSecrecyTest, WhatASeatIsSentGivesBackNeitherTheGameSeedNorTheMasterSeed) {
  const games::GameType& type = *GetParam();
  Arena arena(type);
  const std::unique_ptr<const harness::ResolvedTournament> real =
      arena.Resolve(arena.config().seed());
  ASSERT_NE(real, nullptr);
  const Played played = arena.Play(*real);
  ASSERT_EQ(played.record.termination(), "normal") << played.record.termination_detail();
  ASSERT_FALSE(played.spied.empty());
  const harness::GameDefinition& game = real->game();
  std::string truth;
  ASSERT_TRUE(Replays(game, played.record.seed(), played.moves, &truth));
  // The judge can see a hit: the true master seed plays the same game again.
  ASSERT_EQ(arena.Play(*real).actions, played.actions) << "games are not reproducible";

  const Candidates candidates = CandidatesFrom(played.spied);
  int game_hits = 0, master_hits = 0;
  for (uint64_t seed : candidates.game_seeds) {
    if (Replays(game, seed, played.moves, &truth)) {
      ++game_hits;
      ADD_FAILURE() << type.id << ": game seed " << seed << " recovered from seat " << kSpy
                    << "'s requests replays the game: every seat's deal, dice and offers";
    }
  }
  for (uint64_t master : candidates.master_seeds) {
    const std::unique_ptr<const harness::ResolvedTournament> guess = arena.Resolve(master);
    if (guess == nullptr) continue;
    if (!Replays(game, guess->schedule().Game(kGameIndex).seed, played.moves, &truth)) continue;
    if (arena.Play(*guess).actions != played.actions) continue;
    ++master_hits;
    ADD_FAILURE() << type.id << ": master seed " << master << " recovered from seat " << kSpy
                  << "'s requests plays the whole game again, the opponent's choices included";
  }
  std::cout << type.id << ": seat " << kSpy << " was sent " << played.spied.size()
            << " requests; of " << candidates.game_seeds.size() << " candidate game seeds "
            << game_hits << " and of " << candidates.master_seeds.size()
            << " candidate master seeds " << master_hits << " reproduce the game\n";
}

INSTANTIATE_TEST_SUITE_P(Registry, SeedSecrecyTest, testing::ValuesIn(SecretDealingGames()),
                         [](const testing::TestParamInfo<const games::GameType*>& info) {
                           return info.param->id;
                         });

}  // namespace
}  // namespace tests
