#include "harness/config/default_tournament.h"

#include "google/protobuf/text_format.h"

namespace harness {

// Sized to separate the four engines' intervals and finish in a few minutes
// on two cores (see README.md for measured figures).
constexpr char kDefaultTournament[] = R"pb(
  game: "reversi"
  format: ROUND_ROBIN
  games_per_pairing: 60
  opening_plies: 4
  concurrency: 2
  move_time_ms: 50
  engines { name: "random" builtin: "random" }
  engines {
    name: "seed-d1"
    builtin: "reversi"
    options { key: "eval" value: "seed" }
    options { key: "depth" value: "1" }
  }
  engines {
    name: "seed-d3"
    builtin: "reversi"
    options { key: "eval" value: "seed" }
    options { key: "depth" value: "3" }
  }
  engines {
    name: "strong"
    builtin: "reversi"
    options { key: "eval" value: "strong" }
  }
)pb";

tourney::v1::TournamentConfig DefaultTournament() {
  tourney::v1::TournamentConfig config;
  google::protobuf::TextFormat::ParseFromString(kDefaultTournament, &config);
  return config;
}

}  // namespace harness
