#include "harness/seeds/keyed_seed.h"

#include <bitset>
#include <set>

#include "gtest/gtest.h"

namespace harness {
namespace {

// Pinned: a run replays exactly from its master seed on any machine, and a
// change of derivation (which changes every tournament's games) shows here.
TEST(KeyedSeedTest, IsTheSameOnEveryMachine) {
  EXPECT_EQ(KeyedSeed(2024, "engine", {0, 0, 0}), 9794675166685014581u);
  EXPECT_EQ(KeyedHash(1, ""), 2534778022363324942u);
}

TEST(KeyedSeedTest, EveryPurposeAndFieldGivesAnotherSeed) {
  std::set<uint64_t> seen;
  for (uint64_t a = 0; a < 8; ++a) {
    for (uint64_t b = 0; b < 8; ++b) {
      EXPECT_TRUE(seen.insert(KeyedSeed(7, "engine", {a, b})).second) << a << "," << b;
      EXPECT_TRUE(seen.insert(KeyedSeed(7, "game", {a, b})).second) << a << "," << b;
    }
  }
  EXPECT_NE(KeyedSeed(7, "game", {1}), KeyedSeed(7, "game", {1, 0}));
  EXPECT_NE(KeyedSeed(7, "ga", {}), KeyedSeed(7, "g", {}));
}

// Master seeds one apart share nothing visible: about half the bits differ.
TEST(KeyedSeedTest, NeighbouringMasterSeedsGiveUnrelatedSeeds) {
  int differing = 0;
  constexpr int kPairs = 1000;
  for (uint64_t master = 1; master <= kPairs; ++master) {
    differing += static_cast<int>(
        std::bitset<64>(KeyedSeed(master, "engine", {0}) ^ KeyedSeed(master + 1, "engine", {0}))
            .count());
  }
  EXPECT_NEAR(differing / static_cast<double>(kPairs), 32.0, 1.0);
}

}  // namespace
}  // namespace harness
