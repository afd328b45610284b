// The seats' clocks in one game: what each decision request says about
// time (its budget, the clock, the limits), how long the transport may wait,
// and charging each measured answer (harness-side steady clock) to the seat.
//
// Per kind of time control (harness/config/time_control.h):
// - clock: the seat starts with the base time; an answer is charged what it
//   took, then the increment is added; with MOVES/BASE the base is added
//   again after every MOVES moves. An answer later than the time left plus
//   the margin loses on time; one inside the margin leaves the clock at 0.
// - fixed time per move: an answer later than that time plus the margin
//   loses on time.
// - untimed: no time is sent; only an engine that hangs for
//   kUntimedDeadlineMs (plus the margin) loses.
// A loss on time is recorded as termination "timeout" with a detail that
// starts "time forfeit: over by N ms".
#ifndef HARNESS_PLAY_GAME_CLOCK_H_
#define HARNESS_PLAY_GAME_CLOCK_H_

#include <cstdint>
#include <string>
#include <vector>

#include "bot/v1/engine.pb.h"
#include "harness/config/time_control.h"

namespace harness {

// How long an untimed decision may take before the engine counts as hung.
inline constexpr int64_t kUntimedDeadlineMs = 60000;

class GameClock {
 public:
  GameClock(std::vector<SeatTiming> seats, int64_t margin_ms);

  // Sets time_budget_ms, clock and limits of `seat`'s request.
  void FillRequest(int seat, bot::v1::DecideRequest* request) const;
  // How long the transport may wait for `seat`'s answer, in ms.
  int64_t DeadlineMs(int seat) const;

  struct Charge {
    bool lost_on_time = false;
    int64_t overrun_ms = 0;  // beyond the time the seat had (when lost)
    std::string detail;      // "time forfeit: over by ..." (when lost)
  };
  // Charges an answer that took `used_us` microseconds to `seat`.
  // `timed_out`: the transport gave up waiting, a loss on time whatever
  // the measurement.
  Charge ChargeMove(int seat, int64_t used_us, bool timed_out);

  // The seat's time left in ms (clock seats; 0 for the others).
  int64_t RemainingMs(int seat) const;
  // Per seat, the clock left in ms, -1 for a seat without a clock; empty
  // when no seat has one.
  std::vector<int64_t> ClockLeftMs() const;

 private:
  struct Seat {
    SeatTiming timing;
    int64_t remaining_us = 0;
    int moves_made = 0;
  };
  bool IsClock(int seat) const { return seats_[seat].timing.kind == SeatTiming::Kind::kClock; }
  int MovesToGo(int seat) const;

  std::vector<Seat> seats_;
  int64_t margin_ms_;
};

}  // namespace harness

#endif  // HARNESS_PLAY_GAME_CLOCK_H_
