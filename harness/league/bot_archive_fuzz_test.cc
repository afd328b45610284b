// The bot-archive reader under the byte fuzzer (games/common/fuzzing):
// archives of real bots, mutated, unpacked by UnpackBotArchive. Every other
// input has its header checksums repaired first, so mutations reach past
// the checksum to the paths, types and sizes. It must refuse in one line,
// leaving nothing behind, or accept and write only inside its destination;
// what it accepts packs, unpacks and packs again to the same bytes.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "absl/strings/match.h"
#include "games/common/fuzzing/byte_fuzz.h"
#include "gtest/gtest.h"
#include "harness/league/bot_archive.h"
#include "harness/league/bot_tree_testing.h"
#include "harness/league/remove_tree.h"

namespace harness {
namespace {

using games::fuzzing::Accepted;
using games::fuzzing::Broken;
using games::fuzzing::Refused;
using games::fuzzing::Verdict;

// Each header's checksum rewritten, walking the archive as a reader would.
std::string RepairedChecksums(std::string archive) {
  size_t offset = 0;
  while (offset + 512 <= archive.size()) {
    char* block = archive.data() + offset;
    if (std::string_view(block, 512).find_first_not_of('\0') == std::string_view::npos) break;
    std::fill(block + 148, block + 156, ' ');
    unsigned sum = 0;
    for (int i = 0; i < 512; ++i) sum += static_cast<unsigned char>(block[i]);
    std::snprintf(block + 148, 8, "%06o", sum);
    const uint64_t size = std::strtoull(std::string(block + 124, 12).c_str(), nullptr, 8);
    if (size > archive.size()) break;
    offset += 512 + (size + 511) / 512 * 512;
  }
  return archive;
}

// What is left in `parent` besides `dest`.
std::string Outside(const std::string& parent) {
  for (const auto& entry : std::filesystem::directory_iterator(parent)) {
    if (entry.path().filename() != "dest") return entry.path().string();
  }
  return "";
}

Verdict Unpack(const std::string& base, const std::string& input) {
  static int run = 0;
  const std::string parent = base + "/" + std::to_string(run++);
  std::filesystem::create_directories(parent);
  const std::string dest = parent + "/dest";
  ArchiveLimits limits;
  limits.max_archive_bytes = 1 << 16;
  limits.max_entries = 200;
  const absl::Status status =
      UnpackBotArchive(input.size() % 2 == 0 ? RepairedChecksums(input) : input, dest, limits);
  Verdict verdict = Accepted();
  if (!Outside(parent).empty()) {
    verdict = Broken("wrote outside its destination: " + Outside(parent));
  } else if (!status.ok()) {
    verdict = std::filesystem::exists(dest) ? Broken("refused but left its destination")
                                            : Refused(std::string(status.message()));
  } else if (absl::StatusOr<std::string> packed = PackBotTree(dest); !packed.ok()) {
    // A tree nested past the walk's depth, or a path ustar cannot split.
    const std::string why(packed.status().message());
    if (!absl::StrContains(why, "deeper than") && !absl::StrContains(why, "too long")) {
      verdict = Broken("what it accepted does not pack: " + why);
    }
  } else if (!UnpackBotArchive(*packed, parent + "/again", limits).ok() ||
             PackBotTree(parent + "/again").value_or("") != *packed) {
    verdict = Broken("what it accepted packs to another tree");
  }
  RemoveTree(parent);
  return verdict;
}

TEST(BotArchiveFuzzTest, RefusesInOneLineOrUnpacksInsideItsDestination) {
  const std::string base = testing::FreshPath("fuzz");
  games::fuzzing::ByteTarget target;
  target.name = "bot archive";
  const std::string bot = testing::SampleBot("fuzz-bot");
  target.seeds.push_back(PackBotTree(bot).value());
  // Paths past ustar's 100-byte name field, split into its prefix.
  testing::WriteFile(bot + "/" + std::string(80, 'd') + "/" + std::string(80, 'e') + "/f", "x",
                     0700);
  target.seeds.push_back(PackBotTree(bot).value());
  for (const char* token : {"../",         "/",     "./",     "..",      "0",
                            "5",           "1",     "2",      "x",       "g",
                            "L",           "ustar", "00",     "0000644", "0000755",
                            "00000001000", "path=", "mtime=", "size=",   "20 mtime=1700000000\n"}) {
    target.dictionary.push_back(token);
  }
  target.dictionary.push_back(
      std::string("ustar\0"
                  "00",
                  8));
  target.dictionary.push_back(std::string(512, '\0'));
  target.run = [&](const std::string& input) { return Unpack(base, input); };
  games::fuzzing::ExpectSoundUnderByteFuzz(target, 1000);
}

}  // namespace
}  // namespace harness
