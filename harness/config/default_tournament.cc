#include "harness/config/default_tournament.h"

#include "google/protobuf/text_format.h"

namespace harness {

// Sized to separate the four engines' intervals and finish in a few minutes
// on two cores (see README.md for measured figures). Untimed, with fixed
// search effort (depths, a node budget) and a fixed seed: every run on any
// machine prints the same table, the one README.md shows.
constexpr char kDefaultTournament[] = R"pb(
  game: "reversi"
  format: ROUND_ROBIN
  games_per_pairing: 60
  opening_plies: 4
  concurrency: 2
  pin_workers: true
  seed: 1
  each { time_control { infinite: true } }
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
    limits { nodes: 100000 }
  }
)pb";

tourney::v1::TournamentConfig DefaultTournament() {
  tourney::v1::TournamentConfig config;
  google::protobuf::TextFormat::ParseFromString(kDefaultTournament, &config);
  return config;
}

}  // namespace harness
