#include "harness/league/admission.h"

#include <filesystem>
#include <optional>

#include "absl/strings/str_cat.h"
#include "harness/config/engine_spec.h"
#include "harness/config/one_line.h"
#include "harness/league/bot_tree.h"
#include "harness/league/league_games.h"
#include "harness/play/engine_check.h"

namespace harness {
namespace {

// A bot's name is a short word: it is a path part, a URL part and a cell.
absl::Status CheckBotName(const std::string& name) {
  if (name.empty() || name.size() > 40) {
    return absl::InvalidArgumentError(
        absl::StrCat("bot name '", OneLine(name), "': give 1 to 40 characters"));
  }
  for (const char c : name) {
    const bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || c == '.';
    if (!word) {
      return absl::InvalidArgumentError(absl::StrCat(
          "bot name '", OneLine(name), "': use letters, digits, '-', '_' and '.' only"));
    }
  }
  return absl::OkStatus();
}

// The bot's newest version (retired bots' too); none when the league has
// no bot of that name.
absl::StatusOr<std::optional<LeagueVersion>> NewestVersion(LeagueStore& store,
                                                           const std::string& bot) {
  absl::StatusOr<std::vector<LeagueVersion>> versions = store.Versions();
  if (!versions.ok()) return versions.status();
  std::optional<LeagueVersion> newest;
  for (const LeagueVersion& version : *versions) {
    if (version.bot == bot) newest = version;  // oldest first
  }
  return newest;
}

}  // namespace

std::string LeagueBlobsDir(const std::string& db) { return db + ".bots/blobs"; }
std::string LeagueChecksDir(const std::string& db) { return db + ".bots/checks"; }

absl::StatusOr<LeagueVersion> AdmitVersion(const Submission& submission, const std::string& db,
                                           LeagueStore& store, const LeagueSettings& settings,
                                           const LaunchSettings& launch,
                                           const std::function<void(const std::string&)>& report,
                                           int64_t now_ms) {
  if (absl::Status named = CheckBotName(submission.bot); !named.ok()) return named;
  absl::StatusOr<std::optional<LeagueVersion>> newest = NewestVersion(store, submission.bot);
  if (!newest.ok()) return newest.status();
  const bool known = newest->has_value();
  if (submission.new_bot && known) {
    return absl::AlreadyExistsError(
        absl::StrCat("the league has a bot named ", submission.bot, ": a new version is `update`"));
  }
  if (!submission.new_bot && !known) {
    return absl::NotFoundError(
        absl::StrCat("the league has no bot named ", submission.bot, ": add it first"));
  }
  if (known && (*newest)->retired) {  // before its check runs for nothing
    return absl::FailedPreconditionError(
        absl::StrCat("bot ", submission.bot, " is retired: it takes no new version"));
  }
  absl::StatusOr<std::vector<std::string>> words = SplitBotCommand(submission.command);
  if (!words.ok()) return words.status();

  absl::StatusOr<std::string> sha256 = StoreBotTree(submission.dir, LeagueBlobsDir(db));
  if (!sha256.ok()) return sha256.status();
  if (known && (*newest)->sha256 == *sha256 && (*newest)->command == submission.command &&
      (*newest)->protocol == submission.protocol) {
    return absl::AlreadyExistsError(absl::StrCat(submission.bot, " v", (*newest)->number,
                                                 " is this directory and command already (sha256 ",
                                                 sha256->substr(0, 12), "): no new version"));
  }
  const std::string blob = BlobDir(LeagueBlobsDir(db), *sha256);
  if (!std::filesystem::is_regular_file(absl::StrCat(blob, "/", words->front()))) {
    return absl::InvalidArgumentError(absl::StrCat("the bot's program ", OneLine(words->front()),
                                                   " is not a file in ", submission.dir));
  }

  LeagueVersion candidate;
  candidate.bot = submission.bot;
  candidate.number = 0;  // named by the check only
  candidate.command = submission.command;
  candidate.protocol = submission.protocol;
  EngineCheckSettings check;
  check.engine = VersionEngine(candidate, blob, settings);
  check.engine.set_name(submission.bot);
  if (absl::Status valid = ValidateEngineSpec(check.engine); !valid.ok()) return valid;
  check.game = settings.games.game();
  check.variant = settings.games.variant();
  check.seats = 2;
  check.games = settings.check_games;
  check.move_time_ms =
      settings.games.move_time_ms() > 0 ? settings.games.move_time_ms() : kDefaultMoveTimeMs;
  check.launch = launch;
  check.out_dir = LeagueChecksDir(db);
  // A league runs every bot with its default options.
  check.option_extremes = false;
  std::error_code ignored;
  std::filesystem::create_directories(check.out_dir, ignored);
  std::string failed;
  const bool passed = CheckEngine(check, [&](const CheckLine& line) {
    const std::string text =
        absl::StrCat(VerdictName(line.verdict), " ", line.check, " ", OneLine(line.detail));
    if (line.verdict == CheckVerdict::kFail && failed.empty()) failed = text;
    report(text);
  });
  if (!passed) {
    return absl::FailedPreconditionError(
        absl::StrCat(submission.bot, " is refused: tourney check failed: ", failed));
  }
  return store.AddVersion(submission.bot, *sha256, submission.command, submission.protocol, now_ms);
}

}  // namespace harness
