#include "harness/play/match_runner.h"

#include <chrono>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "harness/config/time_control.h"
#include "harness/plan/engine_seed.h"
#include "harness/play/adjudication.h"
#include "harness/play/decision_record.h"
#include "harness/play/engine_cpu.h"
#include "harness/play/game_clock.h"
#include "harness/play/openings.h"
#include "harness/play/termination.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

// One game from its opening to its record: asks the seat to move, charges
// its clock, applies its answer, and turns any fault into a forfeit.
class Referee {
 public:
  Referee(const ResolvedTournament& tournament, const ScheduledGame& scheduled,
          const std::vector<EngineConnection*>& seats, const DecideObserver& observe,
          const std::atomic<bool>* abandon)
      : tournament_(tournament),
        config_(tournament.config()),
        scheduled_(scheduled),
        seats_(seats),
        observe_(observe),
        abandon_(abandon),
        clock_(StartRecord(), config_.deadline_margin_ms()),
        game_(tournament.game().NewState(scheduled.seed)),
        adjudicator_(config_.adjudication(), tournament.game().type(), tournament.game().seats()),
        game_id_(absl::StrCat(tournament.id(), "/", scheduled.game_index)) {}

  tourney::v1::GameRecord Play() {
    PlayOpening(config_, scheduled_, game_.get(), &record_);
    while (!game_->IsOver() && !Abandoned() && !forfeited_) {
      if ((verdict_ = adjudicator_.Judge(*game_))) break;
      std::vector<bot::v1::Action> legal = game_->LegalActions();
      if (config_.auto_play_forced() && legal.size() == 1 && game_->LegalActionsAreComplete()) {
        game_->Apply(legal[0]);  // forced: no engine is asked
        continue;
      }
      AskAndApply(std::move(legal));
    }
    if (Abandoned()) {
      record_.set_termination(kAbandoned);
      return std::move(record_);
    }
    return Finish();
  }

 private:
  bool Abandoned() const { return abandon_ != nullptr && abandon_->load(); }

  // The record's head (who plays, with what) and each seat's timing.
  std::vector<SeatTiming> StartRecord() {
    record_.set_tournament_id(tournament_.id());
    record_.set_game_index(scheduled_.game_index);
    record_.set_pair_index(scheduled_.pair_index);
    record_.set_round(scheduled_.round);
    record_.set_match(scheduled_.match);
    record_.set_game(config_.game());
    record_.set_variant(config_.variant());
    record_.set_seed(scheduled_.seed);
    record_.set_fault_seat(-1);
    std::vector<SeatTiming> timings;
    for (const EngineConnection* seat : seats_) {
      tourney::v1::PlayerRecord* player = record_.add_players();
      player->set_name(seat->spec().name());
      *player->mutable_options() = seat->spec().options();
      if (seat->spec().has_time_control()) {
        *player->mutable_time_control() = seat->spec().time_control();
      }
      if (seat->spec().has_limits()) *player->mutable_limits() = seat->spec().limits();
      timings.push_back(ResolveTiming(seat->spec(), config_.move_time_ms()));
    }
    return timings;
  }

  bot::v1::DecideRequest Request(int seat, std::vector<bot::v1::Action> legal) const {
    bot::v1::DecideRequest request;
    request.set_game(config_.game());
    request.set_variant(config_.variant());
    request.set_seat(seat);
    game_->FillObservation(request.mutable_observation());
    for (bot::v1::Action& action : legal) *request.add_legal_actions() = std::move(action);
    *request.mutable_options() = seats_[seat]->spec().options();
    clock_.FillRequest(seat, &request);
    request.set_seed(EngineSeed(config_.seed(), scheduled_, seat, game_->Plies()));
    request.set_game_id(game_id_);
    request.set_ply(game_->Plies());
    return request;
  }

  // Records that `seat` lost by fault (it scores 0, every other seat 1)
  // and restarts its engine for its next game.
  void Forfeit(int seat, const std::string& termination, const std::string& detail) {
    record_.set_termination(termination);
    record_.set_termination_detail(detail);
    record_.set_fault_seat(seat);
    record_.clear_scores();
    for (int i = 0; i < game_->NumSeats(); ++i) record_.add_scores(i == seat ? 0.0 : 1.0);
    seats_[seat]->Reset();
    forfeited_ = true;
  }

  // The seat to move answers; a fault, a loss on time or an illegal action
  // forfeits, a legal one is applied and recorded.
  void AskAndApply(std::vector<bot::v1::Action> legal) {
    const int seat = game_->SeatToMove();
    EngineConnection& engine = *seats_[seat];
    const bot::v1::DecideRequest request = Request(seat, std::move(legal));
    absl::StatusOr<EngineTransport*> transport = engine.Get();
    if (!transport.ok()) return Forfeit(seat, "crash", std::string(transport.status().message()));
    cpu_.BeforeMove(seat);
    const Clock::time_point asked = Clock::now();
    DecideOutcome outcome = (*transport)->Decide(request, clock_.DeadlineMs(seat));
    const Clock::duration took = Clock::now() - asked;
    cpu_.AfterMove(seat);
    if (observe_) observe_(*game_, request, outcome, took);
    // An engine that has exited crashed, even when a process it left holds
    // its stdout so that the read ran on to the deadline.
    if (outcome.fault == CallFault::kTimeout && !engine.ExitStatus(0).empty()) {
      outcome.fault = CallFault::kUnavailable;
    }
    const int64_t used_us = std::chrono::duration_cast<std::chrono::microseconds>(took).count();
    if (!Charged(seat, outcome, used_us)) return;
    if (outcome.fault != CallFault::kNone) {
      std::string detail = outcome.detail;
      // A dropped connection usually means the engine died: say how.
      const std::string exit_status =
          engine.ExitStatus(outcome.fault == CallFault::kUnavailable ? 500 : 0);
      if (!exit_status.empty()) detail = absl::StrCat("engine ", exit_status, "; ", detail);
      return Forfeit(seat, FaultName(outcome.fault), detail);
    }
    adjudicator_.Observe(seat, game_->Plies(), request.legal_actions_size(), outcome.response);
    tourney::v1::MoveRecord decision = RecordDecision(*game_, seat, used_us, outcome.response);
    const games::ApplyResult applied = game_->Apply(outcome.response.action());
    if (!applied.ok()) {
      // The engine's own words (a text-protocol adapter puts its exact
      // answer there), so the reason shows what it really said.
      const std::string& comment = outcome.response.info().comment();
      return Forfeit(seat, FaultName(applied.fault),
                     comment.empty()
                         ? applied.detail
                         : absl::StrCat(applied.detail, "; engine's comment: ", comment));
    }
    *record_.add_decisions() = std::move(decision);
  }

