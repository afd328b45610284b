// `tourney slurm` copies the harness and the built-in engines the
// tournament plays into the run's directory, and its sbatch scripts run the
// copies: not the path the binary was started from (in Bazel's cache, which
// a rebuild changes under a running array).
#include "harness/cli/slurm_binaries.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/cli/commands.h"

namespace harness {
namespace {

namespace fs = std::filesystem;

std::string Scratch(const std::string& name) {
  const std::string path = std::string(std::getenv("TEST_TMPDIR")) + "/" + name;
  fs::remove_all(path);
  fs::create_directories(path);
  return path;
}

std::string Read(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// A fake build: a tourney binary and three built-in engines, read-only as
// Bazel leaves them.
std::string FakeBuild(const std::string& root) {
  std::ofstream(root + "/tourney") << "tourney";
  for (const std::string name : {"random", "reversi", "yacht"}) {
    fs::create_directories(root + "/engines/" + name);
    std::ofstream(root + "/engines/" + name + "/" + name + "_engine") << name;
  }
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.is_regular_file()) {
      fs::permissions(entry.path(), fs::perms::owner_read | fs::perms::owner_exec);
    }
  }
  return root;
}

tourney::v1::TournamentConfig TwoBuiltins() {
  tourney::v1::TournamentConfig config;
  config.add_engines()->set_builtin("reversi");
  config.add_engines()->set_builtin("random");
  config.add_engines()->set_cmd("./mybot");
  config.add_engines()->set_builtin("reversi");
  return config;
}

TEST(SlurmBinariesTest, CopiesTheHarnessAndTheBuiltinsPlayedOnly) {
  const std::string build = FakeBuild(Scratch("build"));
  const std::string dest = Scratch("run") + "/bin";
  for (int twice = 0; twice < 2; ++twice) {  // read-only copies are replaced
    absl::StatusOr<SlurmBinaries> copies =
        CopySlurmBinaries(build + "/tourney", build + "/engines", TwoBuiltins(), dest);
    ASSERT_TRUE(copies.ok()) << copies.status();
    EXPECT_EQ(copies->tourney, dest + "/tourney");
    EXPECT_EQ(copies->builtin_dir, dest + "/engines");
  }
  EXPECT_EQ(Read(dest + "/tourney"), "tourney");
  EXPECT_EQ(Read(dest + "/engines/reversi/reversi_engine"), "reversi");
  EXPECT_EQ(Read(dest + "/engines/random/random_engine"), "random");
  EXPECT_NE(fs::status(dest + "/tourney").permissions() & fs::perms::owner_exec, fs::perms::none);
  EXPECT_FALSE(fs::exists(dest + "/engines/yacht"));
}

TEST(SlurmBinariesTest, AMissingEngineIsNamed) {
  const std::string build = FakeBuild(Scratch("build_missing"));
  tourney::v1::TournamentConfig config;
  config.add_engines()->set_builtin("davinci");
  const std::string dest = Scratch("run_missing") + "/bin";
  absl::StatusOr<SlurmBinaries> copies =
      CopySlurmBinaries(build + "/tourney", build + "/engines", config, dest);
  ASSERT_FALSE(copies.ok());
  EXPECT_NE(copies.status().message().find("cannot copy " + build +
                                           "/engines/davinci/davinci_engine to " + dest +
                                           "/engines/davinci/davinci_engine: "),
            std::string::npos)
      << copies.status();
}

// The written scripts run DIR/bin/tourney with DIR/bin/engines (or the
// --bin-dir given), never the binary's own path.
TEST(SlurmBinariesTest, TheScriptsRunTheCopies) {
  const std::string build = FakeBuild(Scratch("build_scripts"));
  const std::string out = Scratch("scripts") + "/t1";
  const std::string named = Scratch("named_bin");
  for (const std::string& bin : {out + "/bin", named}) {
    fs::remove_all(out);
    std::vector<std::string> args = {"--shards",
                                     "2",
                                     "--games",
                                     "2",
                                     "--seed",
                                     "3",
                                     "--no-submit",
                                     "--engine",
                                     "name=a,builtin=random",
                                     "--engine",
                                     "name=b,builtin=reversi",
                                     "--tourney-bin",
                                     build + "/tourney",
                                     "--builtin-dir",
                                     build + "/engines",
                                     "--out",
                                     out};
    if (bin == named) args.insert(args.end(), {"--bin-dir", named});
    ASSERT_EQ(SlurmCommand(args), 0);
    const std::string shards = Read(out + "/shards.sbatch");
    EXPECT_NE(shards.find("exec " + bin + "/tourney shard " + out), std::string::npos) << shards;
    EXPECT_NE(shards.find("--builtin-dir " + bin + "/engines"), std::string::npos) << shards;
    EXPECT_EQ(shards.find(build), std::string::npos) << shards;
    EXPECT_NE(Read(out + "/merge.sbatch").find("exec " + bin + "/tourney merge-shards " + out),
              std::string::npos);
    EXPECT_EQ(Read(bin + "/engines/reversi/reversi_engine"), "reversi");
  }
}

}  // namespace
}  // namespace harness
