#include "harness/league/bot_archive.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/league/bot_tree.h"
#include "harness/league/bot_tree_testing.h"

// Archives packed here, by GNU tar, and by hand (hostile ones), unpacked
// into real directories.
namespace harness {
namespace {

using testing::FreshPath;
using testing::ReadFile;
using testing::SampleBot;
using testing::WriteFile;

// One header block written independently of the reader under test.
std::string Header(const std::string& name, char type, size_t size, const std::string& link = "",
                   const std::string& magic = std::string("ustar\0"
                                                          "00",
                                                          8)) {
  std::string block(512, '\0');
  block.replace(0, name.size(), name);
  char number[13];
  std::snprintf(number, sizeof number, "%07o", 0644);
  block.replace(100, 8, number, 8);
  block.replace(108, 8, "0000000\0", 8);
  block.replace(116, 8, "0000000\0", 8);
  std::snprintf(number, sizeof number, "%011zo", size);
  block.replace(124, 12, number, 12);
  block.replace(136, 12, "00000000000\0", 12);
  block[156] = type;
  block.replace(157, link.size(), link);
  block.replace(257, 8, magic);
  unsigned sum = 0;
  block.replace(148, 8, "        ");
  for (unsigned char c : block) sum += c;
  std::snprintf(number, sizeof number, "%06o", sum);
  block.replace(148, 7, number, 7);
  return block;
}

// An entry: its header and its data padded to whole blocks.
std::string Entry(const std::string& name, char type, const std::string& data = "",
                  const std::string& link = "") {
  return Header(name, type, data.size(), link) + data +
         std::string((512 - data.size() % 512) % 512, '\0');
}

std::string Archive(const std::vector<std::string>& entries) {
  std::string archive;
  for (const std::string& entry : entries) archive += entry;
  return archive + std::string(1024, '\0');
}

std::string Digest(const std::string& dir) {
  absl::StatusOr<std::string> digest = StoreBotTree(dir, FreshPath("archive-blobs"));
  EXPECT_TRUE(digest.ok()) << digest.status();
  return digest.ok() ? *digest : "";
}

TEST(BotArchiveTest, PackUnpackAndStoreGiveTheSameDigest) {
  const std::string bot = SampleBot("round-trip");
  WriteFile(bot + "/" + std::string(90, 'p') + "/" + std::string(90, 'q'), "long path");
  absl::StatusOr<std::string> packed = PackBotTree(bot);
  ASSERT_TRUE(packed.ok()) << packed.status();
  EXPECT_EQ(packed->size() % 512, 0u);
  const std::string dest = FreshPath("round-trip-out");
  ASSERT_TRUE(UnpackBotArchive(*packed, dest, ArchiveLimits()).ok());
  EXPECT_EQ(Digest(dest), Digest(bot));
  // Packed again: the same bytes.
  EXPECT_EQ(*PackBotTree(dest), *packed);
}

// What authors send: GNU tar's own archives, in its default, ustar and pax
// formats, unpack to the same tree.
TEST(BotArchiveTest, GnuTarArchivesUnpackToTheSameTree) {
  if (std::system("tar --version >/dev/null 2>&1") != 0) GTEST_SKIP() << "no tar";
  const std::string bot = SampleBot("gnu-tar");
  const std::string expected = Digest(bot);
  for (const std::string format : {"gnu", "ustar", "posix"}) {
    const std::string tar = FreshPath("gnu-tar-" + format + ".tar");
    ASSERT_EQ(
        std::system(absl::StrCat("tar --format=", format, " -cf ", tar, " -C ", bot, " .").c_str()),
        0);
    const std::string dest = FreshPath("gnu-tar-" + format);
    absl::Status unpacked = UnpackBotArchive(ReadFile(tar), dest, ArchiveLimits());
    ASSERT_TRUE(unpacked.ok()) << format << ": " << unpacked;
    EXPECT_EQ(Digest(dest), expected) << format;
  }
}

struct Hostile {
  std::string name;
  std::string archive;
  std::string entry;  // named in the refusal ("" for the archive as a whole)
  std::string why;    // in the refusal too
  ArchiveLimits limits;
};

Hostile Case(std::string name, std::string archive, std::string entry, std::string why,
             ArchiveLimits limits = ArchiveLimits()) {
  return {std::move(name), std::move(archive), std::move(entry), std::move(why), limits};
}

std::vector<Hostile> HostileArchives() {
  const std::string file = Entry("bot/run", '0', "#!/bin/sh\n");
  std::string bad_checksum = Archive({file});
  bad_checksum[0] = 'c';
  const std::string whole = Archive({file, Entry("bot/data", '0', std::string(3000, 'd'))});
  ArchiveLimits small;
  small.max_archive_bytes = 4096;
  ArchiveLimits few;
  few.max_entries = 2;
  ArchiveLimits tight;
  tight.max_unpacked_bytes = 2000;
  return {
      Case("parent escape", Archive({Entry("../escaped", '0', "x")}), "../escaped", "'..'"),
      Case("inner escape", Archive({Entry("bot/../../escaped", '0', "x")}), "bot/../../escaped",
           "'..'"),
      Case("absolute", Archive({Entry("/tmp/escaped", '0', "x")}), "/tmp/escaped", "absolute"),
      Case("symlink", Archive({Entry("bot/link", '2', "", "/etc/passwd")}), "bot/link",
           "symbolic link"),
      Case("symlink then write through it",
           Archive({Entry("bot", '2', "", ".."), Entry("bot/escaped", '0', "x")}), "bot",
           "symbolic link"),
      Case("hard link", Archive({Entry("bot/link", '1', "", "/etc/passwd")}), "bot/link",
           "hard link"),
      Case("device", Archive({Entry("bot/null", '3')}), "bot/null", "device"),
      Case("fifo", Archive({Entry("bot/fifo", '6')}), "bot/fifo", "FIFO"),
      Case("gnu long name", Archive({Entry("././@LongLink", 'L', "bot/x\n")}), "././@LongLink",
           "long name"),
      Case("pax path", Archive({Entry("pax", 'x', "19 path=../escaped\n"), file}), "pax",
           "\"path\""),
      Case("pax malformed", Archive({Entry("pax", 'x', "99 mtime=1\n"), file}), "pax", "malformed"),
      Case("bad checksum", bad_checksum, "cot/run", "checksum"),
      Case("v7 header", Archive({Header("bot/run", '0', 0, "", std::string(8, '\0'))}), "bot/run",
           "not a ustar header"),
      Case("truncated data", whole.substr(0, 1024 + 512 + 1024), "bot/data", "cut short"),
      Case("no end blocks", whole.substr(0, whole.size() - 1024), "", "cut short"),
      Case("one end block", whole.substr(0, whole.size() - 512), "", "cut short"),
      Case("data after the end", whole + file, "", "after its end"),
      Case("duplicate file", Archive({file, file}), "bot/run", "twice"),
      Case("duplicate directory", Archive({Entry("bot/", '5'), Entry("bot", '5')}), "bot", "twice"),
      Case("file under a file", Archive({file, Entry("bot/run/x", '0')}), "bot/run/x", "is a file"),
      Case("directory over a file", Archive({file, Entry("bot/run/", '5')}), "bot/run/",
           "is a file"),
      Case("oversize archive", whole, "", "past the cap of 4096", small),
      Case("too many entries", whole, "bot/data", "past 2 files", few),
      Case("too many bytes", whole, "bot/data", "past 2000 unpacked bytes", tight),
  };
}

TEST(BotArchiveTest, HostileArchivesAreRefusedInOneLineAndWriteNothingOutside) {
  const std::string outside = FreshPath("hostile");
  for (const Hostile& hostile : HostileArchives()) {
    SCOPED_TRACE(hostile.name);
    // The destination lies two levels down, so "../" and "../../" stay in
    // `outside`, which must hold nothing afterwards.
    const std::string dest = outside + "/in/dest";
    std::filesystem::create_directories(outside + "/in");
    const absl::Status status = UnpackBotArchive(hostile.archive, dest, hostile.limits);
    ASSERT_FALSE(status.ok());
    const std::string message(status.message());
    EXPECT_TRUE(absl::StrContains(message, hostile.why)) << message;
    if (!hostile.entry.empty()) {
      EXPECT_TRUE(absl::StrContains(message, "\"" + hostile.entry + "\"")) << message;
    }
    EXPECT_FALSE(absl::StrContains(message, "\n")) << message;
    EXPECT_FALSE(std::filesystem::exists(dest));
    std::filesystem::remove(outside + "/in");
    EXPECT_TRUE(std::filesystem::is_empty(outside));
  }
}

TEST(BotArchiveTest, PaxTimesAreSkippedAndImpliedParentsMade) {
  const std::string dest = FreshPath("pax-times");
  const std::string archive =
      Archive({Entry("./", '5'), Entry("PaxHeaders/run", 'x', "20 mtime=1700000000\n"),
               Entry("./a/b/run", '0', "#!/bin/sh\n"), Entry("a/", '5')});
  ASSERT_TRUE(UnpackBotArchive(archive, dest, ArchiveLimits()).ok());
  EXPECT_EQ(ReadFile(dest + "/a/b/run"), "#!/bin/sh\n");
}

TEST(BotArchiveTest, AnExistingDestinationIsRefused) {
  const std::string dest = FreshPath("existing");
  std::filesystem::create_directories(dest);
  const absl::Status status = UnpackBotArchive(Archive({}), dest, ArchiveLimits());
  EXPECT_TRUE(absl::StrContains(status.message(), "File exists")) << status;
  EXPECT_TRUE(std::filesystem::exists(dest));
}

TEST(BotArchiveTest, PackingRefusesALink) {
  const std::string bot = SampleBot("pack-link");
  std::filesystem::create_symlink("/etc/passwd", bot + "/passwd");
  absl::StatusOr<std::string> packed = PackBotTree(bot);
  ASSERT_FALSE(packed.ok());
  EXPECT_TRUE(absl::StrContains(packed.status().message(), "passwd is a symbolic link"))
      << packed.status();
}

}  // namespace
}  // namespace harness
