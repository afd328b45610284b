// The report's "Games" section: a paginated list filterable by engine and
// result, and a replay viewer for the game opened (harness/report/assets/).
// The records travel as JSON in the page; the script decodes a game's
// record only when it is opened.
#ifndef HARNESS_REPORT_GAME_LIST_H_
#define HARNESS_REPORT_GAME_LIST_H_

#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "tourney/v1/tournament.pb.h"

namespace harness {

// Writes the section to a stream a game at a time, so a page of many games
// never holds more than one record: the constructor writes the section's
// head, Add one game's entry (in any order: the page's script sorts them by
// game index), End the engines with their colours, game and variant.
// Engines are indexed as in `engines` (the standings' order, so that each
// keeps its colour from the ratings table), then any other as first seen.
class GameListWriter {
 public:
  GameListWriter(std::ostream& out, const std::vector<std::string>& engines);
  GameListWriter(const GameListWriter&) = delete;
  GameListWriter& operator=(const GameListWriter&) = delete;

  void Add(const tourney::v1::GameRecord& record);
  void End();

 private:
  int Index(const std::string& name);

  std::ostream& out_;
  std::map<std::string, int> engine_index_;
  std::vector<std::string> engines_;  // as JSON strings
  std::string game_, variant_;        // of the first game
  bool any_ = false;
};

// The viewers' style and script, to include once in the page.
std::string GameListStyle();
std::string GameListScript();

}  // namespace harness

#endif  // HARNESS_REPORT_GAME_LIST_H_
