#include "harness/results/results_log.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "harness/config/one_line.h"
#include "harness/results/game_scan.h"
#include "harness/results/inode_lock.h"

namespace harness {
namespace {

// Set by StopLoggingGames (from a signal handler): lock-free, so safe there.
std::atomic<bool> g_logging_stopped{false};
static_assert(std::atomic<bool>::is_always_lock_free);

}  // namespace

void ResultsLog::StopLoggingGames() { g_logging_stopped.store(true); }

std::string RecordToJson(const tourney::v1::GameRecord& record) {
  google::protobuf::util::JsonPrintOptions options;
  options.preserve_proto_field_names = true;
  std::string json;
  (void)google::protobuf::util::MessageToJsonString(record, &json, options);
  return json;
}

tourney::v1::GameRecord WithoutTimes(tourney::v1::GameRecord record) {
  record.clear_finished_at();
  record.clear_duration_ms();
  record.clear_clock_left_ms();
  for (tourney::v1::MoveRecord& move : *record.mutable_decisions()) {
    move.clear_ms();
    move.clear_engine_ms();
  }
  return record;
}

namespace {

// Why a line that parsed is still not a game record of this harness (any
// JSON object parses, unknown fields being ignored); empty if it is one.
std::string NotAGameRecord(const tourney::v1::GameRecord& record) {
  if (record.tournament_id().empty()) return "no tournament_id";
  if (record.game_index() < 0) return absl::StrCat("game_index ", record.game_index());
  if (record.players_size() == 0) return "no players";
  if (record.scores_size() != record.players_size()) {
    return absl::StrCat(record.scores_size(), " scores for ", record.players_size(), " players");
  }
  return "";
}

// Whether `line`, the log's last and without a line end, is a record cut
// short by a kill mid-write: the start of what RecordToJson writes (the
// tournament id, field 1, comes first). Anything else was not written by a
// harness and is not dropped unasked.
bool CutShort(absl::string_view line) {
  constexpr absl::string_view kStart = "{\"tournament_id\":";
  return absl::StartsWith(line, kStart) || absl::StartsWith(kStart, line);
}

// The first line of a parser's message (protobuf's JSON errors add the
// line's context and a caret below it).
std::string FirstLine(absl::string_view message) {
  return std::string(message.substr(0, message.find('\n')));
}

}  // namespace

LogReader::LogReader(std::string path) : path_(std::move(path)), file_(path_, std::ios::binary) {}

absl::StatusOr<bool> LogReader::Next(tourney::v1::GameRecord* record, std::string* origin) {
  // Messages quote the log (ids, the JSON parser's view of a line).
  absl::StatusOr<bool> next = ReadNext(record, origin);
  if (!next.ok()) return OneLine(next.status());
  reading_.warning = OneLine(reading_.warning);
  return next;
}

absl::StatusOr<bool> LogReader::ReadNext(tourney::v1::GameRecord* record, std::string* origin) {
  if (!file_.is_open())
    return absl::NotFoundError(absl::StrCat("cannot read results file ", path_));
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = true;  // logs from newer versions still load
  std::string line;
  while (!done_ && std::getline(file_, line)) {
    ++line_number_;
    const bool complete = !file_.eof();
    const bool last = !complete || file_.peek() == std::ifstream::traits_type::eof();
    const int64_t line_bytes = static_cast<int64_t>(line.size()) + (complete ? 1 : 0);
    if (line.find_first_not_of(" \t\r") == std::string::npos) {
      reading_.valid_bytes += line_bytes;
      continue;
    }
    record->Clear();
    const auto parsed = google::protobuf::util::JsonStringToMessage(line, record, options);
    // An ignored key can survive as an unknown field (a "" key does), which
    // writing the record back would drop: a record holds only what it shows.
    record->DiscardUnknownFields();
    *origin = absl::StrCat(path_, ":", line_number_);
    if (!parsed.ok() || !complete) {
      if (last && (complete || !CutShort(line))) {
        return absl::DataLossError(absl::StrCat(
            *origin, ": the last line is not a game record (",
            parsed.ok() ? "no line end" : FirstLine(std::string(parsed.message())),
            ") nor one cut short by a kill; refusing to guess: repair or remove that line"));
      }
      if (!last) {
        return absl::DataLossError(
            absl::StrCat(*origin, ": corrupt record in the middle of the log (",
                         parsed.ok() ? "no line end" : FirstLine(std::string(parsed.message())),
                         "); refusing to guess: repair or remove that line"));
      }
      reading_.warning = absl::StrCat(
          *origin, ": truncated last record ignored (the game will be replayed on --resume)");
      break;
    }
    const std::string problem = NotAGameRecord(*record);
    if (!problem.empty()) {
      return absl::DataLossError(absl::StrCat(*origin, ": not a game record of a results log (",
                                              problem, "); refusing to guess"));
    }
    reading_.valid_bytes += line_bytes;
    return true;
  }
  done_ = true;
  return false;
}

int64_t CountLogLines(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  int64_t lines = 0;
  char last = '\n';
  std::vector<char> buffer(1 << 16);
  while (file.read(buffer.data(), static_cast<std::streamsize>(buffer.size())) || file.gcount()) {
    const auto read = static_cast<size_t>(file.gcount());
    lines += std::count(buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(read), '\n');
    last = buffer[read - 1];
  }
  return lines + (last != '\n');
}

absl::StatusOr<LoadedResults> ReadResults(const std::string& path) {
  LoadedResults loaded;
  absl::StatusOr<GameScan> scan =
      ScanGames({path}, [&loaded](const tourney::v1::GameRecord& record) {
        loaded.records.push_back(record);
        return absl::OkStatus();
      });
  if (!scan.ok()) return scan.status();
  if (!scan->warnings.empty()) loaded.warning = scan->warnings.front();
  loaded.valid_bytes = scan->valid_bytes;
  loaded.duplicates = scan->duplicates;
  return loaded;
}

absl::StatusOr<std::unique_ptr<ResultsLog>> ResultsLog::Open(const std::string& path,
                                                             int64_t valid_bytes) {
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  std::error_code error;
  if (!parent.empty()) std::filesystem::create_directories(parent, error);
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) {
    return absl::UnavailableError(
        absl::StrCat("cannot open results file ", path, ": ", std::strerror(errno)));
  }
  if (absl::Status locked = LockInode(fd, path); !locked.ok()) {
    ::close(fd);
    return locked;
  }
  if (::ftruncate(fd, valid_bytes) != 0 || ::lseek(fd, valid_bytes, SEEK_SET) < 0) {
    const std::string why = std::strerror(errno);
    UnlockInode(fd);
    ::close(fd);
    return absl::UnavailableError(absl::StrCat("cannot position results file ", path, ": ", why));
  }
  return std::unique_ptr<ResultsLog>(new ResultsLog(path, fd));
}

