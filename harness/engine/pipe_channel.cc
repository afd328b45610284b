#include "harness/engine/pipe_channel.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "harness/config/one_line.h"
#include "protocol/delimited.h"

namespace harness {
namespace {

using Clock = PipeChannel::Clock;

// Whole milliseconds until `deadline`, rounded up (poll() must not wake
// before it), 0 once it has passed.
int MillisUntil(Clock::time_point deadline) {
  const int64_t ms = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return static_cast<int>(std::clamp<int64_t>(ms, 0, INT_MAX));
}

void MakeNonBlocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

}  // namespace

std::string OneLineText(absl::string_view text) {
  // Backslashes and non-ASCII bytes here (a record's JSON needs UTF-8, and
  // an excerpt may cut a character); OneLine escapes the control bytes.
  std::string ascii;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\\') {
      ascii += "\\\\";
    } else if (byte >= 0x80) {
      absl::StrAppend(&ascii, "\\x", absl::Hex(byte, absl::kZeroPad2));
    } else {
      ascii += c;
    }
  }
  return OneLine(ascii);
}

std::string LineExcerpt(absl::string_view text) {
  constexpr size_t kMaxBytes = 80;
  std::string excerpt = OneLineText(text.substr(0, kMaxBytes));
  if (text.size() > kMaxBytes) excerpt += "...";
  return excerpt;
}

PipeChannel::PipeChannel(int write_fd, int read_fd, size_t max_message_bytes)
    : write_fd_(write_fd), read_fd_(read_fd), max_message_bytes_(max_message_bytes) {
  MakeNonBlocking(write_fd_);
  MakeNonBlocking(read_fd_);
}

absl::Status PipeChannel::WriteLine(absl::string_view line, Clock::time_point deadline) {
  return Write(absl::StrCat(line, "\n"), deadline);  // one write() when the pipe has room
}

absl::Status PipeChannel::WriteDelimited(absl::string_view message, Clock::time_point deadline) {
  std::string bytes;
  protocol::AppendDelimited(message, &bytes);
  return Write(bytes, deadline);
}

absl::Status PipeChannel::Write(absl::string_view bytes, Clock::time_point deadline) {
  size_t written = 0;
  while (written < bytes.size()) {
    const ssize_t n = ::write(write_fd_, bytes.data() + written, bytes.size() - written);
    if (n > 0) {
      written += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EPIPE) return absl::UnavailableError("broken pipe: nobody reads");
    if (n < 0 && errno != EAGAIN && errno != EINTR) {
      return absl::UnavailableError(absl::StrCat("write failed: ", std::strerror(errno)));
    }
    pollfd poll_fd = {write_fd_, POLLOUT, 0};
    const int ready = ::poll(&poll_fd, 1, MillisUntil(deadline));
    if (ready < 0 && errno != EINTR) {
      return absl::UnavailableError(absl::StrCat("poll failed: ", std::strerror(errno)));
    }
    if (ready == 0 && Clock::now() >= deadline) {
      return absl::DeadlineExceededError(
          absl::StrCat("took ", written, " of ", bytes.size(), " bytes and no more"));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::string> PipeChannel::ReadLine(Clock::time_point deadline) {
  while (true) {
    const size_t newline = buffer_.find('\n', scanned_);
    const size_t length = newline == std::string::npos ? buffer_.size() : newline;
    if (length > max_message_bytes_) {
      return absl::ResourceExhaustedError(absl::StrCat("a line longer than ", max_message_bytes_,
                                                       " bytes: ", LineExcerpt(buffer_)));
    }
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      scanned_ = 0;
      return line;
    }
    scanned_ = buffer_.size();
    if (closed_) return Unfinished("line");
    absl::StatusOr<bool> filled = Fill(deadline);
    if (!filled.ok()) return filled.status();
    if (!*filled) return Unfinished("line");
  }
}

absl::StatusOr<std::string> PipeChannel::ReadDelimited(Clock::time_point deadline) {
  while (true) {
    const protocol::DelimitedPrefix prefix = protocol::ReadDelimitedPrefix(buffer_);
    using State = protocol::DelimitedPrefix::State;
    if (prefix.state == State::kBadLength) {
      return absl::ResourceExhaustedError(
          absl::StrCat("a message length of more than ten bytes: ", LineExcerpt(buffer_)));
    }
    if (prefix.header > 0 && prefix.length > max_message_bytes_) {
      return absl::ResourceExhaustedError(absl::StrCat("a message of ", prefix.length,
                                                       " bytes (at most ", max_message_bytes_,
                                                       "): ", LineExcerpt(buffer_)));
    }
    if (prefix.state == State::kComplete) {
      std::string message = buffer_.substr(prefix.header, prefix.length);
      buffer_.erase(0, prefix.header + prefix.length);
      return message;
    }
    if (closed_) return Unfinished("message");
    absl::StatusOr<bool> filled = Fill(deadline);
    if (!filled.ok()) return filled.status();
    if (!*filled) return Unfinished("message");
  }
}

absl::Status PipeChannel::Unfinished(const char* what) const {
  if (closed_) {
    return absl::UnavailableError(
        buffer_.empty() ? "end of stream"
                        : absl::StrCat("end of stream after a partial ", what, " (", buffer_.size(),
                                       " bytes: ", LineExcerpt(buffer_), ")"));
  }
  return absl::DeadlineExceededError(
      buffer_.empty() ? absl::StrCat("no ", what)
                      : absl::StrCat("a partial ", what, " (", buffer_.size(),
                                     " bytes: ", LineExcerpt(buffer_), ") then silence"));
}

absl::StatusOr<bool> PipeChannel::Fill(Clock::time_point deadline) {
  while (true) {
    pollfd poll_fd = {read_fd_, POLLIN, 0};
    const int ready = ::poll(&poll_fd, 1, MillisUntil(deadline));
    if (ready < 0 && errno != EINTR) {
      return absl::UnavailableError(absl::StrCat("poll failed: ", std::strerror(errno)));
    }
    if (ready == 0 && Clock::now() >= deadline) return false;
    if (ready <= 0) continue;
    char chunk[65536];
    const ssize_t n = ::read(read_fd_, chunk, sizeof(chunk));
    if (n > 0) {
      buffer_.append(chunk, static_cast<size_t>(n));
      return true;
    }
    if (n == 0) {
      closed_ = true;
      return true;
    }
    if (errno != EAGAIN && errno != EINTR) {
      return absl::UnavailableError(absl::StrCat("read failed: ", std::strerror(errno)));
    }
  }
}

}  // namespace harness
