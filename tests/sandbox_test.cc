// sandbox=bwrap holds: an engine that tries to write outside its temporary
// directory, read another engine's binary, the results log and /etc/shadow,
// connect over TCP and hold 10 000 processes plays its games, and every try
// fails (its own temporary directory works and is gone after); the same
// engine unsandboxed succeeds at the plain tries, so the test sees the
// difference. Sandboxed it also tries what root could do if the sandbox
// kept root's privileges (run as root, as CI and contests run, this is the
// test that the harness drops them): capabilities, remount, mount,
// open_by_handle_at, ptrace, new namespaces, /proc/sys, 32-bit system calls,
// memory past the cap. The engine (tests/sandbox_probe_bot.py) reports each
// try on stderr, in the engines log. An engine over its memory cap loses,
// and the record says why.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <climits>
#include <cstdlib>
#include <iterator>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"
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

// Two games of the probe against random, `sandbox` as given; with
// `memory_mb` > 0 the probe also tries what root could (sandboxed only).
Probe RunProbe(const std::string& name, const std::string& sandbox, int forks, int memory_mb) {
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
                    RealPath("engines/random/random_engine"), " ", results, " /etc/shadow -- ",
                    listener.port(), " ", forks, " ", memory_mb),
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

// What the probe tries past the plain ones, with memory_mb (a child of it
// touching more than the default cap of 1 GiB).
const char* const kPrivilegedEscapes[] = {"probe capabilities",
                                          "probe remount_rw",
                                          "probe mount",
                                          "probe open_by_handle_at",
                                          "probe ptrace",
                                          "probe unshare",
                                          "probe clone_namespaces",
                                          "probe write_proc_sys",
                                          "probe root_owned_file",
                                          "probe memory",
                                          "probe int80_getpid",
                                          "probe read /etc/shadow"};
constexpr int kProbeMemoryMb = 1200;

TEST(SandboxTest, EveryEscapeFailsInTheSandbox) {
  const Probe probe = RunProbe("sandbox_bwrap", "bwrap", 10000, kProbeMemoryMb);
  // Root (as on the project's machines and CI) can always make the
  // cgroups; elsewhere the sandbox may be unavailable, and says so.
  if (geteuid() != 0 &&
      probe.errors.find("engines cannot be sandboxed here") != std::string::npos) {
    GTEST_SKIP() << probe.errors;
  }
  ASSERT_EQ(probe.exit_code, 0) << probe.errors;
  ASSERT_EQ(probe.results, 2) << probe.errors << probe.engines_log;
  std::vector<std::string> escapes(std::begin(kEscapes), std::end(kEscapes));
  escapes.insert(escapes.end(), std::begin(kPrivilegedEscapes), std::end(kPrivilegedEscapes));
  for (const std::string& escape : escapes) {
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

// Two games of a sandboxed `hog` (tests/hog_bot.py) against `opponent`.
struct HogRun {
  std::string results;
  std::string errors;
  bool finished = false;
  // Only a harness that is not root may find the machine cannot sandbox.
  bool unavailable() const {
    return geteuid() != 0 && errors.find("engines cannot be sandboxed here") != std::string::npos;
  }
};

HogRun RunHog(const std::string& name, const std::string& hog_keys, const std::string& opponent,
              const std::string& concurrency) {
  const std::string dir = ScratchPath(name);
  HogRun run;
  run.results = dir + "/results.jsonl";
  const pid_t tourney = StartTourney(
      {"run", "--engine", "name=hog,cmd=tests/hog_bot.py,protocol=jsonl,sandbox=bwrap," + hog_keys,
       "--engine", opponent, "--games", "2", "--seed", "3", "--concurrency", concurrency,
       "--results", run.results, "--builtin-dir", "engines"},
      "", dir + ".err");
  run.finished = WaitFor(tourney, seconds(60)).has_value();
  run.errors = ReadAll(dir + ".err");
  return run;
}

TEST(SandboxTest, AnEngineOverItsMemoryCapLosesSayingSo) {
  const HogRun run =
      RunHog("sandbox_memory", "memory_mb=64,args=memory 200", "name=random,builtin=random", "1");
  if (run.unavailable()) GTEST_SKIP() << run.errors;
  ASSERT_TRUE(run.finished) << run.errors;
  const std::string log = ReadAll(run.results);
  EXPECT_EQ(CountLines(run.results), 2) << run.errors << log;
  EXPECT_NE(log.find("exited with code 137, over its memory cap of 64 MiB"), std::string::npos)
      << log;
  EXPECT_EQ(log.find("\"termination\":\"normal\""), std::string::npos) << log;
}

// CPU fairness, at --concurrency 2: a bot spinning 8 processes between and
// during everyone's moves, sandboxed with cpus=1, gets at most one core in
// each game (its cgroup's CPU time, in the record, over the game's wall
// time), while a sandboxed engine's own CPU time is measured and shown.
TEST(SandboxTest, ACpuHogWithCpusOneGetsOneCoreAndIsMeasured) {
  const HogRun run =
      RunHog("sandbox_cpu", "cpus=1,args=cpu 8", "name=reversi,builtin=reversi,st=0.05", "2");
  if (run.unavailable()) GTEST_SKIP() << run.errors;
  ASSERT_TRUE(run.finished) << run.errors;
  const absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(run.results);
  ASSERT_TRUE(loaded.ok()) << loaded.status() << run.errors;
  ASSERT_EQ(loaded->records.size(), 2u) << run.errors;
  for (const tourney::v1::GameRecord& game : loaded->records) {
    for (const tourney::v1::PlayerRecord& player : game.players()) {
      if (player.name() != "hog") {
        EXPECT_FALSE(player.has_cpu_ms()) << "an unsandboxed engine has no cgroup to measure";
        continue;
      }
      ASSERT_TRUE(player.has_cpu_ms()) << game.ShortDebugString();
      // It spun, on one core at most (100 ms of slack: the quota is
      // enforced per 100 ms period). How much it got below that depends on
      // the machine's other load: two of it and two searching engines share
      // two cores here.
      EXPECT_GT(player.cpu_ms(), game.duration_ms() / 10) << game.ShortDebugString();
      EXPECT_LT(player.cpu_ms(), game.duration_ms() + 100) << game.ShortDebugString();
      EXPECT_LE(player.cpu_ms_own_moves(), player.cpu_ms());
    }
  }
  const std::string table = run.results + ".ratings";
  WaitFor(StartTourney({"ratings", run.results}, table, table + ".err"), seconds(30));
  EXPECT_NE(ReadAll(table).find("CPU time per sandboxed engine"), std::string::npos)
      << ReadAll(table);
}

TEST(SandboxTest, EveryEscapeSucceedsUnsandboxed) {
  // More processes than the sandbox allows (kSandboxMaxTasks = 256).
  const Probe probe = RunProbe("sandbox_none", "none", 300, 0);
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
