// How a version joins a league, from the command line or over HTTP: the
// bot's directory stored under its SHA-256 (bot_tree.h: changing the
// source afterwards changes nothing), `tourney check` run on the stored
// copy exactly as the league will run it, and only then the version
// added. A check that fails refuses the version with the check's report.
#ifndef HARNESS_LEAGUE_ADMISSION_H_
#define HARNESS_LEAGUE_ADMISSION_H_

#include <functional>
#include <string>

#include "absl/status/statusor.h"
#include "harness/engine/engine_connection.h"
#include "harness/league/league_settings.h"
#include "harness/league/league_store.h"

namespace harness {

// Where a league keeps its bots: <db>.bots/blobs/<sha256>/, and the
// check's failure files in <db>.bots/checks/.
std::string LeagueBlobsDir(const std::string& db);
std::string LeagueChecksDir(const std::string& db);

// What a league's bot speaks unless told: JSON lines on its stdin and
// stdout, which any language can, and a sandboxed bot can (it has no
// network for gRPC).
inline constexpr char kDefaultBotProtocol[] = "jsonl";

struct Submission {
  std::string bot;
  std::string dir;  // the bot's directory
  std::string command;
  std::string protocol;  // as an engine spec's protocol= (kDefaultBotProtocol)
  // add: a new bot (an existing name is refused); update: a new version of
  // an existing bot.
  bool new_bot = true;
};

// Stores, checks and adds `submission` to the league at `db` (its store
// and settings given). `report` gets each line of the check as it comes.
// A refusal is FailedPrecondition whose message is the failing line (the
// full report went to `report`).
absl::StatusOr<LeagueVersion> AdmitVersion(const Submission& submission, const std::string& db,
                                           LeagueStore& store, const LeagueSettings& settings,
                                           const LaunchSettings& launch,
                                           const std::function<void(const std::string&)>& report,
                                           int64_t now_ms);

}  // namespace harness

#endif  // HARNESS_LEAGUE_ADMISSION_H_
