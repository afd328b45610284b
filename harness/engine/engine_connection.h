// One engine as a match runner uses it: the process (when spawned) and the
// transport that speaks to it, started on first use and restarted after a
// fault.
#ifndef HARNESS_ENGINE_ENGINE_CONNECTION_H_
#define HARNESS_ENGINE_ENGINE_CONNECTION_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/engine/engine_log.h"
#include "harness/engine/engine_process.h"
#include "harness/engine/engine_transport.h"
#include "harness/engine/transport_kinds.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Where spawned engines come from and where their output goes.
struct LaunchSettings {
  // Directory holding built-in engines as <name>/<name>_engine.
  std::string builtin_dir;
  // Engine stderr is appended here ("" = discarded), up to this cap
  // before the file moves to PATH.1 (engine_log.h).
  std::string log_path;
  int64_t log_max_bytes = kDefaultEngineLogMaxBytes;
  int startup_timeout_ms = 10000;
  // The game every started engine is prepared for (bot.v1 Prepare), and how
  // long preparing may take (tables may be computed on a first run).
  std::string game;
  std::string variant;
  int prepare_timeout_ms = 300000;
  // Engine-supplied strings are cut past this many bytes as they are read.
  size_t max_string_bytes = protocol::kDefaultEngineStringCap;
};

// The directory of built-in engines next to this harness binary
// (bazel-bin/harness/tourney -> bazel-bin/engines).
std::string DefaultBuiltinDir();

// Names of the built-in engines found in `builtin_dir`.
std::vector<std::string> BuiltinEngines(const std::string& builtin_dir);

// The executable a spec names (its cmd, or the built-in's path).
absl::StatusOr<std::string> EngineCommand(const tourney::v1::EngineSpec& spec,
                                          const LaunchSettings& settings);

class EngineConnection {
 public:
  EngineConnection(tourney::v1::EngineSpec spec, LaunchSettings settings)
      : spec_(std::move(spec)), settings_(std::move(settings)) {}

  // The transport, starting (or restarting) and preparing the engine if
  // needed.
  absl::StatusOr<EngineTransport*> Get();
  // Starts (or connects to) the engine without preparing it.
  absl::StatusOr<EngineTransport*> Start();
  // Sends bot.v1 Prepare for the configured game to the started engine.
  absl::Status Prepare();
  // The transport if the engine is started, else nullptr (never starts it).
  EngineTransport* running() const { return transport_.get(); }
  // After a crash, timeout or protocol fault: the next Get() starts afresh.
  void Reset();
  // Whether the started engine can still be asked: a spawned one has not
  // exited, a remote one's connection is up. False when not started.
  bool Alive();
  // "exited with code 3" if the spawned engine has died (waiting up to
  // `wait_ms` for it to be reaped), else ""; under a memory limit it says
  // so ("killed by signal 6 (Aborted) under memory_mb=256").
  std::string ExitStatus(int wait_ms);
  // CPU time the running sandboxed engine has used since it started, in µs
  // (EngineProcess::CpuMicros); -1 when it is not sandboxed or not running.
  int64_t CpuMicros() const { return process_ != nullptr ? process_->CpuMicros() : -1; }
  // EngineProcess::SetDeciding, when it runs.
  void SetDeciding(bool deciding) const {
    if (process_ != nullptr) process_->SetDeciding(deciding);
  }

  const tourney::v1::EngineSpec& spec() const { return spec_; }
  // An addr= engine: reached over the network, never spawned.
  bool remote() const { return !spec_.addr().empty(); }
  // "ext (127.0.0.1:4000)" for a remote engine, else the name.
  std::string Where() const;
  // How many times the engine was started (or connected to): 1 unless a
  // fault made it restart.
  int starts() const { return starts_; }
  // Whether the last start failed before the engine's command ran: the
  // harness could not launch it (the sandbox, a limit, exec itself), so the
  // failure is the machine's, not the engine's.
  bool launch_failed() const { return launch_failed_; }

 private:
  // Starts the spawned engine's process to speak `kind`.
  absl::Status Spawn(const TransportKind& kind);
  // `status` with "engine NAME: " in front of its message.
  absl::Status Named(const absl::Status& status) const;

  tourney::v1::EngineSpec spec_;
  LaunchSettings settings_;
  std::unique_ptr<EngineProcess> process_;
  std::unique_ptr<EngineTransport> transport_;
  bool prepared_ = false;
  int starts_ = 0;
  bool launch_failed_ = false;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_ENGINE_CONNECTION_H_
