#include "harness/league/league_pages.h"

#include <cmath>
#include <ctime>
#include <map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/league/league_games.h"
#include "harness/report/page_text.h"
#include "harness/report/rating_chart.h"

namespace harness {
namespace {

constexpr char kStyle[] = R"css(
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }
th { background: #f3f3f3; } td.name { text-align: left; }
.warn { color: #a00; font-weight: bold; } .note { color: #666; }
)css";

std::string Head(const std::string& title) {
  return absl::StrCat("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>",
                      HtmlEscape(title), "</title><style>", kStyle,
                      "</style><script src=\"/league.js\" defer></script></head><body>\n");
}

std::string Utc(int64_t ms) {
  if (ms <= 0) return "-";
  const std::time_t seconds = ms / 1000;
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S", &tm);
  return text;
}

std::string Number(double value, const absl::FormatSpec<double>& format = "%.0f") {
  return std::isfinite(value) ? absl::StrFormat(format, value) : "-";
}

// ": why" after a suspension's state; nothing for a pause (its state says it).
std::string Reason(const LeagueVersion& version) {
  if (StateText(version) != "suspended") return "";
  return ": " + HtmlEscape(version.suspended_because);
}

std::string Json(const std::string& text) { return ScriptJsonString(text); }
std::string JsonNumber(double value) {
  return std::isfinite(value) ? absl::StrFormat("%.1f", value) : "null";
}

std::string StandingJson(const VersionStanding& s) {
  return absl::StrCat("{\"bot\":", Json(s.version.bot), ",\"version\":", s.version.number,
                      ",\"version_id\":", s.version.id, ",\"sha256\":", Json(s.version.sha256),
                      ",\"state\":", Json(StateText(s.version)),
                      ",\"suspended_because\":", Json(s.version.suspended_because),
                      ",\"rating\":", Json(RatingText(s)),
                      ",\"elo\":", JsonNumber(s.kind == RatingKind::kRated ? s.elo : NAN),
                      ",\"margin95\":", JsonNumber(s.margin95),
                      ",\"lower\":", JsonNumber(s.Lower()), ",\"games\":", s.games,
                      ",\"points\":", JsonNumber(s.points), ",\"last_game_ms\":", s.last_game_ms,
                      "}");
}

const VersionStanding* FindVersion(const LiveSnapshot& snapshot, int64_t id) {
  for (const VersionStanding& s : snapshot.board.versions) {
    if (s.version.id == id) return &s;
  }
  return nullptr;
}

std::string NameOf(const LiveSnapshot& snapshot, int64_t id) {
  const VersionStanding* s = FindVersion(snapshot, id);
  return s != nullptr ? VersionName(s->version) : absl::StrCat("version ", id);
}

std::string ScoreText(double first_score) {
  return first_score == 1 ? "1-0" : first_score == 0 ? "0-1" : "½-½";
}

}  // namespace

std::string LeaderboardPage(const LiveSnapshot& snapshot, const LeagueSettings& settings,
                            BoardOrder order) {
  std::string page = Head("League leaderboard");
  absl::StrAppend(&page, "<h1>", HtmlEscape(settings.games.game()),
                  settings.games.variant().empty() ? "" : " ", HtmlEscape(settings.games.variant()),
                  " league</h1>\n<p>", "<span id=\"games-count\">", snapshot.board.games,
                  "</span> games. Ordered by ",
                  order == BoardOrder::kLowerBound
                      ? "the lower end of the 95% interval (<a href=\"/\">by rating</a>)"
                      : "rating (<a href=\"/?order=lower\">by the interval's lower end</a>)",
                  ". <a href=\"/games\">Recent games</a>.</p>\n");
  if (!Sandboxed(settings)) {
    page +=
        "<p class=\"warn\" id=\"unsandboxed\">sandbox: none. This league's bots run "
        "unsandboxed, as trusted programs.</p>\n";
  }
  page +=
      "<table id=\"leaderboard\"><thead><tr><th>Rank</th><th>Bot</th><th>Version</th>"
      "<th>Rating</th><th>±95%</th><th>Lower</th><th>Games</th><th>Score</th>"
      "<th>Last active (UTC)</th><th>State</th></tr></thead><tbody>\n";
  int rank = 0;
  for (const VersionStanding& s : BotsBy(snapshot.board, order)) {
    const std::string bot = HtmlEscape(s.version.bot);
    // Only the bots being matched hold a rank.
    absl::StrAppend(&page, "<tr><td>", s.version.active ? absl::StrCat(++rank) : "-",
                    "</td><td class=\"name\"><a href=\"/bots/", bot, "\">", bot, "</a></td><td>v",
                    s.version.number, "</td><td>", RatingText(s), "</td><td>", Number(s.margin95),
                    "</td><td>", Number(s.Lower()), "</td><td>", s.games, "</td><td>",
                    s.games > 0 ? Number(100 * s.points / s.games, "%.1f%%") : "-", "</td><td>",
                    Utc(s.last_game_ms), "</td><td>", StateText(s.version), "</td></tr>\n");
  }
  page +=
      "</tbody></table>\n<p class=\"note\">Ratings: Bradley-Terry over every version's "
      "games, 95% intervals clustered over each seat-swapped pair's seed; \"-\" where the "
      "games do not yet support one. <a href=\"/api/leaderboard\">JSON</a>.</p>\n"
      "</body></html>\n";
  return page;
}

std::optional<std::string> BotPage(const LiveSnapshot& snapshot, const std::string& bot) {
  std::vector<const VersionStanding*> versions;
  for (const VersionStanding& s : snapshot.board.versions) {
    if (s.version.bot == bot) versions.push_back(&s);
  }
  if (versions.empty()) return std::nullopt;
  const std::string name = HtmlEscape(bot);
  std::string page = Head(bot);
  absl::StrAppend(&page, "<p><a href=\"/\">Leaderboard</a></p><h1>", name, "</h1>\n",
                  "<h2>Versions</h2><table id=\"versions\"><tr><th>Version</th><th>Rating</th>"
                  "<th>±95%</th><th>Games</th><th>Added (UTC)</th><th>State</th>"
                  "<th>SHA-256</th></tr>\n");
  for (const VersionStanding* s : versions) {
    absl::StrAppend(&page, "<tr><td>v", s->version.number, "</td><td>", RatingText(*s), "</td><td>",
                    Number(s->margin95), "</td><td>", s->games, "</td><td>",
                    Utc(s->version.created_ms), "</td><td class=\"name\">", StateText(s->version),
                    Reason(s->version), "</td><td class=\"name\"><code>",
                    HtmlEscape(s->version.sha256.substr(0, 16)), "</code></td></tr>\n");
  }
  page += "</table>\n";
  const VersionStanding& current = *versions.back();
  absl::StrAppend(&page, "<h2>v", current.version.number,
                  " against each opponent</h2><table id=\"results\"><tr><th>Opponent</th>"
                  "<th>Games</th><th>Points</th><th>Score</th></tr>\n");
  const auto results = snapshot.results.find(current.version.id);
  if (results != snapshot.results.end()) {
    for (const HeadToHead& h : results->second) {
      absl::StrAppend(&page, "<tr><td class=\"name\">", HtmlEscape(NameOf(snapshot, h.opponent)),
                      "</td><td>", h.games, "</td><td>", Number(h.points, "%g"), "</td><td>",
                      Number(100 * h.points / h.games, "%.1f%%"), "</td></tr>\n");
    }
  }
  page += "</table>\n<h2>Rating over time</h2>\n";
  // One line per version, through its ratings at each refit.
  std::map<int64_t, RatingSample> samples;
  std::vector<std::string> names;
  for (const VersionStanding* s : versions) {
    const auto history = snapshot.history.find(s->version.id);
    if (history == snapshot.history.end()) continue;
    names.push_back(VersionName(s->version));
    for (const RatingPoint& point : history->second) {
      samples[point.games].games = point.games;
      samples[point.games].values[names.back()] = point.elo;
    }
  }
  std::vector<RatingSample> ordered;
  for (auto& [games, sample] : samples) ordered.push_back(std::move(sample));
  page += ordered.empty() ? "<p>No rating yet.</p>\n"
                          : RatingOverTimeChart(ordered, names, /*solo=*/false);
  absl::StrAppend(&page, "<p><a href=\"/api/bots/", name, "\">JSON</a></p></body></html>\n");
  return page;
}

std::string GamesPage(const LiveSnapshot& snapshot) {
  std::string page = Head("Recent games");
  page +=
      "<p><a href=\"/\">Leaderboard</a></p><h1>Recent games</h1>\n<table id=\"games\"><tr>"
      "<th>Game</th><th>Seat 0</th><th>Result</th><th>Seat 1</th><th>Finished (UTC)</th>"
      "</tr>\n";
  for (const GameLine& game : snapshot.recent) {
    absl::StrAppend(&page, "<tr><td><a href=\"/games/", game.id, "\">", game.id,
                    "</a></td><td class=\"name\">", HtmlEscape(NameOf(snapshot, game.first)),
                    "</td><td>", ScoreText(game.first_score), game.fault != 0 ? " (fault)" : "",
                    "</td><td class=\"name\">", HtmlEscape(NameOf(snapshot, game.second)),
                    "</td><td>", Utc(game.finished_ms), "</td></tr>\n");
  }
  page += "</table></body></html>\n";
  return page;
}

std::string LeaderboardJson(const LiveSnapshot& snapshot, const LeagueSettings& settings,
                            BoardOrder order) {
  std::string json = absl::StrCat(
      "{\"game\":", Json(settings.games.game()), ",\"variant\":", Json(settings.games.variant()),
      ",\"sandboxed\":", Sandboxed(settings) ? "true" : "false",
      ",\"games\":", snapshot.board.games, ",\"sequence\":", snapshot.sequence,
      ",\"order\":", order == BoardOrder::kLowerBound ? "\"lower\"" : "\"rating\"", ",\"bots\":[");
  bool first = true;
  for (const VersionStanding& s : BotsBy(snapshot.board, order)) {
    absl::StrAppend(&json, first ? "" : ",", StandingJson(s));
    first = false;
  }
  return json + "]}";
}

std::optional<std::string> BotJson(const LiveSnapshot& snapshot, const std::string& bot) {
  std::string versions;
  std::string history;  // the rating over time: the points of every version
  int64_t current = 0;
  for (const VersionStanding& s : snapshot.board.versions) {
    if (s.version.bot != bot) continue;
    absl::StrAppend(&versions, versions.empty() ? "" : ",", StandingJson(s));
    current = s.version.id;
    const auto points = snapshot.history.find(s.version.id);
    if (points == snapshot.history.end()) continue;
    for (const RatingPoint& point : points->second) {
      absl::StrAppend(&history, history.empty() ? "" : ",", "{\"version\":", s.version.number,
                      ",\"games\":", point.games, ",\"elo\":", JsonNumber(point.elo), "}");
    }
  }
  if (versions.empty()) return std::nullopt;
  std::string results;
  if (const auto at = snapshot.results.find(current); at != snapshot.results.end()) {
    for (const HeadToHead& h : at->second) {
      absl::StrAppend(&results, results.empty() ? "" : ",",
                      "{\"opponent\":", Json(NameOf(snapshot, h.opponent)), ",\"games\":", h.games,
                      ",\"points\":", JsonNumber(h.points), "}");
    }
  }
  return absl::StrCat("{\"bot\":", Json(bot), ",\"versions\":[", versions, "],\"results\":[",
                      results, "],\"history\":[", history, "]}");
}

std::string GamesJson(const LiveSnapshot& snapshot) {
  std::string json = "{\"games\":[";
  bool first = true;
  for (const GameLine& game : snapshot.recent) {
    absl::StrAppend(&json, first ? "" : ",", "{\"id\":", game.id,
                    ",\"first\":", Json(NameOf(snapshot, game.first)),
                    ",\"second\":", Json(NameOf(snapshot, game.second)),
                    ",\"first_score\":", JsonNumber(game.first_score),
                    ",\"fault\":", game.fault != 0 ? "true" : "false",
                    ",\"finished_ms\":", game.finished_ms, "}");
    first = false;
  }
  return json + "]}";
}

std::string ChangeJson(const LiveSnapshot& snapshot) {
  return absl::StrCat(
      "{\"sequence\":", snapshot.sequence, ",\"games\":", snapshot.board.games, ",\"last_game\":",
      snapshot.recent.empty() ? "null" : absl::StrCat(snapshot.recent.front().id), "}");
}

// Text only (textContent), never markup: a bot's name stays text.
const char kLeagueScript[] = R"js('use strict';
(function () {
  const table = document.getElementById('leaderboard');
  if (!table || !window.EventSource) return;
  const order = new URLSearchParams(location.search).get('order') === 'lower' ? 'lower' : 'rating';
  const cell = (row, text, cls) => {
    const td = row.insertCell();
    td.textContent = text;
    if (cls) td.className = cls;
    return td;
  };
  const fixed = (v) => (v === null ? '-' : String(Math.round(v)));
  async function refresh() {
    const response = await fetch('/api/leaderboard?order=' + order);
    if (!response.ok) return;
    const board = await response.json();
    document.getElementById('games-count').textContent = String(board.games);
    const body = table.tBodies[0];
    while (body.rows.length) body.deleteRow(0);
    let rank = 0;
    board.bots.forEach((bot) => {
      const row = body.insertRow();
      cell(row, bot.state === 'active' ? String(++rank) : '-');
      const name = cell(row, '', 'name');
      const link = document.createElement('a');
      link.href = '/bots/' + encodeURIComponent(bot.bot);
      link.textContent = bot.bot;
      name.appendChild(link);
      cell(row, 'v' + bot.version);
      cell(row, bot.rating);
      cell(row, fixed(bot.margin95));
      cell(row, fixed(bot.lower));
      cell(row, String(bot.games));
      cell(row, bot.games > 0 ? (100 * bot.points / bot.games).toFixed(1) + '%' : '-');
      cell(row, bot.last_game_ms > 0 ? new Date(bot.last_game_ms).toISOString().slice(0, 19).replace('T', ' ') : '-');
      cell(row, bot.state);
    });
  }
  const events = new EventSource('/api/events');
  events.addEventListener('change', () => { refresh(); });
})();
)js";

}  // namespace harness
