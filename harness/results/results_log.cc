#include "harness/results/results_log.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "harness/config/one_line.h"
#include "harness/config/regular_file.h"
#include "harness/results/capped_lines.h"
#include "harness/results/game_scan.h"
#include "harness/results/inode_lock.h"

namespace harness {
namespace {

// No game of the registry scores near this many points a seat.
constexpr double kMaxGamePoints = 1e9;
// How deep a line's brackets may nest (a record nests three deep).
constexpr int kMaxNesting = 16;

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
  // The harness writes scores of 0 to 1 and a game's own points; NaN or
  // 1e308 would come out of the ratings as NaN and 300-digit cells.
  for (const double score : record.scores()) {
    if (!(score >= 0 && score <= 1)) return absl::StrCat("score ", score, " outside 0..1");
  }
  for (const double points : record.points()) {
    if (!(std::abs(points) <= kMaxGamePoints)) {
      return absl::StrCat("points ", points, " beyond +-", kMaxGamePoints);
    }
  }
  return "";
}

// Whether `line` nests brackets deeper than `most` (outside strings): the
// JSON parser spends memory on every level (10^6 levels of '[' took 300 MB),
// and a record nests three deep.
bool NestsDeeperThan(absl::string_view line, int most) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : line) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      if (++depth > most) return true;
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return false;
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

// The record's line in the log, under the cap the reader holds it to: a
// game so long that its engines' comments and principal variations would
// pass it (100 000 plies of 1 KB comments) keeps all else without them.
std::string RecordLine(const tourney::v1::GameRecord& record) {
  std::string json = RecordToJson(record);
  if (json.size() >= kRecordCapBytes) {
    tourney::v1::GameRecord lean = record;
    for (tourney::v1::MoveRecord& decision : *lean.mutable_decisions()) {
      decision.clear_comment();
      decision.clear_pv();
    }
    json = RecordToJson(lean);
  }
  return json + "\n";
}

absl::StatusOr<int> OpenLog(const std::string& path) {
  return OpenRegularFile(path, O_RDONLY, "results file");
}

}  // namespace

LogReader::LogReader(std::string path, std::function<bool()> stop_requested)
    : path_(std::move(path)), stop_requested_(std::move(stop_requested)) {
  absl::StatusOr<int> fd = OpenLog(path_);
  opened_ = fd.status();
  lines_ = std::make_unique<CappedLines>(fd.ok() ? *fd : -1, kRecordCapBytes);
}

LogReader::~LogReader() = default;

absl::StatusOr<bool> LogReader::Next(tourney::v1::GameRecord* record, std::string* origin) {
  // Messages quote the log (ids, the JSON parser's view of a line).
  absl::StatusOr<bool> next = ReadNext(record, origin);
  if (!next.ok()) return OneLine(next.status());
  reading_.warning = OneLine(reading_.warning);
  return next;
}

absl::StatusOr<bool> LogReader::ReadNext(tourney::v1::GameRecord* record, std::string* origin) {
  if (!opened_.ok()) return opened_;
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = true;  // logs from newer versions still load
  std::string line;
  bool complete = false;
  while (!done_) {
    if (stop_requested_ && stop_requested_()) {
      return absl::CancelledError(
          absl::StrCat("stopped reading ", path_, " at line ", line_number_ + 1, " as asked"));
    }
    const CappedLines::Read read = lines_->Next(&line, &complete);
    if (read == CappedLines::Read::kEnd) break;
    ++line_number_;
    const auto origin_here = [&] { return absl::StrCat(path_, ":", line_number_); };
    if (read == CappedLines::Read::kError) {
      return absl::DataLossError(
          absl::StrCat("cannot read ", origin_here(), ": ", std::strerror(lines_->error())));
    }
    if (read == CappedLines::Read::kTooLong) {
      return absl::DataLossError(absl::StrCat(
          origin_here(), ": a line longer than the record cap (", kRecordCapBytes >> 20,
          " MiB); refusing to guess: repair or remove that line"));
    }
    const bool last = !complete || lines_->AtEnd();
    const int64_t line_bytes = static_cast<int64_t>(line.size()) + (complete ? 1 : 0);
    if (line.find_first_not_of(" \t\r") == std::string::npos) {
      reading_.valid_bytes += line_bytes;
      continue;
    }
    if (NestsDeeperThan(line, kMaxNesting)) {
      return absl::DataLossError(absl::StrCat(origin_here(), ": brackets nested deeper than ",
                                              kMaxNesting, "; refusing to guess"));
    }
    *origin = origin_here();
    record->Clear();
    const auto parsed = google::protobuf::util::JsonStringToMessage(line, record, options);
    // An ignored key can survive as an unknown field (a "" key does), which
    // writing the record back would drop: a record holds only what it shows.
    record->DiscardUnknownFields();
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
  absl::StatusOr<int> fd = OpenLog(path);
  if (!fd.ok()) return 0;
  int64_t lines = 0;
  size_t line_bytes = 0;  // of the line under way
  std::vector<char> buffer(1 << 16);
  ssize_t n;
  // Reading stops at a line past the cap: so does counting.
  while (line_bytes <= kRecordCapBytes &&
         ((n = ::read(*fd, buffer.data(), buffer.size())) > 0 || (n < 0 && errno == EINTR))) {
    const char* const end = buffer.data() + std::max<ssize_t>(n, 0);
    const char* from = buffer.data();
    while (const char* newline = static_cast<const char*>(std::memchr(from, '\n', end - from))) {
      ++lines;
      line_bytes = 0;
      from = newline + 1;
    }
    line_bytes += static_cast<size_t>(end - from);
  }
  ::close(*fd);
  return lines + (line_bytes > 0);
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
  absl::StatusOr<int> opened = OpenRegularFile(path, O_WRONLY | O_CREAT, "results file");
  if (!opened.ok()) return absl::UnavailableError(opened.status().message());
  const int fd = *opened;
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
  const std::string line = RecordLine(record);
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
