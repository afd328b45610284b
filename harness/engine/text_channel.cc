#include "harness/engine/text_channel.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

constexpr size_t kReadChunkBytes = 4096;
constexpr size_t kQuotedBytes = 200;

int64_t MsUntil(Deadline deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      deadline - std::chrono::steady_clock::now());
  return left.count() < 0 ? 0 : left.count();
}

}  // namespace

Deadline DeadlineAfterMs(int64_t ms) {
  return std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
}

std::string Quoted(absl::string_view text) {
  if (text.size() <= kQuotedBytes) return absl::StrCat("'", text, "'");
  return absl::StrCat("'", text.substr(0, kQuotedBytes), "...' (", text.size(), " bytes)");
}

TextChannel::TextChannel(int to_engine_fd, int from_engine_fd, size_t max_line_bytes)
    : to_engine_fd_(to_engine_fd),
      from_engine_fd_(from_engine_fd),
      max_line_bytes_(max_line_bytes) {}

absl::Status TextChannel::WriteLine(absl::string_view line) {
  const std::string data = absl::StrCat(line, "\n");
  size_t written = 0;
  while (written < data.size()) {
    const ssize_t n = ::write(to_engine_fd_, data.data() + written, data.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      return absl::UnavailableError(
          absl::StrCat("cannot write to the engine's stdin: ", std::strerror(errno)));
    }
    written += static_cast<size_t>(n);
  }
  return absl::OkStatus();
}

absl::StatusOr<std::string> TextChannel::ReadLine(Deadline deadline) {
  for (;;) {
    const size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (buffer_.size() > max_line_bytes_) {
      return absl::ResourceExhaustedError(
          absl::StrCat("the engine wrote more than ", max_line_bytes_, " bytes without a newline"));
    }
    pollfd readable{from_engine_fd_, POLLIN, 0};
    const int ready = ::poll(&readable, 1, static_cast<int>(MsUntil(deadline)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) {
      return absl::UnavailableError(absl::StrCat("poll failed: ", std::strerror(errno)));
    }
    if (ready == 0) {
      return absl::DeadlineExceededError(
          buffer_.empty() ? "no answer"
                          : absl::StrCat("a partial line ", Quoted(buffer_), " and then nothing"));
    }
    char chunk[kReadChunkBytes];
    const ssize_t n = ::read(from_engine_fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      return absl::UnavailableError(
          absl::StrCat("cannot read the engine's stdout: ", std::strerror(errno)));
    }
    if (n == 0) return absl::UnavailableError("the engine closed its stdout");
    buffer_.append(chunk, static_cast<size_t>(n));
  }
}

}  // namespace harness
