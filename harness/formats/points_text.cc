#include "harness/formats/points_text.h"

#include "absl/strings/str_format.h"

namespace harness {

std::string PointsText(double points) {
  std::string text = absl::StrFormat("%.2f", points);
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text;
}

}  // namespace harness
