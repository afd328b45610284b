#include "harness/config/number_ranges.h"

#include <cmath>
#include <cstring>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace harness {
namespace {

absl::Status Refuse(const char* field, const char* flag, const std::string& value,
                    const std::string& expected) {
  return absl::InvalidArgumentError(
      absl::StrCat(field, " (", flag, "): ", value, ": expected ", expected));
}

std::string WithNote(std::string text, const char* note) {
  if (*note != '\0') absl::StrAppend(&text, " ", note);
  return text;
}

// "  FLAG  FIELD  RANGE" in 80 columns with the columns aligned, else the
// range on a line of its own.
std::string HelpLine(const char* flag, const char* field, const std::string& range) {
  std::string line = absl::StrFormat("  %-20s %-27s %s\n", flag, field, range);
  if (line.size() <= 81 && std::strlen(flag) <= 20) return line;
  return absl::StrFormat("  %-20s %s\n%25s%s\n", flag, field, "", range);
}

}  // namespace

std::string RangeText(const IntRange& range) {
  return WithNote(absl::StrCat(range.min, "..", range.max), range.note);
}

std::string RangeText(const RealRange& range) {
  return WithNote(absl::StrCat(range.min_open ? "more than " : "at least ", range.min,
                               " and at most ", range.max),
                  range.note);
}

absl::Status CheckInt(const IntRange& range, int64_t value) {
  if ((value >= range.min && value <= range.max) || (value == 0 && range.zero_allowed)) {
    return absl::OkStatus();
  }
  return Refuse(range.field, range.flag, absl::StrCat(value), RangeText(range));
}

absl::Status CheckReal(const RealRange& range, double value) {
  // Written so that NaN fails every comparison and is refused.
  const bool above_min = range.min_open ? value > range.min : value >= range.min;
  if (std::isfinite(value) && above_min && value <= range.max) return absl::OkStatus();
  return Refuse(range.field, range.flag, absl::StrCat(value), RangeText(range));
}

absl::StatusOr<int64_t> ParseInt(const IntRange& range, const std::string& text) {
  int64_t value;
  if (!absl::SimpleAtoi(text, &value)) {
    return Refuse(range.field, range.flag, text, RangeText(range));
  }
  absl::Status valid = CheckInt(range, value);
  if (!valid.ok()) return valid;
  return value;
}

absl::StatusOr<double> ParseReal(const RealRange& range, const std::string& text) {
  double value;
  if (!absl::SimpleAtod(text, &value) || !CheckReal(range, value).ok()) {
    return Refuse(range.field, range.flag, text, RangeText(range));
  }
  return value;
}

std::string RangeHelpLine(const IntRange& range) {
  return HelpLine(range.flag, range.field, RangeText(range));
}

std::string RangeHelpLine(const RealRange& range) {
  return HelpLine(range.flag, range.field, RangeText(range));
}

std::string NumberRangesHelp() {
  std::string out;
  for (const IntRange& range : {kGamesPerPairing,
                                kOpeningPlies,
                                kSeatsPerGame,
                                kConcurrency,
                                kMoveTimeMs,
                                kDeadlineMarginMs,
                                kUnreachableGraceMs,
                                kPrepareTimeoutMs,
                                kMaxEngineStringBytes,
                                kStopGraceMs,
                                kEngineLogMaxMb,
                                kReportEveryS,
                                kBaseMs,
                                kIncrementMs,
                                kMovesPerSession,
                                kStMoveTimeMs,
                                kNodes,
                                kDepth,
                                kMemoryMb,
                                kCpus,
                                kOpeningsStart,
                                kSolveEmpties,
                                kResignMoves,
                                kDrawMoves,
                                kDrawAfterPly,
                                kMaxPlies,
                                kSwissRounds,
                                kTiebreakPairs,
                                kRankMaxGames,
                                kRankBatchPairs}) {
    out += RangeHelpLine(range);
  }
  for (const RealRange& range : {kRankConfidence, kRankResolution, kResignScore, kDrawScore}) {
    out += RangeHelpLine(range);
  }
  return out;
}

}  // namespace harness
