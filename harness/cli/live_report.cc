#include "harness/cli/live_report.h"

#include <cstdio>
#include <utility>

#include "harness/cli/atomic_file.h"
#include "harness/report/html_report.h"

namespace harness {

LiveReport::LiveReport(std::string path, std::string title, absl::Duration every)
    : path_(std::move(path)), title_(std::move(title)), every_(every) {
  if (every_ > absl::ZeroDuration()) thread_ = std::thread([this] { RewriteUntilStopped(); });
}

LiveReport::~LiveReport() { StopThread(); }

void LiveReport::SetScheduled(int64_t games) {
  absl::MutexLock lock(&mutex_);
  scheduled_ = games;
}

void LiveReport::Add(const tourney::v1::GameRecord& record) {
  absl::MutexLock lock(&mutex_);
  records_.push_back(record);
  changed_ = true;
}

void LiveReport::RewriteUntilStopped() {
  while (true) {
    std::vector<tourney::v1::GameRecord> records;
    int64_t scheduled = 0;
    {
      absl::MutexLock lock(&mutex_);
      mutex_.AwaitWithTimeout(absl::Condition(&stopping_), every_);
      if (stopping_) return;
      if (!changed_) continue;
      changed_ = false;
      records = records_;
      scheduled = scheduled_;
    }
    // A failed rewrite leaves the last page; the final one reports errors.
    (void)Write(records, scheduled);
  }
}

void LiveReport::StopThread() {
  {
    absl::MutexLock lock(&mutex_);
    stopping_ = true;
  }
  if (thread_.joinable()) thread_.join();
}

absl::Status LiveReport::Finish(const std::vector<tourney::v1::GameRecord>& records) {
  StopThread();
  int64_t scheduled = 0;
  {
    absl::MutexLock lock(&mutex_);
    scheduled = scheduled_;
  }
  return Write(records, scheduled);
}

absl::Status LiveReport::Write(const std::vector<tourney::v1::GameRecord>& records,
                               int64_t scheduled) {
  return WriteAtomically(
      path_, HtmlReport(records, title_, {static_cast<int64_t>(records.size()), scheduled}));
}

}  // namespace harness
