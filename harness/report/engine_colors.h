// The colour that stands for an engine everywhere in the HTML report: the
// ratings table, the charts, the game list and the replay viewer (seats
// are told apart by label and position, not by colour).
#ifndef HARNESS_REPORT_ENGINE_COLORS_H_
#define HARNESS_REPORT_ENGINE_COLORS_H_

#include <string>

namespace harness {

// By the engine's index in the standings; "#rrggbb", a colour of its own
// for every engine (Okabe-Ito's eight first, then generated hues).
std::string EngineColor(int engine);

}  // namespace harness

#endif  // HARNESS_REPORT_ENGINE_COLORS_H_
