#include "harness/config/time_control.h"

#include <cmath>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "harness/config/number_ranges.h"

namespace harness {
namespace {

constexpr char kTcForms[] =
    "expected tc=BASE+INC, tc=MOVES/BASE+INC, tc=BASE or tc=inf, times in seconds "
    "(e.g. tc=10+0.1, tc=40/60+0)";

// A range of milliseconds as seconds: "0.001 to 10000000".
std::string SecondsRange(const IntRange& range) {
  return absl::StrFormat("%.10g to %.10g", range.min / 1000.0, range.max / 1000.0);
}

// A plain decimal number of seconds ("10", "0.1", ".5"), as whole ms
// (rounded), within `range`. Refuses signs, exponents, "inf" and "nan".
bool ParseSeconds(absl::string_view text, const IntRange& range, int64_t* ms) {
  if (text.empty() || text.find_first_not_of("0123456789.") != absl::string_view::npos ||
      text.find('.') != text.rfind('.') || text == ".") {
    return false;
  }
  double seconds;
  if (!absl::SimpleAtod(text, &seconds) || !(seconds * 1000 <= range.max)) return false;
  *ms = std::llround(seconds * 1000);
  return *ms >= range.min;
}

// A whole number within `range`, whose min is 1 ("nodes=5000").
bool ParseCount(absl::string_view text, const IntRange& range, int64_t* count) {
  return absl::SimpleAtoi(text, count) && *count >= range.min && *count <= range.max;
}

// "from 1 to 1000": what ParseCount takes.
std::string CountRange(const IntRange& range) {
  return absl::StrCat("from ", range.min, " to ", range.max);
}

std::string Seconds(int64_t ms) { return absl::StrFormat("%g", ms / 1000.0); }

absl::StatusOr<tourney::v1::TimeControl> ParseTc(const std::string& value) {
  tourney::v1::TimeControl tc;
  if (value == "inf") {
    tc.set_infinite(true);
    return tc;
  }
  absl::string_view rest = value;
  const size_t slash = rest.find('/');
  if (slash != absl::string_view::npos) {
    int64_t moves;
    if (!ParseCount(rest.substr(0, slash), kMovesPerSession, &moves)) {
      return absl::InvalidArgumentError(
          absl::StrCat("tc=", value, ": MOVES (before '/') must be a whole number of moves ",
                       CountRange(kMovesPerSession), "; ", kTcForms));
    }
    tc.set_moves(static_cast<int>(moves));
    rest = rest.substr(slash + 1);
  }
  const size_t plus = rest.find('+');
  int64_t base_ms;
  if (!ParseSeconds(rest.substr(0, plus), kBaseMs, &base_ms)) {
    return absl::InvalidArgumentError(absl::StrCat("tc=", value,
                                                   ": BASE must be a number of seconds from ",
                                                   SecondsRange(kBaseMs), "; ", kTcForms));
  }
  tc.set_base_ms(base_ms);
  if (plus != absl::string_view::npos) {
    int64_t increment_ms;
    if (!ParseSeconds(rest.substr(plus + 1), kIncrementMs, &increment_ms)) {
      return absl::InvalidArgumentError(
          absl::StrCat("tc=", value, ": INC (after '+') must be a number of seconds from ",
                       SecondsRange(kIncrementMs), "; ", kTcForms));
    }
    tc.set_increment_ms(increment_ms);
  }
  return tc;
}

bool HasTimeControl(const tourney::v1::EngineSpec& spec) {
  const tourney::v1::TimeControl& tc = spec.time_control();
  return tc.base_ms() != 0 || tc.move_time_ms() != 0 || tc.infinite() || tc.increment_ms() != 0 ||
         tc.moves() != 0;
}

}  // namespace

absl::StatusOr<bool> ApplyTimingKey(const std::string& key, const std::string& value,
                                    tourney::v1::EngineSpec* spec) {
  if (key == "tc" || key == "st") {
    if (HasTimeControl(*spec)) {
      return absl::InvalidArgumentError(
          absl::StrCat(key, "=", value, ": one time control per engine (tc= or st=, once)"));
    }
    if (key == "tc") {
      absl::StatusOr<tourney::v1::TimeControl> tc = ParseTc(value);
      if (!tc.ok()) return tc.status();
      *spec->mutable_time_control() = *tc;
    } else {
      int64_t ms;
      if (!ParseSeconds(value, kStMoveTimeMs, &ms)) {
        return absl::InvalidArgumentError(
            absl::StrCat("st=", value, ": expected seconds per move from ",
                         SecondsRange(kStMoveTimeMs), " (e.g. st=0.1)"));
      }
      spec->mutable_time_control()->set_move_time_ms(ms);
    }
    return true;
  }
  if (key == "nodes") {
    int64_t nodes;
    if (!ParseCount(value, kNodes, &nodes)) {
      return absl::InvalidArgumentError(
          absl::StrCat("nodes=", value, ": expected a whole number of nodes ", CountRange(kNodes)));
    }
    spec->mutable_limits()->set_nodes(nodes);
    return true;
  }
  if (key == "depth") {
    int64_t depth;
    if (!ParseCount(value, kDepth, &depth)) {
      return absl::InvalidArgumentError(
          absl::StrCat("depth=", value, ": expected a depth in plies ", CountRange(kDepth)));
    }
    spec->mutable_limits()->set_depth(static_cast<int>(depth));
    return true;
  }
  return false;
}

std::string DescribeTiming(const tourney::v1::EngineSpec& spec) {
  std::vector<std::string> parts;
  const tourney::v1::TimeControl& tc = spec.time_control();
  if (tc.infinite()) {
    parts.push_back("tc=inf");
  } else if (tc.move_time_ms() > 0) {
    parts.push_back(absl::StrCat("st=", Seconds(tc.move_time_ms())));
  } else if (tc.base_ms() > 0) {
    parts.push_back(absl::StrCat("tc=", tc.moves() > 0 ? absl::StrCat(tc.moves(), "/") : "",
                                 Seconds(tc.base_ms()), "+", Seconds(tc.increment_ms())));
  }
  if (spec.limits().nodes() > 0) parts.push_back(absl::StrCat("nodes=", spec.limits().nodes()));
  if (spec.limits().depth() > 0) parts.push_back(absl::StrCat("depth=", spec.limits().depth()));
  return absl::StrJoin(parts, " ");
}

absl::Status ValidateTiming(const tourney::v1::EngineSpec& spec) {
  const tourney::v1::TimeControl& tc = spec.time_control();
  for (absl::Status status :
       {CheckInt(kBaseMs, tc.base_ms()), CheckInt(kIncrementMs, tc.increment_ms()),
        CheckInt(kMovesPerSession, tc.moves()), CheckInt(kStMoveTimeMs, tc.move_time_ms()),
        CheckInt(kNodes, spec.limits().nodes()), CheckInt(kDepth, spec.limits().depth())}) {
    if (!status.ok()) return status;
  }
  if ((tc.base_ms() > 0) + (tc.move_time_ms() > 0) + tc.infinite() > 1) {
    return absl::InvalidArgumentError(
        "time_control: give one of base_ms (a clock), move_time_ms (per move) or infinite");
  }
  if (tc.base_ms() == 0 && (tc.increment_ms() > 0 || tc.moves() > 0)) {
    return absl::InvalidArgumentError(
        "time_control: increment_ms and moves need a clock (base_ms > 0)");
  }
  return absl::OkStatus();
}

void ApplyEachDefaults(const tourney::v1::EngineSpec& each, tourney::v1::EngineSpec* spec) {
  if (!HasTimeControl(*spec) && HasTimeControl(each)) {
    *spec->mutable_time_control() = each.time_control();
  }
  if (spec->limits().nodes() == 0 && each.limits().nodes() > 0) {
    spec->mutable_limits()->set_nodes(each.limits().nodes());
  }
  if (spec->limits().depth() == 0 && each.limits().depth() > 0) {
    spec->mutable_limits()->set_depth(each.limits().depth());
  }
}

SeatTiming ResolveTiming(const tourney::v1::EngineSpec& spec, int64_t move_time_ms) {
  SeatTiming timing;
  const tourney::v1::TimeControl& tc = spec.time_control();
  timing.node_limit = spec.limits().nodes();
  timing.depth_limit = spec.limits().depth();
  if (tc.base_ms() > 0) {
    timing.kind = SeatTiming::Kind::kClock;
    timing.base_ms = tc.base_ms();
    timing.increment_ms = tc.increment_ms();
    timing.moves = tc.moves();
  } else if (tc.move_time_ms() > 0) {
    timing.move_time_ms = tc.move_time_ms();
  } else if (tc.infinite() || timing.node_limit > 0 || timing.depth_limit > 0) {
    timing.kind = SeatTiming::Kind::kUntimed;
  } else {
    timing.move_time_ms = move_time_ms;
  }
  return timing;
}

}  // namespace harness
