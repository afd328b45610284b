#include "harness/cli/live_report.h"

#include <cstdio>
#include <utility>

#include "harness/cli/atomic_file.h"
#include "harness/report/html_report.h"

namespace harness {

LiveReport::LiveReport(std::string path, std::string title, std::string results,
                       absl::Duration every, StandingsFn standings, const FormatKind* format)
    : path_(std::move(path)),
      title_(std::move(title)),
      results_(std::move(results)),
      every_(every),
      standings_(std::move(standings)),
      format_(format) {
  if (every_ > absl::ZeroDuration()) thread_ = std::thread([this] { RewriteUntilStopped(); });
}

LiveReport::~LiveReport() { StopThread(); }

void LiveReport::SetScheduled(int64_t games) {
  absl::MutexLock lock(&mutex_);
  scheduled_ = games;
  if (!summary_) summary_.emplace(games);
}

void LiveReport::Add(const tourney::v1::GameRecord& record) {
  absl::MutexLock lock(&mutex_);
  if (!summary_) summary_.emplace(0);
  summary_->Add(record);
  changed_ = true;
}

void LiveReport::RewriteUntilStopped() {
  while (true) {
    std::optional<LogSummary> summary;  // a copy: the page is made unlocked
    int64_t scheduled = 0;
    {
      absl::MutexLock lock(&mutex_);
      mutex_.AwaitWithTimeout(absl::Condition(&stopping_), every_);
      if (stopping_) return;
      if (!changed_) continue;
      changed_ = false;
      summary = summary_;
      scheduled = scheduled_;
    }
    // A failed rewrite leaves the last page; the final one reports errors.
    const std::optional<FormatStandings> standings =
        standings_ ? standings_(*summary) : std::nullopt;
    (void)Write(*summary, standings ? &*standings : nullptr,
                {scheduled, /*partial=*/true, format_});
  }
}

void LiveReport::StopThread() {
  {
    absl::MutexLock lock(&mutex_);
    stopping_ = true;
  }
  if (thread_.joinable()) thread_.join();
}

LogSummary LiveReport::Summary() {
  absl::MutexLock lock(&mutex_);
  return summary_ ? *summary_ : LogSummary(0);
}

absl::Status LiveReport::Finish(const LogSummary& final_summary, const FormatStandings* standings,
                                bool ended) {
  StopThread();
  int64_t scheduled = 0;
  {
    absl::MutexLock lock(&mutex_);
    scheduled = scheduled_;
  }
  return Write(final_summary, standings, {scheduled, /*partial=*/!ended, format_});
}

absl::Status LiveReport::Write(const LogSummary& summary, const FormatStandings* standings,
                               const ReportProgress& progress) {
  return WriteAtomically(path_, [&](std::ostream& out) {
    return WriteLogHtmlReport(out, summary, results_, kDefaultEmbeddedGames, title_, progress,
                              standings);
  });
}

}  // namespace harness
