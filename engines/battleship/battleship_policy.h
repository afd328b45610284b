// The Battleship engine's policy: a shooter (the density shooter or a level
// of the seed's ladder) and a placer, chosen by declared options.
#ifndef ENGINES_BATTLESHIP_BATTLESHIP_POLICY_H_
#define ENGINES_BATTLESHIP_BATTLESHIP_POLICY_H_

#include "engines/common/engine_server.h"

namespace battleship {

class BattleshipPolicy : public engines::EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;
  // Layouts: any legal one, not only the sample listed.
  bool AcceptsUnlistedAnswers(const bot::v1::DecideRequest& request) const override;
};

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_BATTLESHIP_POLICY_H_
