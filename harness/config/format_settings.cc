#include "harness/config/format_settings.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"

namespace harness {
namespace {

using Config = tourney::v1::TournamentConfig;
using Settings = tourney::v1::FormatSettings;

const char* FormatTitle(Config::Format format) {
  switch (format) {
    case Config::SWISS:
      return "Swiss";
    case Config::KNOCKOUT:
      return "knockout";
    case Config::RANK:
      return "rank";
    default:
      return "round robin and gauntlet";
  }
}

// A setting given to a format that does not read it is refused by name:
// "rounds is a setting of the Swiss format".
absl::Status CheckOnlyOwnSettings(const Config& config) {
  const Settings& s = config.format_settings();
  struct Owned {
    const char* name;
    bool set;
    Config::Format owner;
  };
  for (const Owned& owned :
       {Owned{"rounds (--rounds)", s.rounds() != 0, Config::SWISS},
        Owned{"seeding (--seeding)", !s.seeding().empty(), Config::KNOCKOUT},
        Owned{"seed_order", s.seed_order_size() > 0, Config::KNOCKOUT},
        Owned{"tiebreak_pairs (--tiebreak-pairs)", s.tiebreak_pairs() != 0, Config::KNOCKOUT},
        Owned{"confidence (--confidence)", s.confidence() != 0, Config::RANK},
        Owned{"max_games (--max-games)", s.max_games() != 0, Config::RANK},
        Owned{"batch_pairs (--batch-pairs)", s.batch_pairs() != 0, Config::RANK},
        Owned{"resolution_elo (--resolution-elo)", s.resolution_elo() != 0, Config::RANK},
        Owned{"rank_guarantee (--rank-guarantee)", s.rank_guarantee() != Settings::ADJACENT,
              Config::RANK}}) {
    if (owned.set && config.format() != owned.owner) {
      return absl::InvalidArgumentError(absl::StrCat(
          "format_settings.", owned.name, " is a setting of the ", FormatTitle(owned.owner),
          " format, and this "
          "tournament is ",
          FormatTitle(config.format())));
    }
  }
  return absl::OkStatus();
}

int CeilLog2(int n) {
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  return bits;
}

}  // namespace

bool PairsByResults(const Config& config) {
  return config.format() == Config::SWISS || config.format() == Config::KNOCKOUT ||
         config.format() == Config::RANK;
}

int PairsPerMatch(const Config& config) { return std::max(1, config.games_per_pairing() / 2); }

void ApplyFormatDefaults(Config* config) {
  Settings* s = config->mutable_format_settings();
  const int engines = config->engines_size();
  switch (config->format()) {
    case Config::SWISS:
      if (s->rounds() == 0) s->set_rounds(CeilLog2(std::max(engines, 2)) + 2);
      break;
    case Config::KNOCKOUT:
      if (s->tiebreak_pairs() == 0) s->set_tiebreak_pairs(kDefaultTiebreakPairs);
      break;
    case Config::RANK:
      if (s->confidence() == 0) s->set_confidence(kDefaultRankConfidence);
      if (s->batch_pairs() == 0) s->set_batch_pairs(std::max(engines, 1));
      if (s->resolution_elo() == 0) s->set_resolution_elo(kDefaultRankResolutionElo);
      if (s->max_games() == 0) {
        s->set_max_games(std::max<int64_t>(
            2, int64_t{engines} * (engines - 1) / 2 * config->games_per_pairing()));
      }
      break;
    default:
      break;
  }
  if (s->ByteSizeLong() == 0) config->clear_format_settings();
}

absl::Status CheckFormatSettings(const Config& config) {
  absl::Status own = CheckOnlyOwnSettings(config);
  if (!own.ok() || !PairsByResults(config)) return own;
  if (config.seats_per_game() != 2) {
    return absl::InvalidArgumentError(
        absl::StrCat("the ", FormatTitle(config.format()),
                     " format pairs two engines a game, and this tournament seats ",
                     config.seats_per_game(), " (seats_per_game, --seats)"));
  }
  const Settings& s = config.format_settings();
  switch (config.format()) {
    case Config::SWISS:
      return CheckInt(kSwissRounds, s.rounds());
    case Config::KNOCKOUT:
      return CheckInt(kTiebreakPairs, s.tiebreak_pairs());
    default:
      if (config.has_seeds_per_pairing() && !config.seeds_per_pairing()) {
        return absl::InvalidArgumentError(
            "the rank format plays every seat-swapped pair on seeds of its own (its pairs are the "
            "units its stopping rule counts): seeds_per_pairing: false (--shared-seeds) does not "
            "apply to it");
      }
      for (absl::Status status :
           {CheckReal(kRankConfidence, s.confidence()),
            CheckReal(kRankResolution, s.resolution_elo()), CheckInt(kRankMaxGames, s.max_games()),
            CheckInt(kRankBatchPairs, s.batch_pairs())}) {
        if (!status.ok()) return status;
      }
      return absl::OkStatus();
  }
}

}  // namespace harness
