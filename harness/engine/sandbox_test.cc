#include "harness/engine/sandbox.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

#include "gtest/gtest.h"

namespace harness {
namespace {

bool Has(const std::vector<std::string>& argv, const std::vector<std::string>& run) {
  return std::search(argv.begin(), argv.end(), run.begin(), run.end()) != argv.end();
}

TEST(SandboxTest, BwrapSeesOnlyTheSystemAndTheEngineDirectory) {
  const std::vector<std::string> argv = BwrapCommand("/opt/bots/a/bot", {"--fast"});
  for (const char* flag : {"--unshare-net", "--unshare-pid", "--die-with-parent", "--clearenv"}) {
    EXPECT_TRUE(Has(argv, {flag})) << flag;
  }
  EXPECT_TRUE(Has(argv, {"--ro-bind", "/usr", "/usr"}));
  EXPECT_TRUE(Has(argv, {"--ro-bind", "/opt/bots/a", "/opt/bots/a"}));
  EXPECT_TRUE(Has(argv, {"--tmpfs", "/tmp"}));
  EXPECT_TRUE(Has(argv, {"--setenv", "TMPDIR", "/tmp"}));
  EXPECT_FALSE(Has(argv, {"/", "/"}));  // never the whole file system
  EXPECT_TRUE(Has(argv, {"--", "/opt/bots/a/bot", "--fast"}));
  EXPECT_EQ(argv.back(), "--fast");
}

TEST(SandboxTest, FindsTheExecutableAsExecWould) {
  std::string path;
  EXPECT_EQ(FindExecutable("sh", &path), 0);
  EXPECT_EQ(path.front(), '/');
  EXPECT_EQ(FindExecutable("no-such-command-here", &path), ENOENT);
  EXPECT_EQ(FindExecutable("/no/such/file", &path), ENOENT);
  EXPECT_EQ(FindExecutable("/", &path), EACCES);  // a directory
}

TEST(SandboxTest, SaysInOneLineWhyEnginesCannotBeSandboxed) {
  // Checked once per process: this is the first check here.
  setenv("PATH", "/nonexistent", 1);
  const absl::Status available = SandboxAvailable();
  if (geteuid() != 0 && available.message().find("pids cgroup") != absl::string_view::npos) {
    GTEST_SKIP() << "no pids cgroup here: " << available;
  }
  EXPECT_EQ(available.message(),
            "sandbox=bwrap: engines cannot be sandboxed here (bwrap is not installed (Debian "
            "package bubblewrap)); give the engine sandbox=none to run it unsandboxed");
}

}  // namespace
}  // namespace harness
