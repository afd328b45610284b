#include "harness/play/cpu_affinity.h"

#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

#include "gtest/gtest.h"

namespace harness {
namespace {

// The cores the calling thread may run on.
std::vector<int> ThreadCores() {
  cpu_set_t set;
  CPU_ZERO(&set);
  EXPECT_EQ(::pthread_getaffinity_np(::pthread_self(), sizeof(set), &set), 0);
  std::vector<int> cores;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (CPU_ISSET(cpu, &set)) cores.push_back(cpu);
  }
  return cores;
}

TEST(CpuAffinityTest, SlotsGoRoundRobinOverTheAllowedCoresAndChildrenInherit) {
  const std::vector<int> allowed = ThreadCores();  // the test's own thread is not pinned
  ASSERT_FALSE(allowed.empty());
  for (int slot : {0, 1, static_cast<int>(allowed.size())}) {
    std::thread worker([&] {
      int core = -1;
      ASSERT_TRUE(PinThisThreadToSlot(slot, &core).ok());
      EXPECT_EQ(core, allowed[slot % allowed.size()]);
      EXPECT_EQ(ThreadCores(), std::vector<int>{core});
      // An engine started from this thread runs on the same core.
      const pid_t child = ::fork();
      if (child == 0) _exit(ThreadCores() == std::vector<int>{core} ? 0 : 1);
      int status = 0;
      ASSERT_EQ(::waitpid(child, &status, 0), child);
      EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    });
    worker.join();
  }
  EXPECT_EQ(ThreadCores(), allowed);  // only the workers were pinned
}

}  // namespace
}  // namespace harness
