#include "harness/results/results_log.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "harness/config/one_line.h"

namespace harness {

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

// The first line of a parser's message (protobuf's JSON errors add the
// line's context and a caret below it).
std::string FirstLine(absl::string_view message) {
  return std::string(message.substr(0, message.find('\n')));
}

absl::StatusOr<LogReading> ReadLogLines(const std::string& path, TournamentGames* games) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return absl::NotFoundError(absl::StrCat("cannot read results file ", path));
  std::stringstream buffer;
  buffer << file.rdbuf();
  const std::string text = buffer.str();

  LogReading reading;
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = true;  // logs from newer versions still load
  size_t start = 0;
  int line_number = 0;
  while (start < text.size()) {
    ++line_number;
    size_t end = text.find('\n', start);
    const bool complete = end != std::string::npos;
    if (!complete) end = text.size();
    const std::string line = text.substr(start, end - start);
    const bool last = !complete || end + 1 >= text.size();
    if (line.find_first_not_of(" \t\r") != std::string::npos) {
      tourney::v1::GameRecord record;
      const auto parsed = google::protobuf::util::JsonStringToMessage(line, &record, options);
      const std::string origin = absl::StrCat(path, ":", line_number);
      if (!parsed.ok() || !complete) {
        if (!last) {
          return absl::DataLossError(
              absl::StrCat(origin, ": corrupt record in the middle of the log (",
                           parsed.ok() ? "no line end" : FirstLine(std::string(parsed.message())),
                           "); refusing to guess: repair or remove that line"));
        }
        reading.warning = absl::StrCat(
            origin, ": truncated last record ignored (the game will be replayed on --resume)");
        break;
      }
      const std::string problem = NotAGameRecord(record);
      if (!problem.empty()) {
        return absl::DataLossError(absl::StrCat(origin, ": not a game record of a results log (",
                                                problem, "); refusing to guess"));
      }
      absl::Status added = games->Add(std::move(record), origin);
      if (!added.ok()) return added;
    }
    start = end + 1;
    reading.valid_bytes = static_cast<int64_t>(std::min(start, text.size()));
  }
  return reading;
}

}  // namespace

absl::StatusOr<LogReading> ReadResultsInto(const std::string& path, TournamentGames* games) {
  // Messages quote the log (ids, the JSON parser's view of a line).
  absl::StatusOr<LogReading> reading = ReadLogLines(path, games);
  if (!reading.ok()) return OneLine(reading.status());
  reading->warning = OneLine(reading->warning);
  return reading;
}

absl::StatusOr<LoadedResults> ReadResults(const std::string& path) {
  TournamentGames games;
  absl::StatusOr<LogReading> reading = ReadResultsInto(path, &games);
  if (!reading.ok()) return reading.status();
  const int duplicates = games.duplicates();
  return LoadedResults{*std::move(reading), std::move(games).Release(), duplicates};
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
  if (::ftruncate(fd, valid_bytes) != 0 || ::lseek(fd, valid_bytes, SEEK_SET) < 0) {
    const std::string why = std::strerror(errno);
    ::close(fd);
    return absl::UnavailableError(absl::StrCat("cannot position results file ", path, ": ", why));
  }
  return std::unique_ptr<ResultsLog>(new ResultsLog(path, fd));
}

ResultsLog::~ResultsLog() { ::close(fd_); }

absl::Status ResultsLog::Append(const tourney::v1::GameRecord& record) {
  const std::string line = RecordToJson(record) + "\n";
  absl::MutexLock lock(&mutex_);
  // One write() per record so a kill leaves at most one partial line.
  size_t written = 0;
  while (written < line.size()) {
    const ssize_t n = ::write(fd_, line.data() + written, line.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      return absl::UnavailableError(
          absl::StrCat("cannot write results file ", path_, ": ", std::strerror(errno)));
    }
    written += static_cast<size_t>(n);
  }
  if (::fdatasync(fd_) != 0) {
    return absl::UnavailableError(
        absl::StrCat("cannot sync results file ", path_, ": ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

}  // namespace harness
