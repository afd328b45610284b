// What the text and HTML reports say about how their numbers were made, in
// one place so the two say the same: the method line, the notes under the
// ratings, the first seat's score.
#ifndef HARNESS_REPORT_RATINGS_NOTES_H_
#define HARNESS_REPORT_RATINGS_NOTES_H_

#include <string>
#include <vector>

#include "harness/ratings/engine_ratings.h"
#include "harness/ratings/standings.h"

namespace harness {

// "360 games in 30 independent units (distinct seeds: ...)".
std::string UnitsLine(const Standings& standings);

// How the ratings were fitted and what the intervals and LOS mean.
std::string RatingsMethod(const Ratings& ratings);

// How a solo ranking was made; `label` names the points ("final score").
std::string SoloMethod(const std::string& label, bool higher_is_better);

// Notes under the ratings table: engines set aside, intervals that could
// not be clustered over seeds, a prior that remained. Each is one sentence.
std::vector<std::string> RatingsNotes(const Standings& standings, const Ratings& ratings);

// "first seat: 53.2% [48.0%, 58.4%] ..." or "" without games of two or more
// seats. The interval is printed from kFirstSeatMinSeeds seeds on (with
// fewer, Student t's few degrees of freedom make it wider than 0-100%), cut
// to 0-100%, and not at all when every seed gave the same score.
inline constexpr int kFirstSeatMinSeeds = 5;
std::string FirstSeatLine(const Standings& standings);

// An interval's text: "[+87, +346]" (rated), "(lower 95% limit)", ...
std::string RatingCell(const EngineRating& rating);
std::string IntervalCell(const EngineRating& rating);

// A LOS cell in percent: "97.3", ">=99.9", "<=0.1", or "".
std::string SuperiorityCell(const Superiority& los);
// A standard error to two places; "-" where none exists (one unit).
std::string StandardErrorCell(double standard_error);

}  // namespace harness

#endif  // HARNESS_REPORT_RATINGS_NOTES_H_
