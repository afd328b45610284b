#include "harness/report/engine_colors.h"

#include <cmath>

#include "absl/strings/str_format.h"

namespace harness {
namespace {

// Okabe-Ito's colour-blind-safe palette (no red against green) for the
// first eight engines.
constexpr const char* kPalette[] = {"#0072b2", "#e69f00", "#009e73", "#cc79a7",
                                    "#56b4e9", "#d55e00", "#000000", "#999999"};
constexpr int kPaletteSize = sizeof(kPalette) / sizeof(kPalette[0]);

// HSL (hue in degrees, saturation and lightness in [0, 1]) as "#rrggbb".
std::string Hsl(double hue, double saturation, double lightness) {
  const double chroma = (1 - std::fabs(2 * lightness - 1)) * saturation;
  const double h = hue / 60;
  const double x = chroma * (1 - std::fabs(std::fmod(h, 2) - 1));
  double r = 0, g = 0, b = 0;
  if (h < 1) {
    r = chroma, g = x;
  } else if (h < 2) {
    r = x, g = chroma;
  } else if (h < 3) {
    g = chroma, b = x;
  } else if (h < 4) {
    g = x, b = chroma;
  } else if (h < 5) {
    r = x, b = chroma;
  } else {
    r = chroma, b = x;
  }
  const double m = lightness - chroma / 2;
  auto byte = [m](double v) { return static_cast<int>(std::lround(255 * (v + m))); };
  return absl::StrFormat("#%02x%02x%02x", byte(r), byte(g), byte(b));
}

}  // namespace

std::string EngineColor(int engine) {
  if (engine < kPaletteSize) return kPalette[engine];
  // Beyond the palette: hues a golden angle apart (each new one falls in
  // the widest gap left), at three lightnesses in turn, so that no two
  // engines of a large field share a colour.
  const int k = engine - kPaletteSize;
  const double hue = std::fmod(15 + 137.50776405 * k, 360.0);
  constexpr double kLightness[] = {0.38, 0.55, 0.47};
  return Hsl(hue, 0.7, kLightness[k % 3]);
}

}  // namespace harness
