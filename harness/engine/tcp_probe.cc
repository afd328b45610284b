#include "harness/engine/tcp_probe.h"

#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

namespace harness {
namespace {

bool ConnectsWithin(const addrinfo& address, int timeout_ms) {
  const int fd = ::socket(address.ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return false;
  bool connected = ::connect(fd, address.ai_addr, address.ai_addrlen) == 0;
  if (!connected && errno == EINPROGRESS) {
    pollfd poll_fd = {fd, POLLOUT, 0};
    int error = 0;
    socklen_t size = sizeof error;
    connected = ::poll(&poll_fd, 1, timeout_ms) == 1 &&
                ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0;
  }
  ::close(fd);
  return connected;
}

}  // namespace

bool AcceptsTcp(const std::string& host_port, int timeout_ms) {
  const size_t colon = host_port.rfind(':');
  if (colon == std::string::npos) return false;
  std::string host = host_port.substr(0, colon);
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
    host = host.substr(1, host.size() - 2);
  }
  const std::string port = host_port.substr(colon + 1);
  addrinfo hints = {};
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (::getaddrinfo(host.c_str(), port.c_str(), &hints, &found) != 0) return false;
  bool accepts = false;
  for (const addrinfo* address = found; address != nullptr && !accepts;
       address = address->ai_next) {
    accepts = ConnectsWithin(*address, timeout_ms);
  }
  ::freeaddrinfo(found);
  return accepts;
}

}  // namespace harness
