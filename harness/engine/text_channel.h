// Lines of text to and from an engine over its stdin/stdout pipes: write a
// line; read a line with a deadline and a cap on its length. The text
// protocols (GTP, NBoard) are spoken through it.
#ifndef HARNESS_ENGINE_TEXT_CHANNEL_H_
#define HARNESS_ENGINE_TEXT_CHANNEL_H_

#include <chrono>
#include <cstddef>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace harness {

using Deadline = std::chrono::steady_clock::time_point;

// `ms` milliseconds from now.
Deadline DeadlineAfterMs(int64_t ms);

// `text` in single quotes for a message, cut to its first 200 bytes.
std::string Quoted(absl::string_view text);

class TextChannel {
 public:
  // Longest line accepted by default (a GTP `showboard` is ~200 bytes).
  static constexpr size_t kDefaultMaxLineBytes = 64 * 1024;

  // Writes to `to_engine_fd`, reads from `from_engine_fd`; both stay owned by
  // the caller.
  TextChannel(int to_engine_fd, int from_engine_fd, size_t max_line_bytes = kDefaultMaxLineBytes);

  // Writes `line` and a newline. Unavailable if the engine closed its stdin
  // (it exited).
  absl::Status WriteLine(absl::string_view line);

  // The next line, without its "\n" or "\r\n". DeadlineExceeded if no whole
  // line arrives before `deadline`; Unavailable at end of file (the engine
  // exited or closed stdout); ResourceExhausted once a line grows past the
  // cap without a newline.
  absl::StatusOr<std::string> ReadLine(Deadline deadline);

 private:
  int to_engine_fd_;
  int from_engine_fd_;
  size_t max_line_bytes_;
  std::string buffer_;  // bytes read but not yet returned as lines
};

}  // namespace harness

#endif  // HARNESS_ENGINE_TEXT_CHANNEL_H_
