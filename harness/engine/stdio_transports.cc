#include "harness/engine/stdio_transports.h"

#include "absl/strings/str_cat.h"

namespace harness {

absl::StatusOr<std::unique_ptr<EngineTransport>> MakeStdioTransport(const std::string& protocol,
                                                                    EngineProcess& process) {
  (void)process;
  return absl::UnimplementedError(absl::StrCat("protocol '", protocol, "' is not supported yet"));
}

}  // namespace harness
