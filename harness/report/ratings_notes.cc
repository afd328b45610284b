#include "harness/report/ratings_notes.h"

#include <algorithm>
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

int RatedCount(const Ratings& ratings) {
  return static_cast<int>(
      std::count_if(ratings.engines.begin(), ratings.engines.end(),
                    [](const EngineRating& e) { return e.kind == RatingKind::kRated; }));
}

std::string Verb(const std::vector<std::string>& names, const char* one, const char* many) {
  return absl::StrCat(absl::StrJoin(names, ", "), " ", names.size() == 1 ? one : many);
}

}  // namespace

std::string UnitsLine(const Standings& standings) {
  return absl::StrFormat(
      "%d games, %d distinct, in %d independent units (seeds: games that share a seed share its "
      "dice, deal or opening, and a game replayed by copies of an engine is the same game: each "
      "unit counts as one sample)",
      standings.games, standings.distinct_games, standings.units);
}

std::string RatingsMethod(const Ratings& ratings) {
  const std::string fit =
      "Bradley-Terry maximum likelihood on the Elo scale, mean 0 over the rated engines; draws "
      "count as half points, an N-player game as every pair of its seats.";
  switch (ratings.covariance) {
    case CovarianceKind::kClustered:
      return absl::StrFormat(
          "%s 95%% intervals and LOS are cluster-robust over the %d independent units holding "
          "rated games (Student t with an engine's own units less one degrees of freedom).",
          fit, ratings.units);
    case CovarianceKind::kTooFewUnits:
      return absl::StrFormat(
          "%s No 95%% intervals or LOS: %d independent %s rated games, fewer than the %d rated "
          "engines, too few to judge how far the ratings could be off (games that are copies of "
          "each other are not more samples); play seeds of its own per pairing "
          "(--seeds-per-pairing) or more games per pairing.",
          fit, ratings.units, ratings.units == 1 ? "unit holds" : "units hold",
          RatedCount(ratings));
    case CovarianceKind::kNone:
      break;
  }
  return absl::StrCat(fit, " No 95% intervals or LOS: no seed holds a game between rated engines.");
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
  const std::vector<std::string> rated = NamesOf(standings, ratings, RatingKind::kRated);
  if (!won.empty() || !lost.empty()) {
    // A group set aside together won (lost) every game against the others.
    bool groups = false;
    for (const EngineRating& e : ratings.engines) groups = groups || e.group_size > 1;
    std::vector<std::string> parts;
    if (!won.empty()) {
      parts.push_back(groups ? Verb(won, "won every game against those left outside its group",
                                    "won every game against those left outside their groups")
                             : Verb(won, "won every game", "won every game among those left"));
    }
    if (!lost.empty()) {
      parts.push_back(groups ? Verb(lost, "lost every game against those left outside its group",
                                    "lost every game against those left outside their groups")
                             : Verb(lost, "lost every game", "lost every game among those left"));
    }
    const bool one = won.size() + lost.size() == 1;
    std::string note =
        absl::StrCat(absl::StrJoin(parts, "; "), ": no finite rating exists, so (as Ordo does) ",
                     one ? "it is" : "they are", " left out");
    absl::StrAppend(&note, rated.empty() ? ", and no engine is left to rate."
                                         : " and the others are fitted from their games among "
                                           "themselves.");
    // Only a set-aside engine that met a rated one has a limit; the rest read n/a.
    std::vector<std::string> limited, unlimited;
    for (int i : ratings.Order()) {
      const EngineRating& e = ratings.engines[i];
      if (e.kind != RatingKind::kWonEveryGame && e.kind != RatingKind::kLostEveryGame) continue;
      (std::isnan(e.limit) ? unlimited : limited).push_back(standings.engines[i].name);
    }
    if (!limited.empty()) {
      absl::StrAppend(&note, " ", one ? "Its line gives" : Verb(limited, "gives", "give"),
                      " a one-sided 95% limit against the rated engines met: the rating at which "
                      "winning (losing) all those games has 5% probability, each seed counted "
                      "once by its hardest game.");
    }
    if (!unlimited.empty()) {
      absl::StrAppend(&note, " ", one ? "It" : absl::StrJoin(unlimited, ", "),
                      " met no rated engine, so no limit exists (n/a).");
    }
    notes.push_back(note);
  }
  const std::vector<std::string> unrated = NamesOf(standings, ratings, RatingKind::kUnrated);
  if (!unrated.empty()) {
    notes.push_back(absl::StrCat(Verb(unrated, "has", "have"),
                                 " no games with the rated engines once those were set aside: "
                                 "not rated."));
  }
  const std::vector<std::string> idle = NamesOf(standings, ratings, RatingKind::kNoGames);
  if (!idle.empty()) notes.push_back(absl::StrCat(Verb(idle, "has", "have"), " no games."));
  std::vector<std::string> no_spread, one_unit;
  for (int i : ratings.Order()) {
    const EngineRating& e = ratings.engines[i];
    if (e.kind != RatingKind::kRated || ratings.covariance != CovarianceKind::kClustered) continue;
    if (e.margin95 == 0) no_spread.push_back(standings.engines[i].name);
    if (std::isnan(e.margin95)) one_unit.push_back(standings.engines[i].name);
  }
  if (!no_spread.empty()) {
    notes.push_back(absl::StrCat(
        absl::StrJoin(no_spread, ", "),
        ": every seed's games came out exactly as the ratings expect (every pair split alike), "
        "so the seeds show no spread: no interval or LOS can be given."));
  }
  if (!one_unit.empty()) {
    notes.push_back(absl::StrCat(
        absl::StrJoin(one_unit, ", "),
        ": all of its rated games are one independent unit (one seed, or copies of one game), "
        "which shows no spread: no interval or LOS."));
  }
  if (standings.paired_by_results) {
    notes.push_back(
        "Pairings followed earlier results (Swiss, knockout or rank): an engine that got lucky "
        "early meets stronger opponents and one that got unlucky weaker ones or none, so its "
        "rating leans toward its early results (a knockout's early losers low, its winners high) "
        "and a short Swiss compresses the field; the intervals count the games' chance, not "
        "this selection (bench/README.md, \"Do the intervals cover?\", measures both).");
  }
  return notes;
}

