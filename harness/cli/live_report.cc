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
  if (!input_) input_.emplace(games, kDefaultEmbeddedGames);
}

void LiveReport::Add(const tourney::v1::GameRecord& record) {
  absl::MutexLock lock(&mutex_);
  if (!input_) input_.emplace(0, kDefaultEmbeddedGames);
  input_->Add(record);
  changed_ = true;
}

void LiveReport::RewriteUntilStopped() {
  while (true) {
    std::optional<ReportInput> input;  // a copy: the page is made unlocked
    int64_t scheduled = 0;
    {
      absl::MutexLock lock(&mutex_);
      mutex_.AwaitWithTimeout(absl::Condition(&stopping_), every_);
      if (stopping_) return;
      if (!changed_) continue;
      changed_ = false;
      input = input_;
      scheduled = scheduled_;
    }
    // A failed rewrite leaves the last page; the final one reports errors.
    (void)Write(*input, scheduled);
  }
}

void LiveReport::StopThread() {
  {
    absl::MutexLock lock(&mutex_);
    stopping_ = true;
  }
  if (thread_.joinable()) thread_.join();
}

absl::Status LiveReport::Finish(const ReportInput& final_input) {
  StopThread();
  int64_t scheduled = 0;
  {
    absl::MutexLock lock(&mutex_);
    scheduled = scheduled_;
  }
  return Write(final_input, scheduled);
}

absl::Status LiveReport::Write(const ReportInput& input, int64_t scheduled) {
  return WriteAtomically(
      path_, HtmlReport(input.summary, input.embedded, title_, {input.summary.games(), scheduled}));
}

}  // namespace harness
