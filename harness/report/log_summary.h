// What the reports are made of, gathered from a results log a game at a
// time in one pass: the standings (pairwise W/D/L and scores, pairs, point
// distributions, terminations), time and search per engine, the ratings
// (or mean points) sampled at 20 points along the log, each pair's W/D/L,
// and the records of a format that pairs by results without their moves.
// Memory grows with the engines and seeds, not with the games of a round
// robin or gauntlet (standings.h); a format's records are kept (about 100
// bytes each: its standings are computed from them). A Swiss
// bye is a record of the log and of its match, but no game: the standings,
// ratings and time statistics leave it out.
#ifndef HARNESS_REPORT_LOG_SUMMARY_H_
#define HARNESS_REPORT_LOG_SUMMARY_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/ratings/move_stats.h"
#include "harness/ratings/standings.h"
#include "harness/report/win_draw_loss.h"
#include "harness/results/game_scan.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// The HTML report lists at most this many games' records by default (the
// page of a million games would be gigabytes); the statistics cover all.
inline constexpr int64_t kDefaultEmbeddedGames = 10000;

// The ratings (mean points, when the games are played alone) after the
// first `games` games of the log, by engine name; engines set aside as
// unbeatable or hopeless at that point have none.
struct RatingSample {
  int64_t games = 0;
  std::map<std::string, double> values;
};

class LogSummary {
 public:
  // `expected_games` places the samples (an estimate does: a log's line
  // count); the last one is always taken at the end.
  explicit LogSummary(int64_t expected_games);

  void Add(const tourney::v1::GameRecord& record);
  // An engine of the tournament: listed (with "no games") even if the log
  // holds none of its games.
  void AddEngine(const std::string& name) { standings_.AddEngine(name); }

  // Records added, byes included (the rated games: standings().games).
  int64_t games() const { return records_; }
  int64_t byes() const { return byes_; }
  const Standings& standings() const { return standings_.standings(); }
  std::vector<EngineMoveStats> MoveStats() const { return move_stats_.Stats(); }
  const WinDrawLossTally& win_draw_loss() const { return win_draw_loss_; }
  // The records with a round (a format that pairs by results; none in a
  // round robin or gauntlet), byes included, each cut to its players'
  // names, scores, round, match, game index, seed and termination: what
  // the format's standings are computed from (report/format_standings.h).
  const std::vector<tourney::v1::GameRecord>& FormatRecords() const { return format_records_; }
  // Up to 20 samples, the last after every game.
  std::vector<RatingSample> RatingSamples() const;
  // Of the first game (a log holds one tournament of one game).
  const std::string& game() const { return game_; }
  const std::string& variant() const { return variant_; }
  const std::string& tournament_id() const { return tournament_id_; }

 private:
  RatingSample Sample() const;
  void KeepFormatRecord(const tourney::v1::GameRecord& record);

  StandingsBuilder standings_;
  MoveStatsBuilder move_stats_;
  WinDrawLossTally win_draw_loss_;
  std::vector<tourney::v1::GameRecord> format_records_;
  int64_t records_ = 0, byes_ = 0;
  std::vector<int64_t> sample_at_;  // game counts, ascending
  std::vector<RatingSample> samples_;
  std::string game_, variant_, tournament_id_;
};

// The logs of one tournament (one log, or its shards) summarised in one
// pass through ScanGames (each game once; `scan` gets the counts and
// warnings).
absl::StatusOr<LogSummary> ReadLogSummary(const std::vector<std::string>& paths, GameScan* scan);

// Takes games one at a time (the caller keeps none it does not need).
using GameVisitor = std::function<void(const tourney::v1::GameRecord&)>;

// Hands the first `count` games of a log (as ScanGames hands them over) to
// `visit`, reading no further: the records a page lists, fetched as it is
// written rather than kept (a log being appended to reads fine).
absl::Status VisitFirstGames(const std::string& path, int64_t count, const GameVisitor& visit);

// The summary of records already in memory.
LogSummary SummaryOf(const std::vector<tourney::v1::GameRecord>& records);

}  // namespace harness

#endif  // HARNESS_REPORT_LOG_SUMMARY_H_
