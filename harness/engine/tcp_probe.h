// Whether a TCP connection to an address can be opened at all: tells a port
// where something listens but does not speak gRPC from a host that is down.
#ifndef HARNESS_ENGINE_TCP_PROBE_H_
#define HARNESS_ENGINE_TCP_PROBE_H_

#include <string>

namespace harness {

// True if a TCP connection to `host_port` ("HOST:PORT", "[V6]:PORT")
// completes within `timeout_ms`; it is closed at once.
bool AcceptsTcp(const std::string& host_port, int timeout_ms);

}  // namespace harness

#endif  // HARNESS_ENGINE_TCP_PROBE_H_
