#include "harness/engine/stdio_transports.h"

#include "absl/strings/str_cat.h"
#include "harness/engine/jsonl_transport.h"

namespace harness {

absl::StatusOr<std::unique_ptr<EngineTransport>> MakeStdioTransport(const std::string& protocol,
                                                                    EngineProcess& process) {
  const std::string where = absl::StrCat("stdio pid ", process.pid());
  if (protocol == "jsonl") {
    return std::make_unique<JsonlTransport>(process.stdin_fd(), process.stdout_fd(), where);
  }
  return absl::UnimplementedError(absl::StrCat("protocol '", protocol, "' is not supported yet"));
}

}  // namespace harness
