#include "harness/results/capped_lines.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace harness {

CappedLines::CappedLines(int fd, size_t cap) : fd_(fd), cap_(cap), buffer_(1 << 16) {}

CappedLines::~CappedLines() {
  if (fd_ >= 0) ::close(fd_);
}

bool CappedLines::Fill() {
  start_ = end_ = 0;
  if (fd_ < 0) return false;
  for (;;) {
    const ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) error_ = errno;
    end_ = n > 0 ? static_cast<size_t>(n) : 0;
    return n > 0;
  }
}

CappedLines::Read CappedLines::Next(std::string* line, bool* ended) {
  line->clear();
  *ended = false;
  bool any = false;
  for (;;) {
    if (start_ == end_ && !Fill()) {
      if (error_ != 0) return Read::kError;
      return any ? Read::kLine : Read::kEnd;
    }
    any = true;
    const char* from = buffer_.data() + start_;
    const char* newline = static_cast<const char*>(std::memchr(from, '\n', end_ - start_));
    const size_t taken = newline != nullptr ? static_cast<size_t>(newline - from) : end_ - start_;
    if (line->size() + taken > cap_) return Read::kTooLong;
    line->append(from, taken);
    start_ += taken;
    if (newline != nullptr) {
      ++start_;
      *ended = true;
      return Read::kLine;
    }
  }
}

bool CappedLines::AtEnd() { return start_ == end_ && !Fill() && error_ == 0; }

}  // namespace harness
