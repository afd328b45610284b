// Lines to and from a process over its pipes: write a line, read a line by
// a deadline with a cap on its length. It knows nothing of what the lines
// mean, so every line protocol (bot.v1 JSON lines, GTP, NBoard) can use it.
#ifndef HARNESS_ENGINE_LINE_CHANNEL_H_
#define HARNESS_ENGINE_LINE_CHANNEL_H_

#include <chrono>
#include <cstddef>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace harness {

// The first 80 bytes of `text` on one printable line (C escapes, "..." if
// cut), for messages that quote what an engine wrote.
std::string LineExcerpt(absl::string_view text);

class LineChannel {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr size_t kDefaultMaxLineBytes = size_t{1} << 20;

  // Writes to `write_fd` and reads from `read_fd` (the caller keeps owning
  // both; they are made non-blocking). A line may hold at most
  // `max_line_bytes` before its newline.
  LineChannel(int write_fd, int read_fd, size_t max_line_bytes = kDefaultMaxLineBytes);
  LineChannel(const LineChannel&) = delete;
  LineChannel& operator=(const LineChannel&) = delete;

  // Writes `line` and a newline by `deadline`. Unavailable if the reader is
  // gone, DeadlineExceeded if it does not take the bytes in time.
  absl::Status WriteLine(absl::string_view line, Clock::time_point deadline);

  // The next line, without its newline, waiting until `deadline` (a
  // deadline already past still takes what has arrived). Errors:
  //   DeadlineExceeded: no complete line in time (see pending());
  //   Unavailable: the writer closed its end (or reading failed);
  //   ResourceExhausted: the line passed the cap (checked as bytes arrive,
  //   so an endless line costs no more than the cap).
  absl::StatusOr<std::string> ReadLine(Clock::time_point deadline);

  // Bytes read after the last complete line: the start of a line not yet
  // finished.
  absl::string_view pending() const { return buffer_; }

 private:
  // Reads what arrives by `deadline` into buffer_; false if nothing did.
  absl::StatusOr<bool> Fill(Clock::time_point deadline);

  int write_fd_;
  int read_fd_;
  size_t max_line_bytes_;
  std::string buffer_;
  size_t scanned_ = 0;  // buffer_[0, scanned_) holds no newline
  bool closed_ = false;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_LINE_CHANNEL_H_
