#include "harness/report/ratings_notes.h"

#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace harness {
namespace {

std::vector<std::string> NamesOf(const Standings& standings, const Ratings& ratings,
                                 RatingKind kind) {
  std::vector<std::string> names;
  for (int i : ratings.Order()) {
    if (ratings.engines[i].kind == kind) names.push_back(standings.engines[i].name);
  }
  return names;
}

std::string Verb(const std::vector<std::string>& names, const char* one, const char* many) {
  return absl::StrCat(absl::StrJoin(names, ", "), " ", names.size() == 1 ? one : many);
}

}  // namespace

std::string UnitsLine(const Standings& standings) {
  return absl::StrFormat(
      "%d games in %d independent units (distinct seeds: games that share a seed share its dice, "
      "deal or opening, and count as one sample)",
      standings.games, standings.units);
}

std::string RatingsMethod(const Ratings& ratings) {
  return absl::StrFormat(
      "Bradley-Terry maximum likelihood on the Elo scale, mean 0 over the rated engines; draws "
      "count "
      "as half points, an N-player game as every pair of its seats. 95%% intervals and LOS are "
      "cluster-robust over the %d seeds holding rated games (Student t, %d degrees of freedom).",
      ratings.units, std::max(0, ratings.units - 1));
}

std::string SoloMethod(const std::string& label, bool higher_is_better) {
  return absl::StrCat("Ranked by mean ", label, " (", higher_is_better ? "higher" : "lower",
                      " is better). 95% intervals on the mean are cluster-robust over seeds "
                      "(Student t); LOS judges each difference with the engines' covariance over "
                      "the seeds they share.");
}

std::vector<std::string> RatingsNotes(const Standings& standings, const Ratings& ratings) {
  std::vector<std::string> notes;
  const std::vector<std::string> won = NamesOf(standings, ratings, RatingKind::kWonEveryGame);
  const std::vector<std::string> lost = NamesOf(standings, ratings, RatingKind::kLostEveryGame);
  if (!won.empty() || !lost.empty()) {
    std::vector<std::string> parts;
    if (!won.empty())
      parts.push_back(Verb(won, "won every game", "won every game among those left"));
    if (!lost.empty())
      parts.push_back(Verb(lost, "lost every game", "lost every game among those left"));
    const bool one = won.size() + lost.size() == 1;
    notes.push_back(absl::StrCat(
        absl::StrJoin(parts, "; "), ": no finite rating exists, so (as Ordo does) ",
        one ? "it is" : "they are",
        " left out and the others are fitted from their games among themselves. ",
        one ? "Its line gives" : "Their lines give",
        " a one-sided 95% limit against the rated engines met: the rating at which winning "
        "(losing) "
        "all those games has 5% probability, each seed counted once by its hardest game."));
  }
  const std::vector<std::string> unrated = NamesOf(standings, ratings, RatingKind::kUnrated);
  if (!unrated.empty()) {
    notes.push_back(absl::StrCat(Verb(unrated, "has", "have"),
                                 " no games left once those were set aside: not rated."));
  }
  int rated = 0;
  bool unknown_interval = false;
  for (const EngineRating& e : ratings.engines) {
    if (e.kind != RatingKind::kRated) continue;
    ++rated;
    unknown_interval = unknown_interval || std::isnan(e.margin95);
  }
  if (unknown_interval) {
    notes.push_back(absl::StrFormat(
        "Intervals and LOS need at least as many independent seeds as rated engines: %d seeds for "
        "%d engines.",
        ratings.units, rated));
  }
  if (ratings.prior_draws > 0) {
    notes.push_back(absl::StrFormat(
        "The rated engines still split into groups that won or lost every game between them; %g "
        "virtual draw per played pairing was added to their fit, which compresses their gaps.",
        ratings.prior_draws));
  }
  return notes;
}

std::string FirstSeatLine(const Standings& standings) {
  const ClusteredMeans& first = standings.first_seat;
  if (first.Count(0) == 0) return "";
  const double margin = first.Margin95(0);
  const std::string interval =
      std::isnan(margin) ? "(no interval from one seed)"
                         : absl::StrFormat("[%.1f%%, %.1f%%]", 100 * (first.Mean(0) - margin),
                                           100 * (first.Mean(0) + margin));
  return absl::StrFormat(
      "First seat: scored %.1f%% %s against the other seats over %d games in %d seeds (draws count "
      "as half points; 50%% means no first-seat advantage).",
      100 * first.Mean(0), interval, first.Count(0), first.Units(0));
}

std::string RatingCell(const EngineRating& rating) {
  switch (rating.kind) {
    case RatingKind::kRated:
      return absl::StrFormat("%+.0f", rating.elo);
    case RatingKind::kWonEveryGame:
      return std::isnan(rating.limit) ? "n/a" : absl::StrFormat(">%+.0f", rating.limit);
    case RatingKind::kLostEveryGame:
      return std::isnan(rating.limit) ? "n/a" : absl::StrFormat("<%+.0f", rating.limit);
    case RatingKind::kUnrated:
      break;
  }
  return "n/a";
}

std::string IntervalCell(const EngineRating& rating) {
  switch (rating.kind) {
    case RatingKind::kRated:
      if (std::isnan(rating.margin95)) return "(too few seeds)";
      return absl::StrFormat("[%+6.0f, %+6.0f]", rating.elo - rating.margin95,
                             rating.elo + rating.margin95);
    case RatingKind::kWonEveryGame:
      return std::isnan(rating.limit) ? "(won every game)" : "(lower 95% limit)";
    case RatingKind::kLostEveryGame:
      return std::isnan(rating.limit) ? "(lost every game)" : "(upper 95% limit)";
    case RatingKind::kUnrated:
      break;
  }
  return "(not rated)";
}

std::string SuperiorityCell(const Superiority& los) {
  switch (los.kind) {
    case Superiority::Kind::kEstimate:
      return absl::StrFormat("%.1f", 100 * los.value);
    case Superiority::Kind::kAtLeast:
      return absl::StrFormat(">=%.1f", std::floor(1000 * los.value) / 10);
    case Superiority::Kind::kAtMost:
      return absl::StrFormat("<=%.1f", std::ceil(1000 * los.value) / 10);
    case Superiority::Kind::kUnknown:
      break;
  }
  return "";
}

}  // namespace harness
