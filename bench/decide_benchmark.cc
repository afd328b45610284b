// One Decide: the policy called in-process, over gRPC on loopback (harness
// client -> engine server in this process), and over the pipes of a
// spawned engine binary as JSON lines (--stdio) and as length-delimited
// binary (--stdio=proto), through the harness's real transports. The
// differences are each protocol's cost per decision.
//   bazel run -c opt //bench:decide_benchmark
#include <memory>

#include "benchmark/benchmark.h"
#include "engines/random/random_policy.h"
#include "engines/reversi/reversi_policy.h"
#include "games/reversi/reversi_game.h"
#include "harness/engine/engine_process.h"
#include "harness/engine/grpc_transport.h"
#include "harness/engine/transport_kinds.h"

namespace {

// A mid-opening Reversi request with the full history.
bot::v1::DecideRequest MidgameRequest(const std::map<std::string, std::string>& options) {
  reversi::ReversiGame game;
  for (const char* move : {"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"}) {
    game.Apply(reversi::ActionForMove(*reversi::ParseMove(move)));
  }
  bot::v1::DecideRequest request;
  request.set_game("reversi");
  game.FillObservation(request.mutable_observation());
  for (bot::v1::Action& action : game.LegalActions()) *request.add_legal_actions() = action;
  for (const auto& [key, value] : options) (*request.mutable_options())[key] = value;
  request.set_seed(42);
  return request;
}

std::unique_ptr<engines::EnginePolicy> MakePolicy(int which) {
  if (which == 0) return std::make_unique<engines::RandomPolicy>();
  return std::make_unique<reversi::ReversiPolicy>();
}

std::map<std::string, std::string> OptionsFor(int which) {
  if (which == 0) return {};
  return {{"eval", "seed"}, {"depth", "1"}};
}

// Arg 0: the random policy; arg 1: the Reversi seed policy at depth 1.
void BM_DecideInProcess(benchmark::State& state) {
  const int which = static_cast<int>(state.range(0));
  std::unique_ptr<engines::EnginePolicy> policy = MakePolicy(which);
  const bot::v1::EngineInfo info = policy->Info();
  const bot::v1::DecideRequest request = MidgameRequest(OptionsFor(which));
  for (auto _ : state) {
    auto response = engines::DecideChecked(*policy, info, request);
    benchmark::DoNotOptimize(response);
  }
  state.SetLabel(info.name());
}
BENCHMARK(BM_DecideInProcess)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

void BM_DecideGrpcLoopback(benchmark::State& state) {
  const int which = static_cast<int>(state.range(0));
  std::unique_ptr<engines::EnginePolicy> policy = MakePolicy(which);
  auto server = engines::EngineServer::Start(*policy, "127.0.0.1", 0);
  if (!server.ok()) {
    state.SkipWithError("cannot start the engine server");
    return;
  }
  harness::GrpcTransport client("127.0.0.1:" + std::to_string((*server)->port()));
  (void)client.WaitUntilReady(5000);
  const bot::v1::DecideRequest request = MidgameRequest(OptionsFor(which));
  for (auto _ : state) {
    harness::DecideOutcome outcome = client.Decide(request, 5000);
    if (outcome.fault != harness::CallFault::kNone) {
      state.SkipWithError(outcome.detail.c_str());
      break;
    }
    benchmark::DoNotOptimize(outcome);
  }
  state.SetLabel(policy->Info().name());
}
BENCHMARK(BM_DecideGrpcLoopback)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond)->UseRealTime();

// The same engines as binaries, spoken to over stdin/stdout. Arg 1: 0 JSON
// lines (protocol=jsonl), 1 length-delimited binary (protocol=proto).
void BM_DecideStdio(benchmark::State& state) {
  const int which = static_cast<int>(state.range(0));
  const bool binary = state.range(1) == 1;
  const std::string name = which == 0 ? "random" : "reversi";
  auto process = harness::EngineProcess::Start("engines/" + name + "/" + name + "_engine",
                                               {binary ? "--stdio=proto" : "--stdio"}, "", 5000,
                                               harness::ProcessIo::kStdio);
  if (!process.ok()) {
    state.SkipWithError(std::string(process.status().message()).c_str());
    return;
  }
  auto client = harness::MakeTransport(*harness::FindTransportKind(binary ? "proto" : "jsonl"), {},
                                       process->get(), 5000, protocol::kDefaultEngineStringCap);
  if (!client.ok()) {
    state.SkipWithError(std::string(client.status().message()).c_str());
    return;
  }
  // The first answer waits for the process to start: not timed.
  if (absl::StatusOr<bot::v1::EngineInfo> info = (*client)->GetInfo(5000); !info.ok()) {
    state.SkipWithError(std::string(info.status().message()).c_str());
    return;
  }
  const bot::v1::DecideRequest request = MidgameRequest(OptionsFor(which));
  for (auto _ : state) {
    harness::DecideOutcome outcome = (*client)->Decide(request, 5000);
    if (outcome.fault != harness::CallFault::kNone) {
      state.SkipWithError(outcome.detail.c_str());
      break;
    }
    benchmark::DoNotOptimize(outcome);
  }
  state.SetLabel(MakePolicy(which)->Info().name() + (binary ? " proto" : " jsonl"));
}
BENCHMARK(BM_DecideStdio)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
