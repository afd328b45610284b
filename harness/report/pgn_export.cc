#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "games/common/game_registry.h"
#include "harness/config/one_line.h"
#include "harness/report/export.h"

namespace harness {
namespace {

// A tag value: on one line (a log's names and terminations are not
// trusted), then backslash and quote escaped (PGN standard 8.1.1).
std::string TagValue(const std::string& text) {
  return absl::StrReplaceAll(OneLine(text), {{"\\", "\\\\"}, {"\"", "\\\""}});
}

std::string Tag(const std::string& name, const std::string& value) {
  return absl::StrCat("[", name, " \"", TagValue(value), "\"]\n");
}

// "2024.05.01" from "2024-05-01T12:00:00Z"; PGN's unknown date otherwise.
std::string PgnDate(const std::string& finished_at) {
  if (finished_at.size() < 10) return "????.??.??";
  return absl::StrReplaceAll(finished_at.substr(0, 10), {{"-", "."}});
}

std::string PgnResult(const tourney::v1::GameRecord& record) {
  if (record.scores_size() != 2) return "*";
  if (record.scores(0) > record.scores(1)) return "1-0";
  if (record.scores(0) < record.scores(1)) return "0-1";
  return "1/2-1/2";
}

std::string VariantName(const tourney::v1::GameRecord& record) {
  if (!record.variant().empty()) return record.variant();
  const games::GameType* type = games::FindGame(record.game());
  return type != nullptr ? type->variants.front().name : "";
}

}  // namespace

ExportedGames ExportPgn(const std::vector<tourney::v1::GameRecord>& records) {
  ExportedGames out;
  for (const tourney::v1::GameRecord& record : records) {
    if (record.players_size() != 2) {
      ++out.skipped;
      out.skipped_why = "PGN holds two-player games only";
      continue;
    }
    const std::string result = PgnResult(record);
    std::string game = absl::StrCat(
        Tag("Event", absl::StrCat("tourney ", record.tournament_id())), Tag("Site", "?"),
        Tag("Date", PgnDate(record.finished_at())),
        Tag("Round", absl::StrCat(record.pair_index() + 1)), Tag("White", record.players(0).name()),
        Tag("Black", record.players(1).name()), Tag("Result", result), Tag("Game", record.game()),
        Tag("Variant", VariantName(record)), Tag("Seed", absl::StrCat(record.seed())),
        Tag("Termination", record.termination()), Tag("PlyCount", absl::StrCat(record.plies())));
    if (record.opening_index() > 0) {
      absl::StrAppend(&game, Tag("OpeningIndex", absl::StrCat(record.opening_index())));
    }
    // A comment ends at the first '}': keep the record's text inside it.
    const std::string moves = absl::StrReplaceAll(OneLine(record.moves()), {{"}", ")"}});
    absl::StrAppend(&game, "\n", moves.empty() ? "" : absl::StrCat("{", moves, "} "), result,
                    "\n\n");
    absl::StrAppend(&out.text, game);
    ++out.games;
  }
  return out;
}

}  // namespace harness
