// The games of one tournament as read from its log (or the logs of its
// shards): each game once. Nothing in a log is trusted: a game of another
// tournament, or a second copy of a game with another outcome, is refused
// naming both places.
#ifndef HARNESS_RESULTS_TOURNAMENT_GAMES_H_
#define HARNESS_RESULTS_TOURNAMENT_GAMES_H_

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/status/status.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

class TournamentGames {
 public:
  // Adds `record`, read at `origin` (FILE:LINE). A game (tournament id and
  // game index) already held is dropped when it matches but for its times
  // (a repeated line, a shard merged twice) and an error naming both places
  // otherwise; a game of another tournament than the first one added is an
  // error naming both places and both ids.
  absl::Status Add(tourney::v1::GameRecord record, std::string origin);

  // Copies dropped so far.
  int duplicates() const { return duplicates_; }

  // Every game once, in the order first added.
  std::vector<tourney::v1::GameRecord> Release() &&;

 private:
  struct Held {
    tourney::v1::GameRecord record;
    std::string origin;
  };
  std::vector<Held> games_;
  std::unordered_map<int64_t, size_t> by_index_;  // into games_
  int duplicates_ = 0;
};

}  // namespace harness

#endif  // HARNESS_RESULTS_TOURNAMENT_GAMES_H_
