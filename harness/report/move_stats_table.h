// The per-engine time and search table (harness/ratings/move_stats.h) as
// cells, shared by the text and the HTML report.
#ifndef HARNESS_REPORT_MOVE_STATS_TABLE_H_
#define HARNESS_REPORT_MOVE_STATS_TABLE_H_

#include <string>
#include <vector>

#include "harness/ratings/move_stats.h"

namespace harness {

struct TextTable {
  std::string title;
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  // first cell: the engine
};

// Empty rows when there are no statistics.
TextTable MoveStatsTable(const std::vector<EngineMoveStats>& stats);
// The CPU time of the engines measured (sandboxed ones); empty rows when
// none was.
TextTable CpuTable(const std::vector<EngineMoveStats>& stats);

}  // namespace harness

#endif  // HARNESS_REPORT_MOVE_STATS_TABLE_H_
