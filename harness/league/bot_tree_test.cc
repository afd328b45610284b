#include "harness/league/bot_tree.h"

#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "harness/engine/bot_copy.h"
#include "harness/league/bot_tree_testing.h"
#include "harness/league/bot_tree_walk.h"

// Against real directories in the test's scratch directory.
namespace harness {
namespace {

using testing::FreshPath;
using testing::ReadFile;
using testing::SampleBot;
using testing::WriteFile;

std::string Stored(const std::string& source, const std::string& blobs) {
  absl::StatusOr<std::string> digest = StoreBotTree(source, blobs);
  EXPECT_TRUE(digest.ok()) << digest.status();
  return digest.ok() ? *digest : "";
}

// The refusal of `source`, which must be one line naming `path`.
std::string Refusal(const std::string& source, const std::string& blobs, const std::string& path) {
  absl::StatusOr<std::string> digest = StoreBotTree(source, blobs);
  if (digest.ok()) {
    ADD_FAILURE() << source << " was stored";
    return "";
  }
  const std::string message(digest.status().message());
  EXPECT_TRUE(absl::StrContains(message, path)) << message;
  EXPECT_FALSE(absl::StrContains(message, "\n")) << message;
  // Nothing half-made is left behind.
  for (const auto& entry : std::filesystem::directory_iterator(blobs)) {
    ADD_FAILURE() << "left in the store: " << entry.path();
  }
  return message;
}

void SetMtime(const std::string& path, time_t seconds) {
  const timeval times[2] = {{seconds, 0}, {seconds, 0}};
  ASSERT_EQ(::utimes(path.c_str(), times), 0) << path;
}

TEST(BotTreeTest, TheSameTreeGivesTheSameDigestWhereverAndWheneverItLies) {
  const std::string blobs = FreshPath("same-blobs");
  const std::string first = SampleBot("same-a");
  // Made in another order, with other times.
  const std::string second = FreshPath("same-b");
  std::filesystem::create_directories(second + "/logs");
  WriteFile(second + "/README", "a bot\n");
  WriteFile(second + "/weights/net.bin", std::string("\0\1\2\3\xff", 5));
  WriteFile(second + "/run.sh", "#!/bin/sh\nexec ./engine\n", 0700);
  SetMtime(second + "/README", 1000);
  SetMtime(second + "/weights", 2000);
  const std::string digest = Stored(first, blobs);
  EXPECT_EQ(digest.size(), 64u);
  EXPECT_EQ(digest.find_first_not_of("0123456789abcdef"), std::string::npos) << digest;
  EXPECT_EQ(Stored(second, blobs), digest);
  EXPECT_EQ(BlobDir(blobs, digest), blobs + "/" + digest);
  EXPECT_EQ(ReadFile(BlobDir(blobs, digest) + "/weights/net.bin"), std::string("\0\1\2\3\xff", 5));
}

TEST(BotTreeTest, AChangedByteNameOrExecuteBitChangesTheDigest) {
  const std::string blobs = FreshPath("changed-blobs");
  const std::string bot = SampleBot("changed");
  const std::string original = Stored(bot, blobs);
  WriteFile(bot + "/README", "a bot!\n");
  const std::string edited = Stored(bot, blobs);
  EXPECT_NE(edited, original);
  ASSERT_EQ(::chmod((bot + "/README").c_str(), 0744), 0);
  const std::string executable = Stored(bot, blobs);
  EXPECT_NE(executable, edited);
  std::filesystem::rename(bot + "/logs", bot + "/log");
  EXPECT_NE(Stored(bot, blobs), executable);
  std::filesystem::remove(bot + "/log");
  EXPECT_NE(Stored(bot, blobs), executable);  // an empty directory counts
}

// A file's contents move between files without the digest staying put
// (each file's contents are hashed apart from its neighbours').
TEST(BotTreeTest, ContentsMovedBetweenFilesChangeTheDigest) {
  const std::string blobs = FreshPath("moved-blobs");
  const std::string one = FreshPath("moved-1");
  WriteFile(one + "/a", "xy");
  WriteFile(one + "/b", "");
  const std::string two = FreshPath("moved-2");
  WriteFile(two + "/a", "x");
  WriteFile(two + "/b", "y");
  EXPECT_NE(Stored(one, blobs), Stored(two, blobs));
}

TEST(BotTreeTest, TheBlobIsReadOnlyAndKeepsItsContentsWhenTheSourceChanges) {
  const std::string blobs = FreshPath("readonly-blobs");
  const std::string bot = SampleBot("readonly");
  const std::string digest = Stored(bot, blobs);
  const std::string blob = BlobDir(blobs, digest);
  WriteFile(bot + "/run.sh", "#!/bin/sh\nexit 1\n", 0755);
  std::filesystem::remove_all(bot + "/weights");
  EXPECT_EQ(ReadFile(blob + "/run.sh"), "#!/bin/sh\nexec ./engine\n");
  EXPECT_EQ(ReadFile(blob + "/weights/net.bin").size(), 5u);
  struct stat info;
  for (const auto& [path, mode] :
       std::initializer_list<std::pair<std::string, mode_t>>{{blob, 0555},
                                                             {blob + "/logs", 0555},
                                                             {blob + "/weights", 0555},
                                                             {blob + "/run.sh", 0555},
                                                             {blob + "/README", 0444},
                                                             {blob + "/weights/net.bin", 0444}}) {
    ASSERT_EQ(::lstat(path.c_str(), &info), 0) << path;
    EXPECT_EQ(info.st_mode & 07777, mode) << path;
  }
  // Stored again from an identical copy: the blob is reused, nothing left over.
  const std::string again = SampleBot("readonly-again");
  EXPECT_EQ(Stored(again, blobs), digest);
  int entries = 0;
  for (const auto& entry : std::filesystem::directory_iterator(blobs)) {
    ++entries;
    EXPECT_EQ(entry.path().filename(), digest);
  }
  EXPECT_EQ(entries, 1);
}

TEST(BotTreeTest, LinksFifosAndSocketsAreRefusedNamingThePath) {
  const std::string blobs = FreshPath("refused-blobs");
  std::filesystem::create_directories(blobs);
  const std::string linked = SampleBot("linked");
  std::filesystem::create_symlink("/etc/passwd", linked + "/weights/secret");
  EXPECT_TRUE(absl::StrContains(Refusal(linked, blobs, "weights/secret"), "symbolic link"));
  const std::string piped = SampleBot("piped");
  ASSERT_EQ(::mkfifo((piped + "/pipe").c_str(), 0644), 0);
  EXPECT_TRUE(absl::StrContains(Refusal(piped, blobs, "pipe"), "FIFO"));
  const std::string odd_name = SampleBot("odd-name");
  WriteFile(odd_name + "/line\nbreak", "");
  std::filesystem::create_symlink("/", odd_name + "/line\nbreak2");
  EXPECT_TRUE(absl::StrContains(Refusal(odd_name, blobs, "line\\nbreak2"), "symbolic link"));
}

TEST(BotTreeTest, TheCapsAreEnforced) {
  const std::string blobs = FreshPath("caps-blobs");
  std::filesystem::create_directories(blobs);
  // A sparse file past the byte cap: refused before a byte is read.
  const std::string large = SampleBot("caps-large");
  WriteFile(large + "/huge", "");
  ASSERT_EQ(::truncate((large + "/huge").c_str(), kBotCopyMaxBytes + 1), 0);
  EXPECT_TRUE(absl::StrContains(Refusal(large, blobs, "huge"), "MiB"));

  const std::string many = FreshPath("caps-many");
  std::filesystem::create_directories(many);
  for (int i = 0; i <= kBotCopyMaxEntries; ++i) WriteFile(many + "/" + std::to_string(i), "");
  EXPECT_TRUE(absl::StrContains(Refusal(many, blobs, many), "entries"));

  const std::string deep = FreshPath("caps-deep");
  std::string path = deep;
  for (int i = 0; i <= kBotTreeMaxDepth; ++i) path += "/d";
  std::filesystem::create_directories(path);
  EXPECT_TRUE(absl::StrContains(Refusal(deep, blobs, "d/d/d"), "deeper than"));
}

TEST(BotTreeTest, AMissingSourceIsRefused) {
  const std::string blobs = FreshPath("missing-blobs");
  std::filesystem::create_directories(blobs);
  EXPECT_TRUE(absl::StrContains(Refusal(FreshPath("missing"), blobs, "missing"), "No such file"));
}

}  // namespace
}  // namespace harness
