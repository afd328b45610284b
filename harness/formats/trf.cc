#include "harness/formats/trf.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace harness {
namespace {

constexpr int kNameWidth = 33;

// A header value: one line of printable ASCII.
std::string HeaderText(const std::string& text) {
  std::string out;
  for (char c : text) out.push_back(c >= 0x20 && c < 0x7f ? c : '?');
  return out.substr(0, 80);
}

}  // namespace

std::string TrfName(const std::string& name) {
  std::string out;
  for (char c : name) out.push_back(c >= 0x20 && c < 0x7f ? c : '?');
  const size_t first = out.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  out = out.substr(first, kNameWidth);
  out.erase(out.find_last_not_of(' ') + 1);
  return out;
}

std::string SwissTrf(const SwissTable& table, const SwissField& field,
                     const std::vector<std::string>& names, const std::vector<int>& ratings,
                     const TrfTournament& tournament) {
  const int engines = field.engines;
  const int rounds = table.crosstable.empty() ? 0 : table.crosstable[0].size();
  const std::vector<int> tpn = SwissPairingNumbers(field);
  std::vector<int> by_tpn(engines);
  for (int e = 0; e < engines; ++e) by_tpn[tpn[e]] = e;
  std::vector<int> rank(engines, 0);
  std::vector<double> points(engines, 0);
  for (const SwissStanding& s : table.standings) {
    rank[s.engine] = s.rank;
    points[s.engine] = s.points;
  }
  std::string out = absl::StrCat("012 ", HeaderText(tournament.name), "\n");
  if (!tournament.city.empty()) absl::StrAppend(&out, "022 ", HeaderText(tournament.city), "\n");
  if (!tournament.start_date.empty()) {
    absl::StrAppend(&out, "042 ", HeaderText(tournament.start_date), "\n");
  }
  if (!tournament.end_date.empty()) {
    absl::StrAppend(&out, "052 ", HeaderText(tournament.end_date), "\n");
  }
  absl::StrAppend(&out, "062 ", engines, "\n");
  absl::StrAppend(&out, "092 Individual: Swiss-System (FIDE Dutch, C.04.3)\n");
  const double half = field.games_per_match / 2.0;
  for (int t = 0; t < engines; ++t) {
    const int e = by_tpn[t];
    const int rating = ratings.empty() ? 0 : std::clamp(ratings[e], 0, 9999);
    std::string line = absl::StrFormat(
        "001 %4d %1s%3s %-33s %4s %3s %11s %10s %4.1f %4d", t + 1, "", "",
        TrfName(e < static_cast<int>(names.size()) ? names[e] : ""),
        rating > 0 ? absl::StrCat(rating) : "", "", "", "", std::min(points[e], 99.9), rank[e]);
    for (int r = 0; r < rounds; ++r) {
      const SwissCell& cell = table.crosstable[e][r];
      switch (cell.kind) {
        case SwissRound::kPlayed: {
          const char result = cell.points > half ? '1' : cell.points < half ? '0' : '=';
          absl::StrAppendFormat(&line, "  %4d %c %c", tpn[cell.opponent] + 1,
                                cell.first_seat == 0 ? 'w' : 'b', result);
          break;
        }
        case SwissRound::kBye:
          absl::StrAppend(&line, "  0000 - U");
          break;
        case SwissRound::kAbsent:
        case SwissRound::kWithdrawn:
          absl::StrAppend(&line, "  0000 - Z");
          break;
        case SwissRound::kNotPaired:
          absl::StrAppend(&line, "          ");
          break;
      }
    }
    if (tournament.next_round > 0 && !SwissPresent(field, e, tournament.next_round)) {
      for (int r = rounds + 1; r < tournament.next_round; ++r) absl::StrAppend(&line, "          ");
      absl::StrAppend(&line, "  0000 - Z");
    }
    line.erase(line.find_last_not_of(' ') + 1);
    absl::StrAppend(&out, line, "\n");
  }
  absl::StrAppend(&out, "XXR ", tournament.rounds > 0 ? tournament.rounds : rounds, "\n");
  if (tournament.initial_colour >= 0) {
    absl::StrAppend(&out, "XXC ", tournament.initial_colour == 0 ? "white1" : "black1", "\n");
  }
  return out;
}

}  // namespace harness
