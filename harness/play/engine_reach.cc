#include "harness/play/engine_reach.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/strip.h"

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

// How long the first GetInfo waits before the wait is announced.
constexpr int64_t kFirstProbeMs = 1000;

double SecondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The error's message without the "engine NAME: " that connections put first.
std::string Reason(const EngineConnection& engine, const absl::Status& status) {
  return std::string(
      absl::StripPrefix(status.message(), absl::StrCat("engine ", engine.spec().name(), ": ")));
}

absl::Status Unreachable(const EngineConnection& engine, Clock::time_point since,
                         const ReachPolicy& policy, const std::string& reason) {
  return absl::UnavailableError(
      absl::StrFormat("engine %s unreachable for %.1f s (--unreachable-grace-ms %d): %s",
                      engine.Where(), SecondsSince(since), policy.unreachable_grace_ms, reason));
}

// Sleeps `ms` unless `stop` is set first; whether it slept it all.
bool SleepUnlessStopped(int64_t ms, const std::atomic<bool>& stop) {
  const Clock::time_point until = Clock::now() + std::chrono::milliseconds(ms);
  while (!stop) {
    const Clock::time_point now = Clock::now();
    if (now >= until) return true;
    std::this_thread::sleep_for(
        std::min<Clock::duration>(until - now, std::chrono::milliseconds(50)));
  }
  return false;
}

void Tell(const ReachNote& note, const std::string& text) {
  if (note) note(text);
}

}  // namespace

absl::Status ReachEngine(EngineConnection& engine, const ReachPolicy& policy,
                         const std::atomic<bool>& stop, const ReachNote& note) {
  if (engine.running() != nullptr) {
    if (engine.Alive()) return absl::OkStatus();
    engine.Reset();
  }
  const Clock::time_point start = Clock::now();
  const Clock::time_point give_up = start + std::chrono::milliseconds(policy.unreachable_grace_ms);
  int64_t retry_ms = policy.first_retry_ms;
  for (int failures = 0;; ++failures) {
    absl::StatusOr<EngineTransport*> transport = engine.Get();
    if (transport.ok()) {
      if (failures > 0) {
        Tell(note, absl::StrFormat("engine %s ready again after %.1f s", engine.Where(),
                                   SecondsSince(start)));
      }
      return absl::OkStatus();
    }
    const std::string reason = Reason(engine, transport.status());
    if (!engine.remote() && failures + 1 >= policy.max_failed_starts) {
      return absl::UnavailableError(absl::StrCat("engine ", engine.Where(), " failed to start ",
                                                 failures + 1,
                                                 " times in a row; the last time: ", reason));
    }
    const Clock::time_point now = Clock::now();
    if (engine.remote() && now >= give_up) return Unreachable(engine, start, policy, reason);
    if (failures == 0) {
      Tell(note, engine.remote()
                     ? absl::StrFormat("engine %s unreachable: %s; waiting up to %g s",
                                       engine.Where(), reason, policy.unreachable_grace_ms / 1000.0)
                     : absl::StrCat("engine ", engine.Where(), " failed to start: ", reason,
                                    "; starting it again"));
    }
    int64_t wait_ms = retry_ms;
    if (engine.remote()) {
      // The last try comes when the grace ends.
      const int64_t left_ms =
          std::chrono::duration_cast<std::chrono::milliseconds>(give_up - now).count();
      wait_ms = std::min(wait_ms, std::max<int64_t>(left_ms, 0));
    }
    if (!SleepUnlessStopped(wait_ms, stop)) return absl::CancelledError("stop requested");
    retry_ms = std::min(retry_ms * 2, policy.max_retry_ms);
  }
}

absl::Status AwaitRemoteEngine(const tourney::v1::EngineSpec& spec, const LaunchSettings& launch,
                               const ReachPolicy& policy, const ReachNote& note) {
  if (spec.addr().empty()) return absl::OkStatus();
  EngineConnection engine(spec, launch);
  absl::StatusOr<EngineTransport*> transport = engine.Start();
  if (!transport.ok()) return transport.status();
  const Clock::time_point start = Clock::now();
  const int64_t first_ms = std::min(policy.unreachable_grace_ms, kFirstProbeMs);
  absl::StatusOr<bot::v1::EngineInfo> info = (*transport)->GetInfo(static_cast<int>(first_ms));
  if (info.ok()) return absl::OkStatus();
  if (first_ms < policy.unreachable_grace_ms) {
    Tell(note,
         absl::StrFormat("engine %s not reachable yet: %s; waiting up to %g s", engine.Where(),
                         Reason(engine, info.status()), policy.unreachable_grace_ms / 1000.0));
    // The first try's diagnosis took time too: the grace counts from start.
    const int64_t left_ms =
        policy.unreachable_grace_ms -
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    info = (*transport)->GetInfo(static_cast<int>(std::max<int64_t>(left_ms, 1)));
    if (info.ok()) {
      Tell(note, absl::StrFormat("engine %s reachable after %.1f s", engine.Where(),
                                 SecondsSince(start)));
      return absl::OkStatus();
    }
  }
  return Unreachable(engine, start, policy, Reason(engine, info.status()));
}

}  // namespace harness
