#include "harness/engine/engine_connection.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "harness/engine/sandbox.h"
#include "harness/engine/transport_kinds.h"

namespace harness {
namespace {

// How long a spawned engine that failed a call is waited for to be reaped,
// so that the error can say how it ended.
constexpr int kExitWaitMs = 500;

}  // namespace

std::string DefaultBuiltinDir() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return "engines";
  return (self.parent_path().parent_path() / "engines").string();
}

std::vector<std::string> BuiltinEngines(const std::string& builtin_dir) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(builtin_dir, error)) {
    const std::string name = entry.path().filename().string();
    if (::access((entry.path() / (name + "_engine")).c_str(), X_OK) == 0) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

absl::StatusOr<std::string> EngineCommand(const tourney::v1::EngineSpec& spec,
                                          const LaunchSettings& settings) {
  if (!spec.cmd().empty()) return spec.cmd();
  const std::string path =
      absl::StrCat(settings.builtin_dir, "/", spec.builtin(), "/", spec.builtin(), "_engine");
  if (::access(path.c_str(), X_OK) != 0) {
    return absl::NotFoundError(absl::StrCat(
        "engine ", spec.name(), ": no built-in engine '", spec.builtin(), "' (looked for ", path,
        "; built-ins: ", absl::StrJoin(BuiltinEngines(settings.builtin_dir), ", "), ")"));
  }
  return path;
}

absl::StatusOr<EngineTransport*> EngineConnection::Get() {
  absl::StatusOr<EngineTransport*> transport = Start();
  if (!transport.ok() || prepared_) return transport;
  absl::Status prepared = Prepare();
  if (!prepared.ok()) return prepared;
  return transport;
}

absl::Status EngineConnection::Prepare() {
  bot::v1::PrepareRequest request;
  request.set_game(settings_.game);
  request.set_variant(settings_.variant);
  *request.mutable_options() = spec_.options();
  const auto asked = std::chrono::steady_clock::now();
  absl::Status prepared = transport_->Prepare(request, settings_.prepare_timeout_ms);
  if (!prepared.ok()) {
    const bool too_slow = std::chrono::steady_clock::now() - asked >=
                          std::chrono::milliseconds(settings_.prepare_timeout_ms);
    // An engine that died before answering says how (a moment to reap it).
    const std::string exit_status = too_slow ? "" : ExitStatus(kExitWaitMs);
    Reset();
    return Named(absl::Status(
        prepared.code(),
        absl::StrCat(
            too_slow ? absl::StrCat("Prepare took longer than its ", settings_.prepare_timeout_ms,
                                    " ms (prepare_timeout_ms, --prepare-timeout-ms); ")
                     : "",
            exit_status.empty() ? "" : absl::StrCat("engine ", exit_status, "; "),
            prepared.message())));
  }
  prepared_ = true;
  return absl::OkStatus();
}

absl::StatusOr<EngineTransport*> EngineConnection::Start() {
  if (transport_) return transport_.get();
  ++starts_;
  const TransportKind& kind = TransportOf(spec_);
  if (!remote()) {
    absl::Status spawned = Spawn(kind);
    if (!spawned.ok()) return spawned;
  }
  absl::StatusOr<std::unique_ptr<EngineTransport>> transport = MakeTransport(
      kind, spec_, process_.get(), settings_.startup_timeout_ms, settings_.max_string_bytes);
  if (!transport.ok()) {
    process_.reset();
    return Named(transport.status());
  }
  transport_ = *std::move(transport);
  return transport_.get();
}

absl::Status EngineConnection::Spawn(const TransportKind& kind) {
  launch_failed_ = true;  // until the command has run
  absl::StatusOr<std::string> command = EngineCommand(spec_, settings_);
  if (!command.ok()) return command.status();
  std::vector<std::string> args(spec_.args().begin(), spec_.args().end());
  if (!spec_.builtin().empty() && !kind.builtin_flag.empty()) {
    args.emplace_back(kind.builtin_flag);
  }
  SpawnLimits limits;
  limits.log_max_bytes = settings_.log_max_bytes;
  limits.sandbox = spec_.sandbox() == tourney::v1::EngineSpec::BWRAP;
  const int64_t memory_mb =
      spec_.memory_mb() == 0 && limits.sandbox ? kSandboxDefaultMemoryMb : spec_.memory_mb();
  limits.memory_bytes = memory_mb << 20;
  limits.cpus = static_cast<int>(spec_.cpus());
  bool launched = false;
  absl::StatusOr<std::unique_ptr<EngineProcess>> process = EngineProcess::Start(
      *command, args, settings_.log_path, settings_.startup_timeout_ms, kind.io, limits, &launched);
  launch_failed_ = !launched;
  if (!process.ok()) return Named(process.status());
  process_ = *std::move(process);
  return absl::OkStatus();
}

absl::Status EngineConnection::Named(const absl::Status& status) const {
  return absl::Status(status.code(), absl::StrCat("engine ", spec_.name(), ": ", status.message()));
}

void EngineConnection::Reset() {
  prepared_ = false;
  transport_.reset();
  process_.reset();
}

bool EngineConnection::Alive() {
  if (transport_ == nullptr) return false;
  if (process_ == nullptr) return transport_->Connected();
  return ExitStatus(0).empty();
}

std::string EngineConnection::ExitStatus(int wait_ms) {
  const std::string status = process_ ? process_->ExitStatus(wait_ms) : "";
  // A sandboxed engine's process says when it went over its cap.
  if (status.empty() || spec_.memory_mb() == 0 ||
      spec_.sandbox() == tourney::v1::EngineSpec::BWRAP) {
    return status;
  }
  return absl::StrCat(status, " under memory_mb=", spec_.memory_mb());
}

std::string EngineConnection::Where() const {
  return remote() ? absl::StrCat(spec_.name(), " (", spec_.addr(), ")") : spec_.name();
}

}  // namespace harness
