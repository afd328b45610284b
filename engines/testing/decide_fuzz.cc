#include "engines/testing/decide_fuzz.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engines/testing/decide_judge.h"
#include "engines/testing/decide_libfuzzer.h"
#include "engines/testing/request_mutator.h"
#include "games/common/conformance/cases.h"
#include "games/common/conformance/playout.h"
#include "games/common/fuzzing/fuzz_loop.h"
#include "games/common/fuzzing/libfuzzer.h"
#include "games/common/seeded_random.h"
#include "gtest/gtest.h"
#include "protocol/action_match.h"
#include "protocol/engine_info.h"

namespace engines::fuzz {
namespace {

// Failures kept with their requests; the rest are only counted.
constexpr size_t kFailuresKept = 10;
// Characters of a request quoted in a failure.
constexpr size_t kQuoted = 3000;
// One request in this many is passed on as the game asked it: those must
// be answered, not refused.
constexpr int64_t kRealEvery = 16;

// Runs one execution in a forked child, so that a crash is counted instead
// of ending the run (FUZZ_FORK=1). The child sends 'K' and the response,
// 'E', the status code and the message, or 'X' and an exception's text.
Outcome ExecuteInChild(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                       const bot::v1::DecideRequest& request, uint64_t seed, int64_t iteration) {
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) return {0, "pipe() failed", absl::UnknownError("")};
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(pipe_fds[0]);
    games::fuzzing::BeginExecution(seed, iteration,
                                   [&request] { return request.ShortDebugString(); });
    const Outcome outcome = Execute(policy, info, request);
    const absl::StatusOr<bot::v1::DecideResponse>& response = outcome.response;
    const std::string out =
        !outcome.exception.empty() ? "X" + outcome.exception
        : response.ok()
            ? "K" + response->SerializeAsString()
            : absl::StrCat("E", std::string(1, static_cast<char>(response.status().code())),
                           response.status().message());
    for (size_t sent = 0; sent < out.size();) {
      const ssize_t n = ::write(pipe_fds[1], out.data() + sent, out.size() - sent);
      if (n <= 0) break;
      sent += static_cast<size_t>(n);
    }
    ::_exit(0);
  }
  ::close(pipe_fds[1]);
  std::string in;
  char buffer[4096];
  for (ssize_t n; (n = ::read(pipe_fds[0], buffer, sizeof buffer)) > 0;) in.append(buffer, n);
  ::close(pipe_fds[0]);
  int wait_status = 0;
  ::waitpid(pid, &wait_status, 0);
  Outcome outcome;
  if (WIFSIGNALED(wait_status)) {
    outcome.signal = WTERMSIG(wait_status);
  } else if (!in.empty() && in[0] == 'K') {
    bot::v1::DecideResponse response;
    response.ParseFromString(in.substr(1));
    outcome.response = response;
  } else if (in.size() >= 2 && in[0] == 'E') {
    outcome.response = absl::Status(static_cast<absl::StatusCode>(in[1]), in.substr(2));
  } else if (!in.empty() && in[0] == 'X') {
    outcome.exception = in.substr(1);
  } else {
    outcome.exception = absl::StrCat("none: the child exited with status ",
                                     WEXITSTATUS(wait_status), " and no answer");
  }
  return outcome;
}

void PrintSummary(const bot::v1::EngineInfo& info, const FuzzSettings& settings,
                  const FuzzReport& report) {
  std::vector<std::pair<int64_t, std::string>> commonest;
  for (const auto& [reason, count] : report.reasons) commonest.emplace_back(-count, reason);
  std::sort(commonest.begin(), commonest.end());
  std::cout << "fuzz " << info.name() << ": seed " << settings.seed << ", " << report.executions
            << " executions (FUZZ_SEED, FUZZ_ITERATIONS change them): " << report.answered
            << " answered, " << report.refused << " refused, " << report.failed
            << " broke the rules (" << report.crashes << " by crashing or throwing"
            << (settings.fork ? "" : "; a signal ends the run, FUZZ_FORK=1 counts them")
            << "); commonest refusals:\n";
  for (size_t i = 0; i < commonest.size() && i < 12; ++i) {
    std::cout << "  " << -commonest[i].first << "  " << commonest[i].second << "\n";
  }
  std::cout << std::flush;
}

}  // namespace

FuzzSettings FromEnvironment(FuzzSettings defaults) {
  using games::fuzzing::EnvironmentOr;
  defaults.iterations = EnvironmentOr("FUZZ_ITERATIONS", defaults.iterations);
  defaults.seed =
      static_cast<uint64_t>(EnvironmentOr("FUZZ_SEED", static_cast<int64_t>(defaults.seed)));
  defaults.fork = EnvironmentOr("FUZZ_FORK", defaults.fork ? 1 : 0) != 0;
  return defaults;
}

