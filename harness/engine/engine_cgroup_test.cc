#include "harness/engine/engine_cgroup.h"

#include <unistd.h>

#include <fstream>
#include <string>

#include "gtest/gtest.h"

namespace harness {
namespace {

// The CPU weight file's value, from whichever of the cgroup's directories
// holds it.
std::string CpuWeight(const EngineCgroup& cgroup) {
  for (const std::string& dir : cgroup.dirs()) {
    for (const char* name : {"/cpu.shares", "/cpu.weight"}) {
      std::ifstream file(dir + name);
      std::string value;
      if (file >> value) return value;
    }
  }
  return "";
}

// Between its decisions an engine has the least CPU weight there is, so a
// spinning one takes no CPU from the engine whose move it is.
TEST(EngineCgroupTest, TheWeightIsTheLeastBetweenDecisions) {
  if (geteuid() != 0) GTEST_SKIP() << "making an engine's cgroups takes root";
  absl::StatusOr<std::unique_ptr<EngineCgroup>> cgroup = EngineCgroup::Create({16, 64 << 20, 0});
  ASSERT_TRUE(cgroup.ok()) << cgroup.status();
  const std::string usual = CpuWeight(**cgroup);
  ASSERT_TRUE(usual == "1024" || usual == "100") << usual;
  (*cgroup)->SetDeciding(false);
  EXPECT_EQ(CpuWeight(**cgroup), usual == "1024" ? "2" : "1");
  (*cgroup)->SetDeciding(true);
  EXPECT_EQ(CpuWeight(**cgroup), usual);
  EXPECT_GE((*cgroup)->CpuMicros(), 0);
}

}  // namespace
}  // namespace harness
