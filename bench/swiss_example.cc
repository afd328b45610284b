// A worked example of the Dutch Swiss: a Swiss of ENGINES engines and
// ROUNDS rounds, one game a match, results drawn from SEED (the higher
// pairing number wins 45%, draws 25%), written as TRF-16 to OUT; and the
// state before round SHOW (scores, colours, floats, opponents) with the
// pairing the harness makes, to set a pairing by hand beside it.
//
// Usage: swiss_example ENGINES ROUNDS SEED SHOW OUT.trf
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "games/common/seeded_random.h"
#include "harness/formats/swiss.h"
#include "harness/formats/swiss_history.h"
#include "harness/formats/swiss_standings.h"
#include "harness/formats/trf.h"

int main(int argc, char** argv) {
  if (argc < 6) {
    std::cerr << "usage: swiss_example ENGINES ROUNDS SEED SHOW OUT.trf\n";
    return 2;
  }
  harness::SwissField field;
  field.engines = std::atoi(argv[1]);
  field.rounds = std::atoi(argv[2]);
  field.games_per_match = 1;
  const uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  const int show = std::atoi(argv[4]);
  games::SeededRandom random(seed);
  std::vector<harness::MatchGame> games;
  std::vector<std::string> names;
  for (int e = 0; e < field.engines; ++e) names.push_back(absl::StrFormat("engine-%02d", e + 1));
  for (int round = 1; round <= field.rounds; ++round) {
    const harness::RoundPlan plan = harness::PairSwissRound(field, round, games, seed);
    if (round == show) {
      const auto cells = harness::ReadSwissRounds(field, round - 1, games);
      std::cout << "Before round " << round << " (#n = pairing number, W/B = colours of the "
                << "rounds played, opponents by #):\n";
      for (int e = 0; e < field.engines; ++e) {
        double points = 0;
        std::string colours, opponents;
        for (const harness::SwissRound& c : cells[e]) {
          points += c.points;
          if (c.kind == harness::SwissRound::kPlayed) {
            colours += c.colour == 0 ? 'W' : 'B';
            opponents += absl::StrFormat(" %d%s", c.opponent + 1,
                                         c.points == 1   ? "+"
                                         : c.points == 0 ? "-"
                                                         : "=");
          } else if (c.kind == harness::SwissRound::kBye) {
            colours += '-';
            opponents += " bye";
          }
        }
        std::cout << absl::StrFormat("  #%-2d %4.1f  %-6s %s\n", e + 1, points, colours, opponents);
      }
    }
    if (round == show || round == show + 0) {
      std::cout << "Round " << round << " paired by the harness (white first):\n";
      for (const harness::Pairing& p : plan.pairings) {
        if (p.b == harness::Pairing::kBye) {
          std::cout << absl::StrFormat("  #%d bye\n", p.a + 1);
        } else {
          std::cout << absl::StrFormat("  #%d - #%d\n", p.a + 1, p.b + 1);
        }
      }
    }
    for (const harness::Pairing& p : plan.pairings) {
      if (p.b == harness::Pairing::kBye) {
        games.push_back({round, 0, p.a, harness::Pairing::kBye, 1.0, 0, 0});
        continue;
      }
      const int higher = std::min(p.a, p.b);
      const double u = random.Unit();
      const double higher_score = u < 0.45 ? 1 : u < 0.70 ? 0.5 : 0;
      games.push_back({round, 0, p.a, p.b, p.a == higher ? higher_score : 1 - higher_score, 0, 0});
    }
  }
  const harness::SwissTable table =
      harness::SwissStandings(field, field.rounds, games, std::vector<double>(field.engines, 0));
  harness::TrfTournament header;
  header.name = "Dutch Swiss worked example, seed " + std::string(argv[3]);
  header.rounds = field.rounds;
  header.initial_colour = harness::SwissInitialColour(seed);
  std::ofstream(argv[5]) << harness::SwissTrf(table, field, names, {}, header);
  std::cout << "\nFinal standings:\n" << harness::FormatSwissTable(table, names);
  return 0;
}
