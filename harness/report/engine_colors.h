// The colour that stands for an engine everywhere in the HTML report: the
// ratings table, the charts, the game list and the replay viewer (seats
// are told apart by label and position, not by colour).
#ifndef HARNESS_REPORT_ENGINE_COLORS_H_
#define HARNESS_REPORT_ENGINE_COLORS_H_

namespace harness {

// By the engine's index in the standings; "#rrggbb".
const char* EngineColor(int engine);

}  // namespace harness

#endif  // HARNESS_REPORT_ENGINE_COLORS_H_