ResultsLog::~ResultsLog() {
  UnlockInode(fd_);
  ::close(fd_);
}

absl::Status ResultsLog::Append(const tourney::v1::GameRecord& record) {
  absl::Status written = Write(record);
  if (!written.ok()) return written;
  return Sync();
}

absl::Status ResultsLog::Write(const tourney::v1::GameRecord& record) {
  const std::string line = RecordToJson(record) + "\n";
  absl::MutexLock lock(&mutex_);
  // The process is about to exit: nothing is written, so the caller goes on
  // as if it were, for the microseconds left.
  if (g_logging_stopped.load()) return absl::OkStatus();
  // One write() per record so a kill leaves at most one partial line.
  const off_t start = ::lseek(fd_, 0, SEEK_CUR);
  size_t written = 0;
  while (written < line.size()) {
    const ssize_t n = ::write(fd_, line.data() + written, line.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string why = std::strerror(errno);
      // A full disk: the part written goes, so the log ends with a whole
      // record and a resume replays this game.
      if (start >= 0 && ::ftruncate(fd_, start) == 0) ::lseek(fd_, start, SEEK_SET);
      return absl::UnavailableError(absl::StrCat("cannot write the record of game ",
                                                 record.game_index(), " (", line.size(),
                                                 " bytes) to ", path_, ": ", why));
    }
    written += static_cast<size_t>(n);
  }
  return absl::OkStatus();
}

absl::Status ResultsLog::Sync() {
  if (::fdatasync(fd_) != 0) {
    return absl::UnavailableError(
        absl::StrCat("cannot sync results file ", path_, ": ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

}  // namespace harness
