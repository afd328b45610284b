// The CPU time each seat's engine used over one game, from its cgroup (so
// only a sandboxed engine is measured: everything it started counts), split
// into its own decisions and the rest (while others thought, and between
// moves). An engine restarted during the game adds its new process's time.
// Between its decisions a sandboxed engine has the least CPU weight, so it
// cannot take CPU from the engine whose move it is.
#ifndef HARNESS_PLAY_ENGINE_CPU_H_
#define HARNESS_PLAY_ENGINE_CPU_H_

#include <cstdint>
#include <vector>

#include "harness/engine/engine_connection.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

class EngineCpu {
 public:
  // Reads where each engine already running stands.
  explicit EngineCpu(const std::vector<EngineConnection*>& seats);

  // Around one decision of `seat` (its engine started).
  void BeforeMove(int seat);
  void AfterMove(int seat);
  // Sets cpu_ms and cpu_ms_own_moves of each measured seat's player.
  void Record(tourney::v1::GameRecord* record);

 private:
  // Adds what `seat` used since the last reading; its reading now, -1 when
  // it has none.
  int64_t Read(int seat);

  const std::vector<EngineConnection*>& seats_;
  std::vector<int64_t> last_us_;        // the last reading, -1: none yet
  std::vector<int64_t> total_us_;       // over the game so far
  std::vector<int64_t> moves_us_;       // during its own decisions
  std::vector<int64_t> move_start_us_;  // at the start of the decision under way
  std::vector<bool> measured_;
};

}  // namespace harness

#endif  // HARNESS_PLAY_ENGINE_CPU_H_
