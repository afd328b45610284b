#include "engines/common/stdio_server.h"

#include <unistd.h>

#include <cerrno>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "protocol/delimited.h"

namespace engines {
namespace {

void SetError(const absl::Status& status, bot::v1::StdioResponse* answer) {
  answer->mutable_error()->set_code(absl::StatusCodeToString(status.code()));
  answer->mutable_error()->set_message(std::string(status.message()));
}

bool WriteAll(int fd, absl::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

bool IsBlank(absl::string_view line) {
  return line.find_first_not_of(" \t\r") == absl::string_view::npos;
}

// The next whole line in `buffer` (taken out of it), or nullopt until its
// newline has been read.
std::optional<std::string> TakeLine(std::string& buffer, size_t& scanned) {
  const size_t newline = buffer.find('\n', scanned);
  if (newline == std::string::npos) {
    scanned = buffer.size();
    return std::nullopt;
  }
  std::string line = buffer.substr(0, newline);
  buffer.erase(0, newline + 1);
  scanned = 0;
  return line;
}

// The next whole length-delimited message in `buffer` (taken out of it), or
// nullopt until all of it has been read. `lost` is set when the stream
// cannot be framed any more (a length that never ends).
std::optional<std::string> TakeDelimited(std::string& buffer, bool* lost) {
  const protocol::DelimitedPrefix prefix = protocol::ReadDelimitedPrefix(buffer);
  *lost = prefix.state == protocol::DelimitedPrefix::State::kBadLength;
  if (prefix.state != protocol::DelimitedPrefix::State::kComplete) return std::nullopt;
  std::string message = buffer.substr(prefix.header, prefix.length);
  buffer.erase(0, prefix.header + prefix.length);
  return message;
}

}  // namespace

bot::v1::StdioResponse AnswerStdioMessage(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                                          StdioFraming framing, absl::string_view message,
                                          bot::v1::StdioRequest* request) {
  bot::v1::StdioResponse answer;
  if (framing == StdioFraming::kBinary) {
    if (!request->ParseFromArray(message.data(), static_cast<int>(message.size()))) {
      SetError(absl::InvalidArgumentError("cannot read the request: not a binary StdioRequest"),
               &answer);
      return answer;
    }
  } else {
    google::protobuf::util::JsonParseOptions lenient;
    lenient.ignore_unknown_fields = true;
    const google::protobuf::util::Status parsed = google::protobuf::util::JsonStringToMessage(
        {message.data(), message.size()}, request, lenient);
    if (!parsed.ok()) {
      // The parser's message may quote the line over several lines: keep one.
      const std::string why(parsed.message());
      answer.set_id(request->id());
      SetError(absl::InvalidArgumentError(
                   absl::StrCat("cannot read the request line: ", why.substr(0, why.find('\n')))),
               &answer);
      return answer;
    }
  }
  answer.set_id(request->id());
  switch (request->call_case()) {
    case bot::v1::StdioRequest::kGetInfo:
      *answer.mutable_get_info() = info;
      break;
    case bot::v1::StdioRequest::kPrepare:
      if (absl::Status prepared = PrepareChecked(policy, info, request->prepare()); prepared.ok()) {
        answer.mutable_prepare();
      } else {
        SetError(prepared, &answer);
      }
      break;
    case bot::v1::StdioRequest::kDecide:
      if (absl::StatusOr<bot::v1::DecideResponse> decided =
              DecideChecked(policy, info, request->decide());
          decided.ok()) {
        *answer.mutable_decide() = *std::move(decided);
      } else {
        SetError(decided.status(), &answer);
      }
      break;
    case bot::v1::StdioRequest::kGameOver:
      SetError(absl::UnimplementedError("GameOver is not implemented"), &answer);
      break;
    default:
      SetError(absl::UnimplementedError("the line names no call this engine knows"), &answer);
      break;
  }
  return answer;
}

std::string StdioJson(const bot::v1::StdioResponse& answer) {
  std::string line;
  // Printing a valid message cannot fail.
  (void)google::protobuf::util::MessageToJsonString(answer, &line);
  return line;
}

int ServeStdio(EnginePolicy& policy, StdioFraming framing, int in_fd, int out_fd,
               const StdioAnswerFilter& filter) {
  const bot::v1::EngineInfo info = policy.Info();
  std::string buffer;
  size_t scanned = 0;  // buffer[0, scanned) holds no newline (JSON lines)
  char chunk[65536];
  while (true) {
    bool lost = false;
    std::optional<std::string> message =
        framing == StdioFraming::kBinary ? TakeDelimited(buffer, &lost) : TakeLine(buffer, scanned);
    if (lost) {
      // Say why once, then stop: nothing after this can be read.
      bot::v1::StdioResponse answer;
      SetError(absl::InvalidArgumentError("a request length of more than ten bytes: the stream "
                                          "is not length-delimited binary"),
               &answer);
      std::string bytes;
      protocol::AppendDelimited(answer.SerializeAsString(), &bytes);
      WriteAll(out_fd, bytes);
      return 1;
    }
    if (!message) {
      const ssize_t n = ::read(in_fd, chunk, sizeof(chunk));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return 0;  // stdin ended: the harness is done with us
      buffer.append(chunk, static_cast<size_t>(n));
      continue;
    }
    if (framing == StdioFraming::kJsonLines && IsBlank(*message)) continue;
    bot::v1::StdioRequest request;
    const bot::v1::StdioResponse answer =
        AnswerStdioMessage(policy, info, framing, *message, &request);
    std::string bytes;
    if (framing == StdioFraming::kBinary) {
      protocol::AppendDelimited(answer.SerializeAsString(), &bytes);
    } else {
      bytes = filter ? filter(request, answer) : StdioJson(answer) + "\n";
    }
    if (!WriteAll(out_fd, bytes)) return 1;
  }
}

}  // namespace engines
