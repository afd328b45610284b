#include "games/common/conformance/snapshot.h"

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/message_differencer.h"

namespace games::conformance {
namespace {

bot::v1::Observation Parsed(const std::string& serialized_view) {
  bot::v1::Observation view;
  view.ParseFromString(serialized_view);
  return view;
}

}  // namespace

std::string ViewOf(const Game& game, int seat) {
  bot::v1::Observation view;
  game.FillObservationFor(seat, &view);
  return view.SerializeAsString();
}

Snapshot TakeSnapshot(const Game& game, Parts parts) {
  Snapshot snapshot;
  snapshot.record = game.Record();
  snapshot.plies = game.Plies();
  snapshot.seat_to_move = game.SeatToMove();
  snapshot.over = game.IsOver();
  if (parts == Parts::kRecord) return snapshot;
  for (int seat = 0; seat < game.NumSeats(); ++seat) snapshot.views.push_back(ViewOf(game, seat));
  if (parts == Parts::kViews) return snapshot;
  for (const bot::v1::Action& action : game.LegalActions()) {
    snapshot.legal.push_back(action.SerializeAsString());
  }
  return snapshot;
}

std::string Difference(const Snapshot& before, const Snapshot& after) {
  if (before.record != after.record) {
    return absl::StrCat("the record changed from '", before.record, "' to '", after.record, "'");
  }
  if (before.plies != after.plies) {
    return absl::StrCat("Plies() changed from ", before.plies, " to ", after.plies);
  }
  if (before.seat_to_move != after.seat_to_move) {
    return absl::StrCat("the seat to move changed from ", before.seat_to_move, " to ",
                        after.seat_to_move);
  }
  if (before.over != after.over) return "IsOver() changed";
  for (size_t seat = 0; seat < before.views.size(); ++seat) {
    if (before.views[seat] != after.views[seat]) {
      return ViewChange(static_cast<int>(seat), before.views[seat], after.views[seat]);
    }
  }
  if (before.legal != after.legal) {
    return absl::StrCat("the legal actions changed (", before.legal.size(), " before, ",
                        after.legal.size(), " after)");
  }
  return "";
}

std::string ViewChange(int seat, const std::string& before, const std::string& after) {
  // Only the fields that differ: a view can run to kilobytes.
  std::string changes;
  google::protobuf::util::MessageDifferencer differencer;
  differencer.ReportDifferencesToString(&changes);
  differencer.Compare(Parsed(before), Parsed(after));
  return absl::StrCat("seat ", seat, "'s view changed: ", changes);
}

}  // namespace games::conformance
