#include "harness/engine/sandbox.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

#include "gtest/gtest.h"
#include "harness/engine/seccomp_filter.h"

namespace harness {
namespace {

bool Has(const std::vector<std::string>& argv, const std::vector<std::string>& run) {
  return std::search(argv.begin(), argv.end(), run.begin(), run.end()) != argv.end();
}

TEST(SandboxTest, BwrapSeesOnlyTheSystemAndTheEngineDirectory) {
  if (geteuid() != 0) GTEST_SKIP() << "making an engine's cgroups takes root";
  absl::StatusOr<std::unique_ptr<SandboxLaunch>> launch =
      PrepareSandbox("/usr/bin/env", {"--fast"}, {kSandboxMaxTasks, 64 << 20, 1});
  ASSERT_TRUE(launch.ok()) << launch.status();
  const std::vector<std::string>& argv = (*launch)->argv;
  for (const char* flag : {"--unshare-user", "--unshare-net", "--unshare-pid", "--disable-userns",
                           "--die-with-parent", "--clearenv", "--seccomp"}) {
    EXPECT_TRUE(Has(argv, {flag})) << flag;
  }
  EXPECT_TRUE(Has(argv, {"--cap-drop", "ALL"}));
  EXPECT_TRUE(Has(argv, {"--ro-bind", "/usr", "/usr"}));
  EXPECT_FALSE(Has(argv, {"/etc", "/etc"}));  // only the files it needs, never shadow
  EXPECT_TRUE(Has(argv, {"/etc/passwd"}));
  EXPECT_TRUE(Has(argv, {"--tmpfs", "/tmp"}));
  EXPECT_TRUE(Has(argv, {"--setenv", "TMPDIR", "/tmp"}));
  EXPECT_FALSE(Has(argv, {"/", "/"}));  // never the whole file system
  EXPECT_TRUE(Has(argv, {"--", "/usr/bin/env", "--fast"}));
  EXPECT_TRUE((*launch)->switch_user);
  EXPECT_GE((*launch)->uid, kSandboxFirstUid);
  EXPECT_EQ((*launch)->copy, nullptr);  // /usr/bin is in the view already
}

TEST(SandboxTest, TheSeccompProgramBuilds) {
  const absl::StatusOr<std::string> program = SandboxSeccompProgram();
  ASSERT_TRUE(program.ok()) << program.status();
  EXPECT_GT(program->size(), 40 * 8u);  // struct sock_filter is 8 bytes
  EXPECT_EQ(program->size() % 8, 0u);
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
  if (geteuid() != 0 && available.message().find("cgroup") != absl::string_view::npos) {
    GTEST_SKIP() << "no cgroups for engines here: " << available;
  }
  EXPECT_EQ(available.message(),
            "sandbox=bwrap: engines cannot be sandboxed here (bwrap is not installed (Debian "
            "package bubblewrap)); give the engine sandbox=none to run it unsandboxed");
}

}  // namespace
}  // namespace harness
