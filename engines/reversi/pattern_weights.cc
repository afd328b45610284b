#include "engines/reversi/pattern_weights.h"

#include <cmath>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "games/common/seeded_random.h"

namespace reversi {
namespace {

constexpr char kMagic[8] = {'R', 'V', 'P', 'A', 'T', 'W', 'T', 'S'};
constexpr uint32_t kFormatVersion = 1;

// magic, version, phases, entries per phase, layout hash, payload checksum.
struct Header {
  char magic[8];
  uint32_t version;
  uint32_t phases;
  uint32_t entries_per_phase;
  uint32_t reserved;
  uint64_t layout_hash;
  uint64_t checksum;
};
static_assert(sizeof(Header) == 40);

// Eight bytes at a time: a 4 MB file checks in a few milliseconds.
uint64_t Checksum(const char* data, size_t size) {
  uint64_t hash = games::Mix64(size);
  size_t i = 0;
  for (; i + 8 <= size; i += 8) {
    uint64_t word;
    std::memcpy(&word, data + i, 8);
    hash = games::MixSeeds(hash, word);
  }
  for (; i < size; ++i) hash = games::MixSeeds(hash, static_cast<unsigned char>(data[i]));
  return hash;
}

size_t WeightCount() { return static_cast<size_t>(kPhases) * EntriesPerPhase(); }

constexpr size_t kProbCutBytes =
    (kProbCutMaxDepth - kProbCutMinDepth + 1) * kProbCutGroups * sizeof(ProbCutFit);
static_assert(sizeof(ProbCutFit) == 16);

}  // namespace

uint64_t PatternLayoutHash() {
  uint64_t hash = games::MixSeeds(kPhases, kEmptiesPerPhase);
  for (const PatternShape& shape : kPatternShapes) {
    hash = games::MixSeeds(games::MixSeeds(hash, shape.mask), shape.symmetries);
  }
  return games::MixSeeds(games::MixSeeds(hash, kMobilityValues), EntriesPerPhase());
}

PatternWeights::PatternWeights() : weights_(WeightCount(), 0) {}

absl::StatusOr<PatternWeights> PatternWeights::Parse(std::string_view bytes) {
  Header header;
  if (bytes.size() < sizeof(header) || std::memcmp(bytes.data(), kMagic, sizeof(kMagic)) != 0) {
    return absl::InvalidArgumentError("not a Reversi pattern weights file (no RVPATWTS header)");
  }
  std::memcpy(&header, bytes.data(), sizeof(header));
  if (header.version != kFormatVersion) {
    return absl::InvalidArgumentError(absl::StrCat("weights file format version ", header.version,
                                                   ", this engine reads version ", kFormatVersion));
  }
  if (header.layout_hash != PatternLayoutHash() || header.phases != kPhases ||
      header.entries_per_phase != static_cast<uint32_t>(EntriesPerPhase())) {
    return absl::InvalidArgumentError(
        "the weights were fitted for other patterns or phases than this engine's");
  }
  const std::string_view payload = bytes.substr(sizeof(header));
  const size_t weight_bytes = WeightCount() * sizeof(int16_t);
  if (payload.size() != weight_bytes && payload.size() != weight_bytes + kProbCutBytes) {
    return absl::InvalidArgumentError(absl::StrCat(
        "weights file truncated or padded: ", payload.size(), " bytes after the header, expected ",
        weight_bytes, " (+", kProbCutBytes, " with ProbCut fits)"));
  }
  if (Checksum(payload.data(), payload.size()) != header.checksum) {
    return absl::InvalidArgumentError("weights file checksum mismatch: the file is corrupt");
  }
  PatternWeights weights;
  std::memcpy(weights.weights_.data(), payload.data(), weight_bytes);
  if (payload.size() > weight_bytes) {
    std::memcpy(weights.probcut_.data(), payload.data() + weight_bytes, kProbCutBytes);
    for (int depth = kProbCutMinDepth; depth <= kProbCutMaxDepth; ++depth) {
      for (int group = 0; group < kProbCutGroups; ++group) {
        const ProbCutFit& fit = weights.probcut_[ProbCutSlot(depth, group)];
        if (fit.shallow_depth == 0) continue;
        if (fit.shallow_depth < 0 || fit.shallow_depth >= depth || !(fit.slope > 0.1f) ||
            !(fit.slope < 10) || !(std::abs(fit.intercept) < 6400) || !(fit.sigma >= 0) ||
            !(fit.sigma < 6400)) {
          return absl::InvalidArgumentError(
              absl::StrCat("weights file has an impossible ProbCut fit at depth ", depth));
        }
      }
    }
  }
  return weights;
}

std::string PatternWeights::Serialize() const {
  std::string payload(reinterpret_cast<const char*>(weights_.data()),
                      weights_.size() * sizeof(int16_t));
  payload.append(reinterpret_cast<const char*>(probcut_.data()), kProbCutBytes);
  Header header{};
  std::memcpy(header.magic, kMagic, sizeof(kMagic));
  header.version = kFormatVersion;
  header.phases = kPhases;
  header.entries_per_phase = EntriesPerPhase();
  header.layout_hash = PatternLayoutHash();
  header.checksum = Checksum(payload.data(), payload.size());
  std::string bytes(reinterpret_cast<const char*>(&header), sizeof(header));
  bytes.append(payload);
  return bytes;
}

}  // namespace reversi
