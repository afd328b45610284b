#include "harness/report/engine_colors.h"

namespace harness {

const char* EngineColor(int engine) {
  // Okabe-Ito's colour-blind-safe palette (no red against green).
  static constexpr const char* kColors[] = {"#0072b2", "#e69f00", "#009e73", "#cc79a7",
                                            "#56b4e9", "#d55e00", "#000000", "#999999"};
  return kColors[engine % 8];
}

}  // namespace harness
