"""The league's JSON API and site headers while it serves, checked against
its store and its export: /api/events delivers a `change` event when a game
is committed, naming it; /api/games/ID is that game's results-log record,
field for field the exported line; /api/leaderboard and /api/bots/NAME
count each version's games and results as the export does; every page
carries the Content-Security-Policy; unknown bots and games are 404.
Then the export is read by `tourney ratings`, `report` and `export` as
any results log."""

import http.client
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from league_util import (WAIT_S, Serve, check, random_league, run, scratch_dir,  # noqa
                         tourney)


def events(serve):
    """The server-sent events of /api/events as (event, data) pairs, as they come."""
    connection = http.client.HTTPConnection(serve.host, serve.port, timeout=WAIT_S)
    connection.request("GET", "/api/events", headers={"Accept": "text/event-stream"})
    response = connection.getresponse()
    check(response.status == 200, f"/api/events: {response.status}")
    check(response.getheader("Content-Type", "").startswith("text/event-stream"),
          f"/api/events is {response.getheader('Content-Type')}")
    event, data = None, []
    try:
        while True:
            line = response.readline().decode()
            check(line, "/api/events ended")
            line = line.rstrip("\n")
            if not line:
                if event or data:
                    yield event or "message", "\n".join(data)
                event, data = None, []
            elif line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].strip())
    finally:
        connection.close()


def tally(records):
    """NAME@vN -> games, points; (NAME@vN, opponent) -> games, points."""
    totals, pairs = {}, {}
    for record in records:
        names = [p["name"] for p in record["players"]]
        for seat, name in enumerate(names):
            score = float(record["scores"][seat]) if record.get("scores") else 0.0
            opponent = names[1 - seat]
            for key, table in ((name, totals), ((name, opponent), pairs)):
                games, points = table.get(key, (0, 0.0))
                table[key] = (games + 1, points + score)
    return totals, pairs


