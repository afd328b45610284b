// report.html kept current while a tournament runs: rewritten every
// `every` from the games finished by then (on a thread of its own, so no
// game waits for it) and once at the end, each time atomically, so a user
// who keeps the page open and reloads always gets a whole page. A page
// written before the tournament is over (every page but the last of a run
// that ended) says so, with how many games are in of how many.
// The games are summarised as they come (log_summary.h; a resumed run's
// games from the log are handed over as it reads them), so the summary is
// the whole log's and the end of a run need not read it again; the
// records the page lists are read back from the results log as each page
// is written, one at a time: memory does not grow with the games.
#ifndef HARNESS_CLI_LIVE_REPORT_H_
#define HARNESS_CLI_LIVE_REPORT_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <thread>

#include "absl/base/thread_annotations.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "harness/report/html_report.h"
#include "harness/report/log_summary.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

class LiveReport {
 public:
  // The standings of the tournament's format from a summary (nullopt: none).
  using StandingsFn = std::function<std::optional<FormatStandings>(const LogSummary&)>;

  // `every` zero: no rewrites during the run, only Finish's page. `results`
  // is the log the games are appended to; `standings` (may be empty) the
  // format's section of each page.
  // `format` (may be null) words a partial page's games in.
  LiveReport(std::string path, std::string title, std::string results, absl::Duration every,
             StandingsFn standings = {}, const FormatKind* format = nullptr);
  ~LiveReport();
  LiveReport(const LiveReport&) = delete;
  LiveReport& operator=(const LiveReport&) = delete;

  // From the tournament's callbacks (on_schedule comes first), on any
  // thread.
  void SetScheduled(int64_t games);
  void Add(const tourney::v1::GameRecord& record);

  // The summary of every game so far, resumed ones included (empty before
  // the schedule is known and no game came).
  LogSummary Summary();

  // Stops the rewrites and writes the last page from `final_summary` and
  // the format's `standings` (null: none), computed once by the caller for
  // every report. `ended`: the tournament is over (a rank run that
  // settled, a knockout that needed fewer tie-breaks than it could have,
  // play fewer games than scheduled), so the page is no partial one; false
  // for a run stopped early.
  absl::Status Finish(const LogSummary& final_summary, const FormatStandings* standings,
                      bool ended);

 private:
  void RewriteUntilStopped();
  void StopThread();
  absl::Status Write(const LogSummary& summary, const FormatStandings* standings,
                     const ReportProgress& progress);

  const std::string path_;
  const std::string title_;
  const std::string results_;
  const absl::Duration every_;
  const StandingsFn standings_;
  const FormatKind* const format_;
  absl::Mutex mutex_;
  // Made once the schedule is known (it places the rating samples).
  std::optional<LogSummary> summary_ ABSL_GUARDED_BY(mutex_);
  int64_t scheduled_ ABSL_GUARDED_BY(mutex_) = 0;
  bool changed_ ABSL_GUARDED_BY(mutex_) = false;
  bool stopping_ ABSL_GUARDED_BY(mutex_) = false;
  std::thread thread_;
};

}  // namespace harness

#endif  // HARNESS_CLI_LIVE_REPORT_H_
