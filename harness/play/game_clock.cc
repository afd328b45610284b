#include "harness/play/game_clock.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"
#include "protocol/time_allotment.h"

namespace harness {
namespace {

constexpr int64_t kUsPerMs = 1000;
// A clock holds at most the longest time control allows, however many
// increments and refills it gets: deadlines stay far from overflow.
constexpr int64_t kMaxClockUs = kMaxTimeMs * kUsPerMs;

// `ms` (0 or more, as validated) in microseconds, at most kMaxClockUs.
int64_t ClockUs(int64_t ms) { return std::min(ms, kMaxTimeMs) * kUsPerMs; }

// Whole ms, rounded up: an overrun of 0.2 ms is an overrun of 1 ms.
int64_t CeilMs(int64_t us) { return (us + kUsPerMs - 1) / kUsPerMs; }

}  // namespace

GameClock::GameClock(std::vector<SeatTiming> seats, int64_t margin_ms) : margin_ms_(margin_ms) {
  for (SeatTiming& timing : seats) {
    Seat seat;
    seat.timing = timing;
    seat.remaining_us = ClockUs(timing.base_ms);
    seats_.push_back(seat);
  }
}

int GameClock::MovesToGo(int seat) const {
  const int moves = seats_[seat].timing.moves;
  return moves > 0 ? moves - seats_[seat].moves_made % moves : 0;
}

int64_t GameClock::RemainingMs(int seat) const {
  return IsClock(seat) ? seats_[seat].remaining_us / kUsPerMs : 0;
}

void GameClock::FillRequest(int seat, bot::v1::DecideRequest* request) const {
  const SeatTiming& timing = seats_[seat].timing;
  switch (timing.kind) {
    case SeatTiming::Kind::kPerMove:
      request->set_time_budget_ms(timing.move_time_ms);
      break;
    case SeatTiming::Kind::kUntimed:
      request->set_time_budget_ms(0);
      break;
    case SeatTiming::Kind::kClock: {
      bot::v1::ClockState* clock = request->mutable_clock();
      clock->set_remaining_ms(RemainingMs(seat));
      for (int i = 0; i < static_cast<int>(seats_.size()); ++i) {
        clock->add_seat_remaining_ms(RemainingMs(i));
      }
      clock->set_increment_ms(timing.increment_ms);
      clock->set_moves_to_go(MovesToGo(seat));
      // For engines that read only the budget: the shared allotment rule
      // with a generic guess of the moves left.
      request->set_time_budget_ms(
          protocol::AllotMs({clock->remaining_ms(), clock->increment_ms(), clock->moves_to_go()},
                            protocol::kDefaultMovesLeft, 0));
      break;
    }
  }
  if (timing.node_limit > 0 || timing.depth_limit > 0) {
    request->mutable_limits()->set_nodes(timing.node_limit);
    request->mutable_limits()->set_depth(timing.depth_limit);
  }
}

int64_t GameClock::DeadlineMs(int seat) const {
  const SeatTiming& timing = seats_[seat].timing;
  switch (timing.kind) {
    case SeatTiming::Kind::kPerMove:
      return timing.move_time_ms + margin_ms_;
    case SeatTiming::Kind::kUntimed:
      return kUntimedDeadlineMs + margin_ms_;
    case SeatTiming::Kind::kClock:
      break;
  }
  return CeilMs(seats_[seat].remaining_us) + margin_ms_;
}

GameClock::Charge GameClock::ChargeMove(int seat, int64_t used_us, bool timed_out) {
  Seat& s = seats_[seat];
  int64_t allowed_us = 0;
  std::string had;
  switch (s.timing.kind) {
    case SeatTiming::Kind::kPerMove:
      allowed_us = s.timing.move_time_ms * kUsPerMs;
      had = absl::StrCat(s.timing.move_time_ms, " ms per move");
      break;
    case SeatTiming::Kind::kUntimed:
      allowed_us = kUntimedDeadlineMs * kUsPerMs;
      had = absl::StrCat("untimed, hung after ", kUntimedDeadlineMs, " ms");
      break;
    case SeatTiming::Kind::kClock:
      allowed_us = s.remaining_us;
      had = absl::StrCat(CeilMs(s.remaining_us), " ms left on the clock");
      break;
  }
  Charge charge;
  if (timed_out || used_us > allowed_us + margin_ms_ * kUsPerMs) {
    charge.lost_on_time = true;
    charge.overrun_ms = CeilMs(std::max<int64_t>(0, used_us - allowed_us));
    charge.detail = absl::StrCat("time forfeit: over by ", charge.overrun_ms, " ms (",
                                 CeilMs(used_us), " ms used, ", had, ", ", margin_ms_, " ms margin",
                                 timed_out ? "; no answer by the deadline" : "", ")");
    if (s.timing.kind == SeatTiming::Kind::kClock) s.remaining_us = 0;
    return charge;
  }
  if (s.timing.kind != SeatTiming::Kind::kClock) return charge;
  // Inside the margin an overdrawn clock stays at 0, as if on time.
  s.remaining_us = std::min(
      kMaxClockUs, std::max<int64_t>(0, s.remaining_us - used_us) + ClockUs(s.timing.increment_ms));
  ++s.moves_made;
  if (s.timing.moves > 0 && s.moves_made % s.timing.moves == 0) {
    s.remaining_us = std::min(kMaxClockUs, s.remaining_us + ClockUs(s.timing.base_ms));
  }
  return charge;
}

std::vector<int64_t> GameClock::ClockLeftMs() const {
  std::vector<int64_t> left;
  const bool any = std::any_of(seats_.begin(), seats_.end(), [](const Seat& s) {
    return s.timing.kind == SeatTiming::Kind::kClock;
  });
  if (!any) return left;
  for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
    left.push_back(IsClock(seat) ? RemainingMs(seat) : -1);
  }
  return left;
}

}  // namespace harness
