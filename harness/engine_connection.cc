#include "harness/engine_connection.h"

#include <unistd.h>

#include <filesystem>

#include "absl/strings/str_cat.h"

namespace harness {

std::string DefaultBuiltinDir() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return "engines";
  return (self.parent_path().parent_path() / "engines").string();
}

absl::StatusOr<std::string> EngineCommand(const tourney::v1::EngineSpec& spec,
                                          const LaunchSettings& settings) {
  if (!spec.cmd().empty()) return spec.cmd();
  const std::string path =
      absl::StrCat(settings.builtin_dir, "/", spec.builtin(), "/", spec.builtin(), "_engine");
  if (::access(path.c_str(), X_OK) != 0) {
    return absl::NotFoundError(absl::StrCat("engine ", spec.name(), ": no built-in engine '",
                                            spec.builtin(), "' (looked for ", path,
                                            "; built-ins: random, reversi)"));
  }
  return path;
}

absl::StatusOr<EngineClient*> EngineConnection::Get() {
  if (client_) return client_.get();
  if (!spec_.addr().empty()) {
    client_ = std::make_unique<EngineClient>(spec_.addr());
    return client_.get();
  }
  absl::StatusOr<std::string> command = EngineCommand(spec_, settings_);
  if (!command.ok()) return command.status();
  std::vector<std::string> args(spec_.args().begin(), spec_.args().end());
  absl::StatusOr<std::unique_ptr<EngineProcess>> process =
      EngineProcess::Start(*command, args, settings_.log_path, settings_.startup_timeout_ms);
  if (!process.ok()) {
    return absl::Status(process.status().code(),
                        absl::StrCat("engine ", spec_.name(), ": ", process.status().message()));
  }
  process_ = *std::move(process);
  auto client = std::make_unique<EngineClient>(process_->address());
  absl::Status ready = client->WaitUntilReady(settings_.startup_timeout_ms);
  if (!ready.ok()) {
    process_.reset();
    return absl::Status(ready.code(), absl::StrCat("engine ", spec_.name(), ": ", ready.message()));
  }
  client_ = std::move(client);
  return client_.get();
}

void EngineConnection::Reset() {
  client_.reset();
  process_.reset();
}

std::string EngineConnection::ExitStatus(int wait_ms) {
  return process_ ? process_->ExitStatus(wait_ms) : "";
}

}  // namespace harness