def main():
    scratch = scratch_dir()
    league = random_league(scratch)

    serve = Serve(league)
    try:
        stream = events(serve)
        kind, data = next(stream)
        check(kind == "change", f"the first event is {kind}")
        start = json.loads(data)
        committed = None
        started = time.monotonic()
        while committed is None:
            kind, data = next(stream)
            change = json.loads(data)
            if kind == "change" and change["games"] > start["games"]:
                committed = change
            check(time.monotonic() - started < WAIT_S, "no change event for a game")
        check(committed["sequence"] > start["sequence"] and committed["last_game"],
              f"the change event: {committed}")
        live_game = serve.json(f"/api/games/{committed['last_game']}")
        recent = serve.json("/api/games")["games"]
        # Newest first; a game is named by its lease, the record's game_index.
        finished = [g["finished_ms"] for g in recent]
        check(recent and committed["last_game"] in [g["id"] for g in recent] and
              finished == sorted(finished, reverse=True),
              f"/api/games is not newest first: {[g['id'] for g in recent]}")

        headers_seen = {}
        for path in ("/", "/?order=lower", "/bots/r1", "/games",
                     f"/games/{committed['last_game']}", "/api/leaderboard", "/api/bots/r1",
                     "/api/games", "/league.js"):
            status, headers, body = serve.get(path)
            check(status == 200, f"GET {path}: {status}")
            headers_seen[path] = headers
            check(headers.get("x-content-type-options") == "nosniff",
                  f"GET {path}: no X-Content-Type-Options: nosniff")
            policy = headers.get("content-security-policy", "")
            check("default-src 'none'" in policy and "frame-ancestors 'none'" in policy,
                  f"GET {path}: Content-Security-Policy {policy!r}")
            if not path.startswith("/api/") and path != "/league.js":
                check("'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0],
                      f"GET {path}: scripts inline allowed: {policy!r}")
                check(headers.get("content-type", "").startswith("text/html"),
                      f"GET {path}: {headers.get('content-type')}")
        check(headers_seen["/league.js"]["content-type"].startswith("text/javascript"),
              "league.js is not served as JavaScript")
        check("sha256-" in headers_seen[f"/games/{committed['last_game']}"]
              ["content-security-policy"], "a replayed game's page does not admit the report's "
              "script by its hash")
        for path in ("/bots/nosuch", "/api/bots/nosuch", "/api/games/999999", "/games/999999"):
            status, headers, _ = serve.get(path)
            check(status == 404 and "content-security-policy" in headers,
                  f"GET {path}: {status}")
        serve.wait_games(6)
        stream.close()
    finally:
        code = serve.stop()
    check(code == 130, f"serve stopped by SIGINT exited {code}")

    export, records = league.export()
    by_index = {int(r["game_index"]): r for r in records}
    check(sorted(by_index) == sorted(serve.games()) and len(records) == len(by_index),
          f"exported {sorted(by_index)}, served {sorted(serve.games())}")
    last = committed["last_game"]
    check(live_game == by_index[last],
          f"/api/games/{last} is not the exported record:\n{live_game}\n{by_index[last]}")
    league_id = {r["tournament_id"] for r in records}
    check(len(league_id) == 1 and next(iter(league_id)).startswith("league-"),
          f"the records' tournament ids: {league_id}")
    for field in ("game", "players", "scores", "termination", "plies", "moves", "pair_index",
                  "final_position"):
        check(all(field in r for r in records), f"a record without {field}")

    # A quiet league: one bot left active, so a serve plays nothing and its
    # API can be compared with the store exactly.
    league.cli("pause", "r1")
    league.cli("pause", "r2")
    quiet = Serve(league)
    try:
        board = quiet.json("/api/leaderboard")
        games = quiet.json("/api/games")["games"]
        bot = quiet.json("/api/bots/s1")
        for game in games:
            record = quiet.json(f"/api/games/{game['id']}")
            check(record == by_index[game["id"]], f"/api/games/{game['id']} is not the export's")
            check([game["first"], game["second"]] == [p["name"] for p in record["players"]],
                  f"/api/games lists game {game['id']} as {game['first']} - {game['second']}")
        time.sleep(0.5)
        check(not quiet.games(), f"a league with one active bot played {quiet.games()}")
    finally:
        code = quiet.stop()
    check(code == 130, f"serve stopped by SIGINT exited {code}")
    totals, pairs = tally(records)
    check(board["games"] == len(records), f"the leaderboard counts {board['games']} games, "
          f"the export {len(records)}")
    for entry in board["bots"]:
        name = f"{entry['bot']}@v{entry['version']}"
        check((entry["games"], entry["points"]) == (totals[name][0], round(totals[name][1], 1)),
              f"{name}: {entry['games']} games {entry['points']} points on the leaderboard, "
              f"{totals[name]} in the export")
        check(entry["state"] == ("active" if entry["bot"] == "s1" else "paused") and
              (entry["bot"] == "s1" or entry["suspended_because"] == "paused by the organiser"),
              f"{name}: {entry['state']} {entry['suspended_because']!r}")
    for result in bot["results"]:
        games, points = pairs[("s1@v1", result["opponent"])]
        check((result["games"], result["points"]) == (games, round(points, 1)),
              f"s1 against {result['opponent']}: {result} in the API, {games} games "
              f"{points} points in the export")
    check(sum(r["games"] for r in bot["results"]) == totals["s1@v1"][0],
          "s1's results do not add up to its games")

    # The export as a results log.
    ratings = tourney("ratings", export).stdout
    for name in totals:
        check(name in ratings, f"tourney ratings does not list {name}:\n{ratings}")
    report = os.path.join(scratch, "report.html")
    tourney("report", export, "--out", report)
    with open(report) as page:
        text = page.read()
    check(all(name in text for name in totals), "the report does not name every version")
    pgn = os.path.join(scratch, "games.pgn")
    tourney("export", "--format", "pgn", export, "-o", pgn)
    with open(pgn) as games_file:
        check(games_file.read().count("[Event ") == len(records),
              "tourney export does not write every league game as PGN")
    print(f"{len(records)} games; {export}")


if __name__ == "__main__":
    sys.exit(run(main))
