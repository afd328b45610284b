// sandbox=bwrap holds: an engine that tries to write outside its temporary
// directory, read another engine's binary and the results log, connect over
// TCP and hold 10 000 processes plays its games, and every try fails (its
// own temporary directory works and is gone after); the same engine
// unsandboxed succeeds at each, so the test sees the difference. The engine
// (tests/sandbox_probe_bot.py) reports each try on stderr, in the engines
// log.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <climits>
#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

using std::chrono::seconds;

// A TCP port on 127.0.0.1 that accepts connections (into its backlog).
class Listener {
 public:
  Listener() : fd_(socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in address = {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    bind(fd_, reinterpret_cast<sockaddr*>(&address), size);
    listen(fd_, 16);
    getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size);
    port_ = ntohs(address.sin_port);
  }
  ~Listener() { close(fd_); }
  int port() const { return port_; }

 private:
  int fd_;
  int port_ = 0;
};

std::string RealPath(const std::string& path) {
  char resolved[PATH_MAX];
  return realpath(path.c_str(), resolved) != nullptr ? resolved : path;
}

std::string HostTmp() {
  const char* tmp = std::getenv("TMPDIR");
  return tmp != nullptr ? tmp : "/tmp";
}

struct Probe {
  std::string engines_log;  // what the probe said
  std::string escaped;      // the file it tried to write outside
  std::string tmp_file;     // where its temporary file would be on the host
  int results = 0;          // games recorded
  std::string errors;       // the run's stderr
  int exit_code = -1;       // the run's (-1: killed, or still running after 120 s)
};

// Two games of the probe against random, `sandbox` as given.
Probe RunProbe(const std::string& name, const std::string& sandbox, int forks) {
  const std::string dir = ScratchPath(name);
  const std::string results = dir + "/results.jsonl";
  Probe probe;
  probe.escaped = dir + "/escaped.txt";
  const std::string tmp_name = absl::StrCat("sandbox-probe-", name, "-", getpid());
  probe.tmp_file = HostTmp() + "/" + tmp_name;
  Listener listener;
  const pid_t tourney = StartTourney(
      {"run", "--engine",
       absl::StrCat("name=probe,cmd=tests/sandbox_probe_bot.py,protocol=jsonl,sandbox=", sandbox,
                    ",args=", probe.escaped, " ", tmp_name, " ",
                    RealPath("engines/random/random_engine"), " ", results, " -- ", listener.port(),
                    " ", forks),
       "--engine", "name=random,builtin=random", "--games", "2", "--seed", "3", "--results",
       results, "--builtin-dir", "engines"},
      "", dir + ".err");
  const std::optional<int> status = WaitFor(tourney, seconds(120));
  probe.errors = ReadAll(dir + ".err");
  probe.exit_code = status.has_value() ? ExitCode(*status) : -1;
  probe.engines_log = ReadAll(results + ".engines.log");
  probe.results = CountLines(results);
  return probe;
}

bool Says(const Probe& probe, const std::string& line) {
  return probe.engines_log.find(line) != std::string::npos;
}

// How each try's line in the engines log begins; it goes on ": ok" or
// ": failed (why)".
const char* const kEscapes[] = {"probe write_outside", "random_engine", "results.jsonl",
                                "probe tcp_connect"};

TEST(SandboxTest, EveryEscapeFailsInTheSandbox) {
  const Probe probe = RunProbe("sandbox_bwrap", "bwrap", 10000);
  // Root (as on the project's machines and CI) can always make the pids
  // cgroup; elsewhere the sandbox may be unavailable, and says so.
  if (geteuid() != 0 &&
      probe.errors.find("engines cannot be sandboxed here") != std::string::npos) {
    GTEST_SKIP() << probe.errors;
  }
  ASSERT_EQ(probe.exit_code, 0) << probe.errors;
  ASSERT_EQ(probe.results, 2) << probe.errors << probe.engines_log;
  for (const std::string escape : kEscapes) {
    EXPECT_TRUE(Says(probe, escape + ": failed")) << escape << "\n" << probe.engines_log;
    EXPECT_FALSE(Says(probe, escape + ": ok")) << escape << "\n" << probe.engines_log;
  }
  EXPECT_NE(access(probe.escaped.c_str(), F_OK), 0);
  EXPECT_TRUE(Says(probe, "probe write_tmp: ok")) << probe.engines_log;
  EXPECT_NE(access(probe.tmp_file.c_str(), F_OK), 0) << "its /tmp was the host's";
  // At most the cgroup's 256 tasks, bwrap's and the probe's own included.
  EXPECT_FALSE(Says(probe, "probe fork: 10000 of 10000")) << probe.engines_log;
  EXPECT_TRUE(Says(probe, "of 10000 ([Errno 11] Resource temporarily unavailable)"))
      << probe.engines_log;
}

TEST(SandboxTest, EveryEscapeSucceedsUnsandboxed) {
  // More processes than the sandbox allows (kSandboxMaxTasks = 256).
  const Probe probe = RunProbe("sandbox_none", "none", 300);
  ASSERT_EQ(probe.exit_code, 0) << probe.errors;
  ASSERT_EQ(probe.results, 2) << probe.errors << probe.engines_log;
  for (const std::string escape : kEscapes) {
    EXPECT_TRUE(Says(probe, escape + ": ok")) << escape << "\n" << probe.engines_log;
  }
  EXPECT_EQ(access(probe.escaped.c_str(), F_OK), 0);
  EXPECT_EQ(unlink(probe.tmp_file.c_str()), 0) << "its /tmp was not the host's";
  EXPECT_TRUE(Says(probe, "probe fork: 300 of 300")) << probe.engines_log;
}

}  // namespace
}  // namespace tests
