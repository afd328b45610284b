#include "harness/play/match_runner.h"

#include <chrono>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "harness/config/time_control.h"
#include "harness/config/tournament_config.h"
#include "harness/play/adjudication.h"
#include "harness/play/decision_record.h"
#include "harness/play/game_clock.h"
#include "harness/play/openings.h"
#include "harness/play/termination.h"

namespace harness {
namespace {

// Records that `seat` lost by fault: it scores 0, every other seat 1.
void Forfeit(int seat, const std::string& termination, const std::string& detail, int num_seats,
             tourney::v1::GameRecord* record) {
  record->set_termination(termination);
  record->set_termination_detail(detail);
  record->set_fault_seat(seat);
  record->clear_scores();
  for (int i = 0; i < num_seats; ++i) record->add_scores(i == seat ? 0.0 : 1.0);
}

// Sends GameOver to every seat's engine that is still running (not the one
// at fault: it is being restarted).
void TellEnginesTheResult(const tourney::v1::TournamentConfig& config, const std::string& game_id,
                          const games::Game& game, const tourney::v1::GameRecord& record,
                          const std::vector<EngineConnection*>& seats) {
  for (int seat = 0; seat < static_cast<int>(seats.size()); ++seat) {
    if (seat == record.fault_seat()) continue;
    EngineTransport* transport = seats[seat]->running();
    if (transport == nullptr) continue;
    bot::v1::GameOverRequest notice;
    notice.set_game(config.game());
    notice.set_variant(config.variant());
    notice.set_game_id(game_id);
    notice.set_seat(seat);
    game.FillObservationFor(seat, notice.mutable_observation());
    *notice.mutable_scores() = record.scores();
    *notice.mutable_points() = record.points();
    notice.set_termination(record.termination());
    notice.set_fault_seat(record.fault_seat());
    notice.set_plies(game.Plies());
    transport->GameOver(notice);
  }
}

}  // namespace

tourney::v1::GameRecord PlayGame(const tourney::v1::TournamentConfig& config,
                                 const ScheduledGame& scheduled,
                                 const std::vector<EngineConnection*>& seats,
                                 const DecideObserver& observe, const std::atomic<bool>* abandon) {
  const auto started = std::chrono::steady_clock::now();
  tourney::v1::GameRecord record;
  record.set_tournament_id(TournamentId(config));
  record.set_game_index(scheduled.game_index);
  record.set_pair_index(scheduled.pair_index);
  record.set_game(config.game());
  record.set_variant(config.variant());
  record.set_seed(scheduled.seed);
  record.set_fault_seat(-1);
  std::vector<SeatTiming> timings;
  for (const EngineConnection* seat : seats) {
    tourney::v1::PlayerRecord* player = record.add_players();
    player->set_name(seat->spec().name());
    *player->mutable_options() = seat->spec().options();
    if (seat->spec().has_time_control())
      *player->mutable_time_control() = seat->spec().time_control();
    if (seat->spec().has_limits()) *player->mutable_limits() = seat->spec().limits();
    timings.push_back(ResolveTiming(seat->spec(), config.move_time_ms()));
  }
  GameClock clock(std::move(timings), config.deadline_margin_ms());

  // The config was validated, so the game exists.
  std::unique_ptr<games::Game> game = *games::NewGame(
      config.game(), config.variant(), scheduled.seed, static_cast<int>(scheduled.seats.size()));

  PlayOpening(config, scheduled, game.get(), &record);
  Adjudicator adjudicator(config);
  std::optional<Verdict> verdict;

  const std::string game_id = absl::StrCat(record.tournament_id(), "/", scheduled.game_index);
  bool forfeited = false;
  auto abandoned = [&] { return abandon != nullptr && abandon->load(); };
  while (!game->IsOver() && !abandoned()) {
    if ((verdict = adjudicator.Judge(*game))) break;
    std::vector<bot::v1::Action> legal = game->LegalActions();
    if (config.auto_play_forced() && legal.size() == 1 && game->LegalActionsAreComplete()) {
      game->Apply(legal[0]);  // forced: no engine is asked
      continue;
    }
    const int seat = game->SeatToMove();
    EngineConnection& engine = *seats[seat];

    bot::v1::DecideRequest request;
    request.set_game(config.game());
    request.set_variant(config.variant());
    request.set_seat(seat);
    game->FillObservation(request.mutable_observation());
    for (bot::v1::Action& action : legal) {
      *request.add_legal_actions() = std::move(action);
    }
    *request.mutable_options() = engine.spec().options();
    clock.FillRequest(seat, &request);
    request.set_seed(games::MixSeeds(scheduled.seed, static_cast<uint64_t>(game->Plies())));
    request.set_game_id(game_id);
    request.set_ply(game->Plies());

    absl::StatusOr<EngineTransport*> transport = engine.Get();
    if (!transport.ok()) {
      Forfeit(seat, "crash", std::string(transport.status().message()), game->NumSeats(), &record);
      engine.Reset();
      forfeited = true;
      break;
    }
    const auto asked = std::chrono::steady_clock::now();
    DecideOutcome outcome = (*transport)->Decide(request, clock.DeadlineMs(seat));
    const auto took = std::chrono::steady_clock::now() - asked;
    if (observe) observe(*game, request, outcome, took);
    const int64_t used_us = std::chrono::duration_cast<std::chrono::microseconds>(took).count();
    // An engine that has exited crashed, even when a process it left holds
    // its stdout so that the read ran on to the deadline.
    if (outcome.fault == CallFault::kTimeout && !engine.ExitStatus(0).empty()) {
      outcome.fault = CallFault::kUnavailable;
    }
    const bool timed_out = outcome.fault == CallFault::kTimeout;
    if (timed_out || outcome.fault == CallFault::kNone) {
      const GameClock::Charge charge = clock.ChargeMove(seat, used_us, timed_out);
      if (charge.lost_on_time) {
        // The transport may know more (a partial line, say): keep it.
        const std::string detail =
            timed_out ? absl::StrCat(charge.detail, "; ", outcome.detail) : charge.detail;
        Forfeit(seat, "timeout", detail, game->NumSeats(), &record);
        engine.Reset();
        forfeited = true;
        break;
      }
    }
    if (outcome.fault != CallFault::kNone) {
      std::string detail = outcome.detail;
      // A dropped connection usually means the engine died: say how.
      const std::string exit_status =
          engine.ExitStatus(outcome.fault == CallFault::kUnavailable ? 500 : 0);
      if (!exit_status.empty()) detail = absl::StrCat("engine ", exit_status, "; ", detail);
      Forfeit(seat, FaultName(outcome.fault), detail, game->NumSeats(), &record);
      engine.Reset();
      forfeited = true;
      break;
    }
    adjudicator.Observe(seat, game->Plies(), request.legal_actions_size(), outcome.response);
    tourney::v1::MoveRecord decision = RecordDecision(*game, seat, used_us, outcome.response);
    const games::ApplyResult applied = game->Apply(outcome.response.action());
    if (!applied.ok()) {
      // The engine's own words (a text-protocol adapter puts its exact
      // answer there), so the reason shows what it really said.
      const std::string& comment = outcome.response.info().comment();
      const std::string detail =
          comment.empty() ? applied.detail
                          : absl::StrCat(applied.detail, "; engine's comment: ", comment);
      Forfeit(seat, FaultName(applied.fault), detail, game->NumSeats(), &record);
      engine.Reset();
      forfeited = true;
      break;
    }
    *record.add_decisions() = std::move(decision);
  }

  if (abandoned()) {
    record.set_termination(kAbandoned);
    return record;
  }
  if (!forfeited) {
    const games::Outcome outcome = verdict ? verdict->outcome : game->GetOutcome();
    record.set_termination(verdict ? verdict->termination : "normal");
    if (verdict) record.set_termination_detail(verdict->detail);
    for (double score : outcome.scores) record.add_scores(score);
    for (double points : outcome.points) record.add_points(points);
  }
  record.set_plies(game->Plies());
  record.set_moves(game->Record());
  record.set_hidden_record(game->HiddenRecord());
  record.set_final_position(game->PositionText());
  for (int64_t left : clock.ClockLeftMs()) record.add_clock_left_ms(left);
  TellEnginesTheResult(config, game_id, *game, record, seats);
  record.set_finished_at(absl::FormatTime(absl::RFC3339_sec, absl::Now(), absl::UTCTimeZone()));
  record.set_duration_ms(std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - started)
                             .count());
  return record;
}

}  // namespace harness
