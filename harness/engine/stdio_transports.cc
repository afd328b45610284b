#include "harness/engine/stdio_transports.h"

#include "absl/strings/str_cat.h"
#include "harness/engine/bot_stdio_transport.h"
#include "harness/engine/gtp_transport.h"
#include "harness/engine/nboard_transport.h"

namespace harness {

absl::StatusOr<std::unique_ptr<EngineTransport>> MakeStdioTransport(const std::string& protocol,
                                                                    EngineProcess& process) {
  const std::string where = absl::StrCat(protocol, " engine, pid ", process.pid());
  if (protocol == "jsonl" || protocol == "proto") {
    return std::make_unique<BotStdioTransport>(
        protocol == "jsonl" ? StdioEncoding::kJsonLines : StdioEncoding::kBinary,
        process.stdin_fd(), process.stdout_fd(), where, process.log());
  }
  if (protocol == "gtp") {
    return std::make_unique<GtpTransport>(process.stdin_fd(), process.stdout_fd(), where);
  }
  if (protocol == "nboard") {
    return std::make_unique<NboardTransport>(process.stdin_fd(), process.stdout_fd(), where);
  }
  return absl::UnimplementedError(absl::StrCat("no transport for protocol '", protocol, "'"));
}

}  // namespace harness
