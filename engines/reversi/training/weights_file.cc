#include "engines/reversi/training/weights_file.h"

#include <fstream>
#include <iterator>

#include "absl/status/status.h"

namespace reversi::training {

absl::StatusOr<PatternWeights> ReadWeightsFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError("cannot read " + path);
  std::string bytes;
  try {  // the stream buffer throws where the read fails (a directory, say)
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  } catch (const std::ios_base::failure&) {
    return absl::DataLossError("cannot read " + path);
  }
  if (in.bad()) return absl::DataLossError("cannot read " + path);
  absl::StatusOr<PatternWeights> weights = PatternWeights::Parse(bytes);
  if (!weights.ok()) {
    return absl::InvalidArgumentError(path + ": " + std::string(weights.status().message()));
  }
  return weights;
}

}  // namespace reversi::training
