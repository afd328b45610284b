// Game points as the formats' tables print them.
#ifndef HARNESS_FORMATS_POINTS_TEXT_H_
#define HARNESS_FORMATS_POINTS_TEXT_H_

#include <string>

namespace harness {

// "2", "1.5", "3.75" (sums and products of half points): as short as they go.
std::string PointsText(double points);

}  // namespace harness

#endif  // HARNESS_FORMATS_POINTS_TEXT_H_
