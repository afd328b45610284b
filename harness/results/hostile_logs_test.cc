// Logs a harness did not write (issue 60): special files, lines past the
// record cap, crafted nesting and numbers. Each is refused in one line,
// fast and in little memory, and a read can be stopped between lines.
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "harness/results/game_scan.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

// A log of two games, then `extra` as its third line.
std::string LogWith(const std::string& name, const std::string& extra) {
  const std::string path = TempPath(name);
  std::ofstream out(path, std::ios::trunc);
  for (int index = 0; index < 2; ++index) {
    out << "{\"tournament_id\":\"t\",\"game_index\":" << index
        << ",\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"scores\":[1,0]}\n";
  }
  out << extra << "\n";
  return path;
}

// The scan's error, which must be one line naming `path`.
std::string Refusal(const std::string& path) {
  absl::StatusOr<GameScan> scan =
      ScanGames({path}, [](const tourney::v1::GameRecord&) { return absl::OkStatus(); });
  EXPECT_FALSE(scan.ok());
  const std::string message(scan.status().message());
  EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  EXPECT_TRUE(absl::StrContains(message, path)) << message;
  return message;
}

TEST(HostileLogsTest, SpecialFilesAreRefusedBeforeReading) {
  const std::string fifo = TempPath("fifo.jsonl");
  std::filesystem::remove(fifo);
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  // Opening a FIFO no one writes to would block for ever.
  EXPECT_TRUE(absl::StrContains(Refusal(fifo), "is a FIFO"));
  EXPECT_TRUE(absl::StrContains(Refusal("/dev/zero"), "is a character device"));
  EXPECT_TRUE(absl::StrContains(Refusal("/dev/urandom"), "is a character device"));
  EXPECT_TRUE(absl::StrContains(Refusal(TempPath("")), "is a directory"));
  EXPECT_EQ(CountLogLines("/dev/zero"), 0);

  // A socket's path must fit sockaddr_un (108 bytes): not under TEST_TMPDIR.
  const std::string socket_path = "/tmp/hostile_logs_test." + std::to_string(::getpid());
  std::filesystem::remove(socket_path);
  const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un address = {};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, socket_path.c_str(), sizeof address.sun_path - 1);
  ASSERT_EQ(::bind(listener, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
  EXPECT_TRUE(absl::StrContains(Refusal(socket_path), "is a socket"));
  ::close(listener);
  std::filesystem::remove(socket_path);
}

TEST(HostileLogsTest, ALogCannotBeOpenedForWritingOnASpecialFile) {
  const std::string fifo = TempPath("fifo_out.jsonl");
  std::filesystem::remove(fifo);
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  auto log = ResultsLog::Open(fifo, 0);
  ASSERT_FALSE(log.ok());
  EXPECT_EQ(log.status().message(), "cannot write results file " + fifo + ": is a FIFO");
}

TEST(HostileLogsTest, ALinePastTheCapIsRefusedOnceTheCapIsRead) {
  const std::string path = LogWith("endless.jsonl", std::string(kRecordCapBytes + 1, ' ') + "x");
  EXPECT_TRUE(absl::StrContains(Refusal(path), ":3: a line longer than the record cap (16 MiB)"));
  EXPECT_EQ(CountLogLines(path), 3);
}

TEST(HostileLogsTest, DeepNestingIsRefusedWithoutParsing) {
  const std::string deep = "{\"tournament_id\":\"t\",\"players\":" + std::string(1000000, '[') +
                           std::string(1000000, ']') + "}";
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(absl::StrContains(Refusal(LogWith("deep.jsonl", deep)),
                                ":3: brackets nested deeper than 16"));
  // Parsed, this line took 1.4 s and 300 MB.
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(500));
}

TEST(HostileLogsTest, ScoresAndPointsOutOfRangeAreRefused) {
  const std::string game =
      "{\"tournament_id\":\"t\",\"game_index\":2,\"players\":[{\"name\":\"a\"},"
      "{\"name\":\"b\"}],";
  EXPECT_TRUE(absl::StrContains(Refusal(LogWith("nan.jsonl", game + "\"scores\":[\"NaN\",1]}")),
                                "(score nan outside 0..1)"));
  EXPECT_TRUE(absl::StrContains(Refusal(LogWith("five.jsonl", game + "\"scores\":[5,0]}")),
                                "(score 5 outside 0..1)"));
  EXPECT_TRUE(absl::StrContains(
      Refusal(LogWith("huge.jsonl", game + "\"scores\":[1,0],\"points\":[1e308,-1e308]}")),
      "(points 1e+308 beyond +-1e+09)"));
}

TEST(HostileLogsTest, AReadStopsBetweenLinesWhenAsked) {
  const std::string path = LogWith("stop.jsonl", "");
  int lines_read = 0;
  absl::StatusOr<GameScan> scan = ScanGames(
      {path}, [](const tourney::v1::GameRecord&) { return absl::OkStatus(); },
      [&lines_read] { return ++lines_read > 1; });
  ASSERT_FALSE(scan.ok());
  EXPECT_TRUE(absl::IsCancelled(scan.status()));
  EXPECT_EQ(scan.status().message(), "stopped reading " + path + " at line 2 as asked");
}

TEST(HostileLogsTest, ARecordOverTheCapIsWrittenWithoutCommentsAndReadsBack) {
  const std::string path = TempPath("long_game.jsonl");
  std::filesystem::remove(path);
  tourney::v1::GameRecord record;
  record.set_tournament_id("t");
  record.add_players()->set_name("a");
  record.add_players()->set_name("b");
  record.add_scores(1);
  record.add_scores(0);
  for (int ply = 0; ply < 20000; ++ply) {
    tourney::v1::MoveRecord* decision = record.add_decisions();
    decision->set_ply(ply);
    decision->set_comment(std::string(1024, 'c'));
  }
  {
    auto log = ResultsLog::Open(path, 0);
    ASSERT_TRUE(log.ok()) << log.status();
    ASSERT_TRUE((*log)->Append(record).ok());
  }
  absl::StatusOr<LoadedResults> loaded = ReadResults(path);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  ASSERT_EQ(loaded->records.size(), 1u);
  EXPECT_EQ(loaded->records[0].decisions_size(), 20000);
  EXPECT_EQ(loaded->records[0].decisions(19999).ply(), 19999);
  EXPECT_TRUE(loaded->records[0].decisions(0).comment().empty());
}

}  // namespace
}  // namespace harness