  // Charges an answer (or a time-out) to the seat's clock; false when that
  // lost the game on time.
  bool Charged(int seat, const DecideOutcome& outcome, int64_t used_us) {
    const bool timed_out = outcome.fault == CallFault::kTimeout;
    if (!timed_out && outcome.fault != CallFault::kNone) return true;
    const GameClock::Charge charge = clock_.ChargeMove(seat, used_us, timed_out);
    if (!charge.lost_on_time) return true;
    // The transport may know more (a partial line, say): keep it.
    Forfeit(seat, "timeout",
            timed_out ? absl::StrCat(charge.detail, "; ", outcome.detail) : charge.detail);
    return false;
  }

  // The result (unless forfeited), the move record and final position, the
  // clocks; every engine still running is told the result.
  tourney::v1::GameRecord Finish() {
    if (!forfeited_) {
      const games::Outcome outcome = verdict_ ? verdict_->outcome : game_->GetOutcome();
      record_.set_termination(verdict_ ? verdict_->termination : "normal");
      if (verdict_) record_.set_termination_detail(verdict_->detail);
      for (double score : outcome.scores) record_.add_scores(score);
      for (double points : outcome.points) record_.add_points(points);
    }
    record_.set_plies(game_->Plies());
    record_.set_moves(game_->Record());
    record_.set_hidden_record(game_->HiddenRecord());
    record_.set_final_position(game_->PositionText());
    for (int64_t left : clock_.ClockLeftMs()) record_.add_clock_left_ms(left);
    cpu_.Record(&record_);
    TellEnginesTheResult();
    record_.set_finished_at(absl::FormatTime(absl::RFC3339_sec, absl::Now(), absl::UTCTimeZone()));
    record_.set_duration_ms(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started_).count());
    return std::move(record_);
  }

  // Sends GameOver to every seat's engine that is still running (not the
  // one at fault: it is being restarted).
  void TellEnginesTheResult() {
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
      if (seat == record_.fault_seat()) continue;
      EngineTransport* transport = seats_[seat]->running();
      if (transport == nullptr) continue;
      bot::v1::GameOverRequest notice;
      notice.set_game(config_.game());
      notice.set_variant(config_.variant());
      notice.set_game_id(game_id_);
      notice.set_seat(seat);
      game_->FillObservationFor(seat, notice.mutable_observation());
      *notice.mutable_scores() = record_.scores();
      *notice.mutable_points() = record_.points();
      notice.set_termination(record_.termination());
      notice.set_fault_seat(record_.fault_seat());
      notice.set_plies(game_->Plies());
      transport->GameOver(notice);
    }
  }

  const ResolvedTournament& tournament_;
  const tourney::v1::TournamentConfig& config_;
  const ScheduledGame& scheduled_;
  const std::vector<EngineConnection*>& seats_;
  const DecideObserver& observe_;
  const std::atomic<bool>* abandon_;
  const Clock::time_point started_ = Clock::now();
  tourney::v1::GameRecord record_;  // before clock_: StartRecord fills it
  GameClock clock_;
  std::unique_ptr<games::Game> game_;
  Adjudicator adjudicator_;
  const std::string game_id_;
  std::optional<AdjudicationVerdict> verdict_;
  bool forfeited_ = false;
  EngineCpu cpu_{seats_};
};

}  // namespace

tourney::v1::GameRecord PlayGame(const ResolvedTournament& tournament,
                                 const ScheduledGame& scheduled,
                                 const std::vector<EngineConnection*>& seats,
                                 const DecideObserver& observe, const std::atomic<bool>* abandon) {
  return Referee(tournament, scheduled, seats, observe, abandon).Play();
}

tourney::v1::GameRecord ByeRecord(const ResolvedTournament& tournament,
                                  const ScheduledGame& scheduled) {
  tourney::v1::GameRecord record;
  record.set_tournament_id(tournament.id());
  record.set_game_index(scheduled.game_index);
  record.set_pair_index(scheduled.pair_index);
  record.set_round(scheduled.round);
  record.set_match(scheduled.match);
  record.set_game(tournament.config().game());
  record.set_variant(tournament.config().variant());
  record.set_seed(scheduled.seed);
  record.add_players()->set_name(tournament.engine(scheduled.seats.at(0)).name());
  record.add_scores(1);
  record.set_termination(kByeTermination);
  record.set_fault_seat(-1);
  record.set_finished_at(absl::FormatTime(absl::RFC3339_sec, absl::Now(), absl::UTCTimeZone()));
  return record;
}

}  // namespace harness
