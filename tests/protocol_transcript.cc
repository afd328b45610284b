#include "tests/protocol_transcript.h"

#include <chrono>
#include <memory>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "bot/v1/engine.grpc.pb.h"
#include "engines/common/engine_server.h"
#include "engines/nimtetris/nimtetris_policy.h"
#include "google/protobuf/util/json_util.h"
#include "grpcpp/grpcpp.h"
#include "harness/config/tournament_config.h"
#include "harness/engine/engine_connection.h"
#include "harness/play/match_runner.h"

namespace tests {
namespace {

std::string Json(const google::protobuf::Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string json;
  (void)google::protobuf::util::MessageToJsonString(message, &json, options);
  return json;
}

// A bot.v1 engine around the Nim Tetris policy that writes down each call as
// the stdio transport would carry it: {"id":N,"<call>":<message>}.
class RecordingEngine final : public bot::v1::Engine::Service {
 public:
  grpc::Status GetInfo(grpc::ServerContext*, const bot::v1::GetInfoRequest* request,
                       bot::v1::EngineInfo* info) override {
    *info = policy_.Info();
    Record("getInfo", *request, *info);
    return grpc::Status::OK;
  }
  grpc::Status Prepare(grpc::ServerContext*, const bot::v1::PrepareRequest* request,
                       bot::v1::PrepareResponse* response) override {
    absl::Status prepared = engines::PrepareChecked(policy_, policy_.Info(), *request);
    if (!prepared.ok()) return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, "");
    Record("prepare", *request, *response);
    return grpc::Status::OK;
  }
  grpc::Status Decide(grpc::ServerContext*, const bot::v1::DecideRequest* request,
                      bot::v1::DecideResponse* response) override {
    absl::StatusOr<bot::v1::DecideResponse> decided =
        engines::DecideChecked(policy_, policy_.Info(), *request);
    if (!decided.ok()) return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, "");
    *response = *decided;
    Record("decide", *request, *response);
    return grpc::Status::OK;
  }
  grpc::Status GameOver(grpc::ServerContext*, const bot::v1::GameOverRequest* request,
                        bot::v1::GameOverResponse* response) override {
    Record("gameOver", *request, *response);
    return grpc::Status::OK;
  }

  std::vector<TranscriptLine> lines() {
    absl::MutexLock lock(&mutex_);
    return lines_;
  }

 private:
  void Record(const std::string& call, const google::protobuf::Message& request,
              const google::protobuf::Message& answer) {
    absl::MutexLock lock(&mutex_);
    const int id = static_cast<int>(lines_.size()) / 2 + 1;
    lines_.push_back({true, absl::StrCat("{\"id\":", id, ",\"", call, "\":", Json(request), "}")});
    lines_.push_back({false, absl::StrCat("{\"id\":", id, ",\"", call, "\":", Json(answer), "}")});
  }

  nimtetris::NimTetrisPolicy policy_;
  absl::Mutex mutex_;
  std::vector<TranscriptLine> lines_;
};

// Serves `service` on a free local port until the process ends.
bool Serve(grpc::Service* service, int* port) {
  grpc::ServerBuilder builder;
  builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), port);
  builder.RegisterService(service);
  return builder.BuildAndStart().release() != nullptr;
}

}  // namespace

absl::StatusOr<std::vector<TranscriptLine>> ProtocolTranscript() {
  // The engines and their servers are left running for the rest of the
  // process: destroying an in-process server can crash gRPC 1.51's callback
  // thread (grpc_completion_queue_next in "nexting_thread").
  RecordingEngine& seat0 = *new RecordingEngine();
  RecordingEngine& seat1 = *new RecordingEngine();
  int port0 = 0, port1 = 0;
  if (!Serve(&seat0, &port0) || !Serve(&seat1, &port1)) {
    return absl::UnavailableError("cannot start the recording engines");
  }

  tourney::v1::TournamentConfig config;
  config.set_game("nimtetris");
  config.set_variant("5x2");
  config.set_opening_plies(-1);
  config.set_seed(7);
  // The config names the engines as a tournament would (its id, in every
  // game_id, must not depend on the ports); the connections reach them here.
  std::vector<tourney::v1::EngineSpec> reached;
  for (int port : {port0, port1}) {
    tourney::v1::EngineSpec* engine = config.add_engines();
    engine->set_name(absl::StrCat("nimtetris-", reached.size()));
    engine->set_builtin("nimtetris");
    (*engine->mutable_options())["level"] = "10";
    reached.push_back(*engine);
    reached.back().clear_builtin();
    reached.back().set_addr(absl::StrCat("127.0.0.1:", port));
  }
  harness::ApplyDefaults(&config);
  harness::LaunchSettings launch;
  launch.game = config.game();
  launch.variant = config.variant();
  harness::EngineConnection engine0(reached[0], launch);
  harness::EngineConnection engine1(reached[1], launch);
  // The harness asks GetInfo before any game.
  absl::StatusOr<harness::EngineTransport*> transport = engine1.Start();
  if (!transport.ok()) return transport.status();
  absl::StatusOr<bot::v1::EngineInfo> info = (*transport)->GetInfo(10000);
  if (!info.ok()) return info.status();

  absl::StatusOr<std::unique_ptr<const harness::ResolvedTournament>> tournament =
      harness::ResolvedTournament::Resolve(config);
  if (!tournament.ok()) return tournament.status();
  harness::ScheduledGame scheduled;
  scheduled.seed = config.seed();
  scheduled.seats = {0, 1};
  const tourney::v1::GameRecord record =
      harness::PlayGame(**tournament, scheduled, {&engine0, &engine1});
  if (record.termination() != "normal") {
    return absl::InternalError(absl::StrCat("the game ended by ", record.termination(), ": ",
                                            record.termination_detail()));
  }
  // GameOver is fire and forget: wait for both seats' to arrive, so no call
  // is in flight when the servers go.
  auto told = [](RecordingEngine& engine) {
    const std::vector<TranscriptLine> lines = engine.lines();
    return !lines.empty() && lines.back().json.find("\"gameOver\"") != std::string::npos;
  };
  for (int waited_ms = 0; waited_ms < 5000; waited_ms += 10) {
    if (told(seat0) && told(seat1)) return seat1.lines();
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return absl::DeadlineExceededError("GameOver did not reach both engines");
}

}  // namespace tests