std::string FirstSeatLine(const Standings& standings) {
  const ClusteredMeans& first = standings.first_seat;
  if (first.Count(0) == 0) return "";
  const double mean = first.Mean(0);
  const double margin = first.Margin95(0);
  std::string interval;
  if (first.Units(0) < kFirstSeatMinSeeds) {
    interval =
        absl::StrFormat("(no interval: %d seeds, %d needed)", first.Units(0), kFirstSeatMinSeeds);
  } else if (!(margin > 0)) {
    interval = "(no interval: every seed gave the first seat the same score)";
  } else {
    // A share lies in [0%, 100%]; the t interval is cut to it.
    interval = absl::StrFormat("[%.1f%%, %.1f%%]", 100 * std::max(0.0, mean - margin),
                               100 * std::min(1.0, mean + margin));
  }
  return absl::StrFormat(
      "First seat: scored %.1f%% %s against the other seats over %d games in %d seeds (draws count "
      "as half points; 50%% means no first-seat advantage).",
      100 * mean, interval, first.Count(0), first.Units(0));
}

std::string RatingCell(const EngineRating& rating) {
  switch (rating.kind) {
    case RatingKind::kRated:
      // Rounded first, so that a rating within rounding of 0 reads "+0", not "-0".
      return absl::StrFormat("%+.0f", std::round(rating.elo) + 0.0);
    case RatingKind::kWonEveryGame:
      return std::isnan(rating.limit) ? "n/a" : absl::StrFormat(">%+.0f", rating.limit);
    case RatingKind::kLostEveryGame:
      return std::isnan(rating.limit) ? "n/a" : absl::StrFormat("<%+.0f", rating.limit);
    case RatingKind::kUnrated:
    case RatingKind::kNoGames:
      break;
  }
  return "n/a";
}

std::string IntervalCell(const EngineRating& rating) {
  switch (rating.kind) {
    case RatingKind::kRated:
      if (rating.margin95 == 0) return "(no spread)";
      if (std::isnan(rating.margin95)) return rating.units < 2 ? "(one unit)" : "(too few units)";
      return absl::StrFormat("[%+6.0f, %+6.0f]", rating.elo - rating.margin95,
                             rating.elo + rating.margin95);
    case RatingKind::kWonEveryGame:
      return std::isnan(rating.limit) ? "(won every game)" : "(lower 95% limit)";
    case RatingKind::kLostEveryGame:
      return std::isnan(rating.limit) ? "(lost every game)" : "(upper 95% limit)";
    case RatingKind::kNoGames:
      return "(no games)";
    case RatingKind::kUnrated:
      break;
  }
  return "(not rated)";
}

std::string StandardErrorCell(double standard_error) {
  return std::isnan(standard_error) ? "-" : absl::StrFormat("%.2f", standard_error);
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