bot::v1::DecideRequest RequestFor(const games::Game& game, const std::string& game_id,
                                  const std::string& variant) {
  bot::v1::DecideRequest request;
  request.set_game(game_id);
  request.set_variant(variant);
  request.set_seat(game.SeatToMove());
  game.FillObservation(request.mutable_observation());
  for (const bot::v1::Action& action : game.LegalActions()) *request.add_legal_actions() = action;
  return request;
}

std::string Refusal(EnginePolicy& policy, const bot::v1::DecideRequest& request) {
  const absl::StatusOr<bot::v1::DecideResponse> response =
      DecideChecked(policy, policy.Info(), request);
  if (response.ok()) {
    ADD_FAILURE() << "answered " << response->ShortDebugString();
    return "";
  }
  EXPECT_EQ(response.status().code(), absl::StatusCode::kInvalidArgument);
  return std::string(response.status().message());
}

std::vector<bot::v1::DecideRequest> SeedRequests(uint64_t seed,
                                                 const bot::v1::SearchLimits& limits) {
  std::vector<bot::v1::DecideRequest> requests;
  for (const games::conformance::Case& c : games::conformance::AllCases()) {
    const uint64_t game_seed = games::MixSeeds(seed, requests.size());
    games::conformance::Playout playout;
    const testing::AssertionResult played = games::conformance::PlayOut(
        c, game_seed, games::conformance::PlayerSeed(game_seed),
        [&](games::Game& game, const std::vector<bot::v1::Action>&,
            const games::conformance::Where& where) {
          bot::v1::DecideRequest& request =
              requests.emplace_back(RequestFor(game, c.type->id, c.variant));
          request.set_seed(games::MixSeeds(game_seed, where.ply));
          request.set_game_id(absl::StrCat("fuzz-", game_seed));
          request.set_ply(where.ply);
          *request.mutable_limits() = limits;
          return testing::AssertionSuccess();
        },
        &playout);
    EXPECT_TRUE(played) << "a referee failed its own game: " << played.message();
  }
  return requests;
}

FuzzReport FuzzPolicy(EnginePolicy& policy, const FuzzSettings& settings) {
  const bot::v1::EngineInfo info = policy.Info();
  const std::vector<bot::v1::DecideRequest> pool = SeedRequests(settings.seed, settings.limits);
  std::vector<const bot::v1::DecideRequest*> own;  // of the games the policy plays
  for (const bot::v1::DecideRequest& request : pool) {
    if (protocol::PlaysGame(info, request.game(), request.variant())) own.push_back(&request);
  }
  FuzzReport report;
  if (own.empty()) {
    report.failures.push_back(absl::StrCat(info.name(), " plays no registered game"));
    report.failed = 1;
    return report;
  }
  if (games::fuzzing::LibFuzzerLinked()) {
    // The executions are counted in libFuzzer's process, which prints them.
    const bool sound =
        RunUnderLibFuzzer(policy, settings, pool, own, [&](const FuzzReport& child_report) {
          PrintSummary(info, settings, child_report);
          return child_report.answered > 0 && child_report.refused > 0;
        });
    if (!sound) {
      report.failed = 1;
      report.failures.push_back("libFuzzer's run (above) found a broken rule or ended badly");
    }
    return report;
  }
  const RequestMutator mutator(pool);
  games::SeededRandom random(games::MixSeeds(settings.seed, 0xf022));
  games::fuzzing::InstallCrashHandler();

  for (int64_t i = 0; i < settings.iterations; ++i) {
    bot::v1::DecideRequest request = *own[random.Below(own.size())];
    for (const auto& [name, value] : settings.option_sets[i % settings.option_sets.size()]) {
      (*request.mutable_options())[name] = value;
    }
    const bool real = i % kRealEvery == 0;
    if (!real) mutator.Mutate(&request, random);

    Outcome outcome;
    if (settings.fork) {
      outcome = ExecuteInChild(policy, info, request, settings.seed, i);
    } else {
      games::fuzzing::BeginExecution(settings.seed, i,
                                     [&request] { return request.ShortDebugString(); });
      outcome = Execute(policy, info, request);
      games::fuzzing::EndExecution();
    }
    ++report.executions;

    const std::string broken = Judge(policy, settings, request, real, outcome, &report);
    if (!broken.empty()) {
      ++report.failed;
      if (report.failures.size() < kFailuresKept) {
        report.failures.push_back(absl::StrCat("iteration ", i, ": ", broken, "; request: ",
                                               request.ShortDebugString().substr(0, kQuoted)));
      }
    }
  }
  PrintSummary(info, settings, report);
  return report;
}

void ExpectSoundUnderFuzz(EnginePolicy& policy, const FuzzSettings& defaults) {
  const FuzzSettings settings = FromEnvironment(defaults);
  const FuzzReport report = FuzzPolicy(policy, settings);
  EXPECT_EQ(report.failed, 0) << absl::StrJoin(report.failures, "\n");
  if (games::fuzzing::LibFuzzerLinked()) return;  // its counts were checked in its process
  EXPECT_EQ(report.executions, settings.iterations);
  EXPECT_GT(report.answered, 0);
  EXPECT_GT(report.refused, 0);
}

}  // namespace engines::fuzz
