// `tourney league token NAME`: an author's token to submit versions over HTTP.
#include <cstdio>
#include <string>
#include <vector>

#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"
#include "harness/league/league_tokens.h"

namespace harness {
namespace {

struct TokenFlags {
  std::string db = kDefaultLeagueDb;
  bool revoke = false;
};

const Flag<TokenFlags> kTokenFlags[] = {
    {{"db", Arity::kValue, "FILE", "the league (default league.sqlite)"},
     Set<TokenFlags>([](const std::string& db, TokenFlags& s) { s.db = db; })},
    {{"revoke", Arity::kSwitch, "", "revoke every token of the bot instead"},
     Set<TokenFlags>([](const std::string&, TokenFlags& s) { s.revoke = true; })},
};

std::vector<FlagSection<TokenFlags>> TokenFlagSections() {
  return {{"", {std::begin(kTokenFlags), std::end(kTokenFlags)}}};
}

constexpr char kUsage[] =
    "usage: tourney league token NAME [--revoke] [--db LEAGUE]\n"
    "Issues a token that lets the author of bot NAME submit its new versions over\n"
    "HTTP (POST /api/bots/NAME/versions, docs/league.md). The token is printed\n"
    "once; the league keeps only its hash. --revoke revokes all of the bot's.\n\n";

}  // namespace

int LeagueTokenCommand(const std::vector<std::string>& args) {
  const LeagueCommandLine read =
      ReadLeagueCommandLine(args, TokenFlagSections(), kUsage,
                            [&](const CliFlags& flags) { return flags.positional().size() == 1; });
  if (!read.given) return read.exit_status;
  const CliFlags* flags = &*read.given;
  TokenFlags token;
  if (absl::Status applied = ApplyFlags(*flags, TokenFlagSections(), token); !applied.ok()) {
    return Fail(applied);
  }
  absl::StatusOr<OpenedLeague> league = OpenLeague(token.db);
  if (!league.ok()) return Fail(league.status());
  const std::string& bot = flags->positional()[0];
  if (token.revoke) {
    absl::StatusOr<int> revoked = league->store->RevokeTokens(bot);
    if (!revoked.ok()) return Fail(revoked.status());
    std::printf("%s: %d token%s revoked\n", bot.c_str(), *revoked, *revoked == 1 ? "" : "s");
    return 0;
  }
  const std::string issued = NewToken();
  if (absl::Status added = league->store->AddToken(bot, TokenHash(issued), LeagueNowMs());
      !added.ok()) {
    return Fail(added);
  }
  std::printf("%s\n", issued.c_str());
  std::fprintf(stderr, "a token for %s's author: shown once, kept only as its hash\n", bot.c_str());
  return 0;
}

}  // namespace harness
