#include "engines/common/stdio_server.h"

#include <unistd.h>

#include <cerrno>
#include <utility>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"

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

}  // namespace

bot::v1::StdioResponse AnswerStdioLine(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                                       absl::string_view line, bot::v1::StdioRequest* request) {
  google::protobuf::util::JsonParseOptions lenient;
  lenient.ignore_unknown_fields = true;
  const google::protobuf::util::Status parsed =
      google::protobuf::util::JsonStringToMessage({line.data(), line.size()}, request, lenient);
  bot::v1::StdioResponse answer;
  answer.set_id(request->id());
  if (!parsed.ok()) {
    // The parser's message may quote the line over several lines: keep one.
    const std::string why(parsed.message());
    SetError(absl::InvalidArgumentError(
                 absl::StrCat("cannot read the request line: ", why.substr(0, why.find('\n')))),
             &answer);
    return answer;
  }
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

int ServeStdio(EnginePolicy& policy, int in_fd, int out_fd, const StdioAnswerFilter& filter) {
  const bot::v1::EngineInfo info = policy.Info();
  std::string buffer;
  size_t scanned = 0;  // buffer[0, scanned) holds no newline
  char chunk[65536];
  while (true) {
    const size_t newline = buffer.find('\n', scanned);
    if (newline == std::string::npos) {
      scanned = buffer.size();
      const ssize_t n = ::read(in_fd, chunk, sizeof(chunk));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return 0;  // stdin ended: the harness is done with us
      buffer.append(chunk, static_cast<size_t>(n));
      continue;
    }
    const std::string line = buffer.substr(0, newline);
    buffer.erase(0, newline + 1);
    scanned = 0;
    if (IsBlank(line)) continue;
    bot::v1::StdioRequest request;
    const bot::v1::StdioResponse answer = AnswerStdioLine(policy, info, line, &request);
    const std::string bytes = filter ? filter(request, answer) : StdioJson(answer) + "\n";
    if (!WriteAll(out_fd, bytes)) return 1;
  }
}

}  // namespace engines
