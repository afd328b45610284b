// An addr= engine where nothing listens is named as such, not as gRPC's
// "Deadline Exceeded" after the wait.
#include "harness/engine/grpc_transport.h"

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

// A local port that refuses connections: bound (so no one else takes it)
// but not listening.
class RefusingPort {
 public:
  RefusingPort() {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    if (::bind(fd_, reinterpret_cast<sockaddr*>(&address), size) == 0 &&
        ::getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size) == 0) {
      port_ = ntohs(address.sin_port);
    }
  }
  ~RefusingPort() { ::close(fd_); }
  int port() const { return port_; }

 private:
  int fd_ = -1;
  int port_ = 0;
};

TEST(GrpcTransportTest, NothingListeningIsARefusedConnection) {
  RefusingPort refusing;
  ASSERT_NE(refusing.port(), 0);
  const std::string address = absl::StrCat("127.0.0.1:", refusing.port());
  const std::string refused =
      absl::StrCat("cannot connect to ", address, ": connection refused (nothing listens there)");
  GrpcTransport transport(address);
  absl::StatusOr<bot::v1::EngineInfo> info = transport.GetInfo(500);
  EXPECT_EQ(info.status().code(), absl::StatusCode::kUnavailable);
  EXPECT_EQ(info.status().message(), refused);
  EXPECT_EQ(GrpcTransport(address).WaitUntilReady(500).message(), refused);
}

// Issue 31: a port that accepts TCP but never speaks read "(is the host up,
// and the port open?)".
TEST(GrpcTransportTest, APortThatAcceptsButNeverSpeaksIsNamedSo) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof address;
  ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&address), size), 0);
  ASSERT_EQ(::listen(fd, 16), 0);  // the kernel completes handshakes; no one answers
  ASSERT_EQ(::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size), 0);
  const std::string where = absl::StrCat("127.0.0.1:", ntohs(address.sin_port));
  EXPECT_EQ(GrpcTransport(where).WaitUntilReady(500).message(),
            absl::StrCat("cannot connect to ", where,
                         " within 500 ms: the port accepts TCP connections but does not speak "
                         "gRPC (no HTTP/2 answer)"));
  // Naming it costs no second wait: "unreachable for 5.0 s" came of a 3 s
  // grace when a 1 s probe call followed each timed-out wait. (A bound on
  // a timeout the test sets, not on the machine's speed.)
  const auto asked = std::chrono::steady_clock::now();
  EXPECT_FALSE(GrpcTransport(where).GetInfo(500).ok());
  EXPECT_LT(std::chrono::steady_clock::now() - asked, std::chrono::milliseconds(1200));
  ::close(fd);
}

}  // namespace
}  // namespace harness
