// A file read a line at a time, no line longer than a cap: a line past it
// is refused once the cap is read, however long the rest of it runs, so a
// log can never grow the reader's memory past the cap.
#ifndef HARNESS_RESULTS_CAPPED_LINES_H_
#define HARNESS_RESULTS_CAPPED_LINES_H_

#include <cstddef>
#include <string>
#include <vector>

namespace harness {

class CappedLines {
 public:
  // Reads `fd` (owned; -1 reads as empty).
  CappedLines(int fd, size_t cap);
  ~CappedLines();
  CappedLines(const CappedLines&) = delete;
  CappedLines& operator=(const CappedLines&) = delete;

  enum class Read { kLine, kEnd, kTooLong, kError };
  // kLine: the next line, without its '\n', in `line`; `ended` says whether
  // it had one (only the file's last line may lack it). kTooLong: the line
  // holds more than the cap. kError: read() failed (error() says why).
  Read Next(std::string* line, bool* ended);
  int error() const { return error_; }
  // Whether nothing follows the last line read.
  bool AtEnd();

 private:
  bool Fill();  // false at the end of the file or on an error

  int fd_;
  size_t cap_;
  std::vector<char> buffer_;
  size_t start_ = 0;  // of what buffer_ holds unread
  size_t end_ = 0;
  int error_ = 0;  // errno of a failed read()
};

}  // namespace harness

#endif  // HARNESS_RESULTS_CAPPED_LINES_H_
