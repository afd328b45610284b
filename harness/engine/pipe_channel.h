// Messages to and from a process over its pipes, framed as lines or as
// length-delimited binary (a varint byte count, then the bytes: protobuf's
// delimited format): write one, read one by a deadline with a cap on its
// length. It knows nothing of what the messages mean, so every stdio
// protocol (bot.v1 as JSON lines or binary, GTP, NBoard) can use it.
#ifndef HARNESS_ENGINE_PIPE_CHANNEL_H_
#define HARNESS_ENGINE_PIPE_CHANNEL_H_

#include <chrono>
#include <cstddef>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace harness {

// `text` on one printable line: backslashes, control bytes and non-ASCII
// bytes C-escaped ("\\", "\n", "\t", "\x1b"), quotes kept as they are (a JSON
// writer escapes them, once).
std::string OneLineText(absl::string_view text);

// The first 80 bytes of `text` as OneLineText ("..." if cut), for messages
// that quote what an engine wrote.
std::string LineExcerpt(absl::string_view text);

class PipeChannel {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr size_t kDefaultMaxMessageBytes = size_t{1} << 20;

  // Writes to `write_fd` and reads from `read_fd` (the caller keeps owning
  // both; they are made non-blocking). A message may hold at most
  // `max_message_bytes` (a line: before its newline).
  PipeChannel(int write_fd, int read_fd, size_t max_message_bytes = kDefaultMaxMessageBytes);
  PipeChannel(const PipeChannel&) = delete;
  PipeChannel& operator=(const PipeChannel&) = delete;

  // Writes `line` and a newline by `deadline`. Unavailable if the reader is
  // gone, DeadlineExceeded if it does not take the bytes in time.
  absl::Status WriteLine(absl::string_view line, Clock::time_point deadline);
  // Writes `message` after its length as a varint, by `deadline`.
  absl::Status WriteDelimited(absl::string_view message, Clock::time_point deadline);

  // The next line, without its newline, waiting until `deadline` (a
  // deadline already past still takes what has arrived). Errors:
  //   DeadlineExceeded: no complete line in time (see pending());
  //   Unavailable: the writer closed its end (or reading failed);
  //   ResourceExhausted: the line passed the cap (checked as bytes arrive,
  //   so an endless line costs no more than the cap).
  absl::StatusOr<std::string> ReadLine(Clock::time_point deadline);
  // The next length-delimited message, as ReadLine; ResourceExhausted as
  // soon as its length announces more than the cap (or the length itself
  // runs past ten bytes).
  absl::StatusOr<std::string> ReadDelimited(Clock::time_point deadline);

  // Bytes read after the last complete message: the start of one not yet
  // finished.
  absl::string_view pending() const { return buffer_; }

 private:
  // Writes all of `bytes` by `deadline`.
  absl::Status Write(absl::string_view bytes, Clock::time_point deadline);
  // Reads what arrives by `deadline` into buffer_; false if nothing did.
  absl::StatusOr<bool> Fill(Clock::time_point deadline);
  // The error for a message cut short: the stream ended, or nothing more
  // came by the deadline (`what`: "line" or "message").
  absl::Status Unfinished(const char* what) const;

  int write_fd_;
  int read_fd_;
  size_t max_message_bytes_;
  std::string buffer_;
  size_t scanned_ = 0;  // buffer_[0, scanned_) holds no newline
  bool closed_ = false;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_PIPE_CHANNEL_H_
