// For the text-protocol adapters' tests: an "engine" on a thread at the far
// end of two pipes, answering each command line by a script and recording
// every command it got.
#ifndef HARNESS_ENGINE_FAKE_TEXT_ENGINE_H_
#define HARNESS_ENGINE_FAKE_TEXT_ENGINE_H_

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <initializer_list>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "bot/v1/engine.pb.h"

namespace harness {

// A Reversi DecideRequest of game `game_id` after `history` (squares, -1 a
// pass), with one placement as its legal action, or only a pass when
// `forced_pass`.
inline bot::v1::DecideRequest ReversiRequest(const std::string& game_id,
                                             std::initializer_list<int> history,
                                             bool forced_pass = false) {
  bot::v1::DecideRequest request;
  request.set_game("reversi");
  request.set_game_id(game_id);
  request.set_time_budget_ms(2500);
  bot::v1::ReversiObservation* observation = request.mutable_observation()->mutable_reversi();
  for (int square : history) {
    bot::v1::ReversiAction* move = observation->add_history();
    if (square < 0) {
      move->set_pass(true);
    } else {
      move->set_square(static_cast<uint32_t>(square));
    }
  }
  bot::v1::ReversiAction* legal = request.add_legal_actions()->mutable_reversi();
  if (forced_pass) {
    legal->set_pass(true);
  } else {
    legal->set_square(0);
  }
  return request;
}

class FakeTextEngine {
 public:
  // What to write in answer to a command line ("" = nothing); kHangUp
  // closes both pipes, as an engine that exits.
  using Script = std::function<std::string(const std::string& command)>;
  static constexpr char kHangUp[] = "<hang up>";

  explicit FakeTextEngine(Script script) : script_(std::move(script)) {
    std::signal(SIGPIPE, SIG_IGN);  // a write to a hung-up engine fails instead
    if (::pipe(to_engine_) != 0 || ::pipe(from_engine_) != 0) std::abort();
    thread_ = std::thread([this] { Serve(); });
  }
  ~FakeTextEngine() {
    ::close(to_engine_[1]);  // the engine sees end of input and stops
    thread_.join();
    ::close(from_engine_[0]);
  }

  // The harness's ends: write commands here, read answers there.
  int to_engine_fd() const { return to_engine_[1]; }
  int from_engine_fd() const { return from_engine_[0]; }

  std::vector<std::string> commands() {
    std::lock_guard<std::mutex> lock(mutex_);
    return commands_;
  }
  // Forgets the commands recorded so far.
  void ClearCommands() {
    std::lock_guard<std::mutex> lock(mutex_);
    commands_.clear();
  }

 private:
  void Serve() {
    FILE* in = ::fdopen(to_engine_[0], "r");
    char* line = nullptr;
    size_t capacity = 0;
    ssize_t length;
    bool hung_up = false;
    while (!hung_up && (length = ::getline(&line, &capacity, in)) > 0) {
      std::string command(line, static_cast<size_t>(length));
      if (command.back() == '\n') command.pop_back();
      {
        std::lock_guard<std::mutex> lock(mutex_);
        commands_.push_back(command);
      }
      const std::string answer = script_(command);
      hung_up = answer == kHangUp;
      if (!hung_up && ::write(from_engine_[1], answer.data(), answer.size()) < 0) break;
    }
    std::free(line);
    std::fclose(in);
    ::close(from_engine_[1]);
  }

  Script script_;
  int to_engine_[2];
  int from_engine_[2];
  std::mutex mutex_;
  std::vector<std::string> commands_;
  std::thread thread_;
};

// A `Transport` (an adapter) wired to a FakeTextEngine.
template <typename Transport>
struct FakeEngineRig {
  explicit FakeEngineRig(FakeTextEngine::Script script)
      : engine(std::move(script)),
        transport(engine.to_engine_fd(), engine.from_engine_fd(), "fake engine") {}
  FakeTextEngine engine;
  Transport transport;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_FAKE_TEXT_ENGINE_H_
