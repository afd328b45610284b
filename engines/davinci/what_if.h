// What-if edits on an observation, so a choice can be weighed by what the
// public would infer after it, and the measure used to weigh it.
#ifndef ENGINES_DAVINCI_WHAT_IF_H_
#define ENGINES_DAVINCI_WHAT_IF_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/v1/davinci.pb.h"
#include "engines/davinci/posterior.h"

namespace davinci {

// `seat`'s tile `tile_id` revealed.
bot::v1::DavinciObservation WithRevealed(const bot::v1::DavinciObservation& view, int seat,
                                         uint32_t tile_id);

// A new hidden tile (value 0-12, 12 = joker) at `position` (0 = leftmost)
// of `seat`'s rack, with the next id, as drawn tiles get.
bot::v1::DavinciObservation WithTileAt(const bot::v1::DavinciObservation& view, int seat,
                                       int position, int value, int colour);

// How safe the rack's hidden tiles are, given what the public believes of
// them (PublicPosterior): the sum over them of the chance the public does
// not give the tile's true value. A tile anyone can infer adds nothing.
double SafetyOf(const bot::v1::DavinciRack& rack, const std::vector<HiddenSlot>& public_beliefs);

// SafetyOf `seat`'s rack (its values must be in the view).
absl::StatusOr<double> PublicSafety(const bot::v1::DavinciObservation& view, int seat);

}  // namespace davinci

#endif  // ENGINES_DAVINCI_WHAT_IF_H_
