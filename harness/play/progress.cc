#include "harness/play/progress.h"

#include <unistd.h>

#include <algorithm>

#include "absl/strings/str_format.h"
#include "harness/config/one_line.h"

namespace harness {

Progress::Progress(FILE* out, int64_t total, int64_t already_done)
    : out_(out),
      terminal_(out != nullptr && ::isatty(::fileno(out))),
      total_(total),
      already_done_(already_done),
      done_(already_done),
      start_(std::chrono::steady_clock::now()),
      last_print_(start_) {}

void Progress::GameFinished(const std::string& summary) {
  absl::MutexLock lock(&mutex_);
  // A format that plays past what it expected (a knockout's tie-breaks)
  // raises the total: never past 100%.
  total_ = std::max(total_, ++done_);
  const auto now = std::chrono::steady_clock::now();
  const bool tenth = (done_ - last_printed_done_) * 10 >= total_;
  const bool slow = now - last_print_ > std::chrono::seconds(30);
  if (terminal_ || tenth || slow || done_ == total_) {
    Print(summary);
    last_print_ = now;
    last_printed_done_ = done_;
  }
}

void Progress::Print(const std::string& summary) {
  if (out_ == nullptr) return;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const double rate = seconds > 0 ? (done_ - already_done_) / seconds : 0;
  const int64_t eta = rate > 0 ? static_cast<int64_t>((total_ - done_) / rate) : 0;
  std::string line = absl::StrFormat(
      "[%*d/%d] %3d%% | %.1f games/s | eta %d:%02d | %s", std::to_string(total_).size(), done_,
      total_, total_ ? 100 * done_ / total_ : 100, rate, eta / 60, eta % 60, OneLine(summary));
  if (terminal_) {
    // Clear to the end of the line: the new text may be shorter.
    std::fprintf(out_, "\r%s\033[K", line.c_str());
  } else {
    std::fprintf(out_, "%s\n", line.c_str());
  }
  std::fflush(out_);
}

void Progress::Note(const std::string& text) {
  absl::MutexLock lock(&mutex_);
  if (out_ == nullptr) return;
  std::fprintf(out_, "%s%s\n", terminal_ ? "\n" : "", OneLine(text).c_str());
  std::fflush(out_);
}

void Progress::Finish() {
  absl::MutexLock lock(&mutex_);
  if (terminal_ && out_ != nullptr) {
    std::fprintf(out_, "\n");
    std::fflush(out_);
  }
}

}  // namespace harness
