"""`tourney league update` while the league serves: the bot's old version
keeps its games and is matched no more, the new one plays, and the bot's
page and its API list both versions (the leaderboard only the new one)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from league_util import League, Serve, check, engine_bot, run, scratch_dir  # noqa


def main():
    scratch = scratch_dir()
    league = League(scratch, "--each", "depth=1", "--check-games", "2", "--placement", "2")
    bots = os.path.join(scratch, "bots")
    for name, engine in (("alpha", "random"), ("beta", "random"), ("gamma", "random")):
        league.add(name, os.path.join(bots, name), engine_bot(os.path.join(bots, name), engine))

    serve = Serve(league)
    try:
        serve.wait_games(6)
        # The new version: the same program in another directory, with a
        # file more (so another digest).
        directory = os.path.join(bots, "alpha2")
        command = engine_bot(directory, "random")
        with open(os.path.join(directory, "NOTES"), "w") as notes:
            notes.write("version 2\n")
        added = league.add("alpha", directory, command, verb="update")
        check("alpha v2 added" in added.stdout, f"update said:\n{added.stdout}")
        ids = {name: vid for vid, name in league.versions().items()}
        old, new = ids["alpha@v1"], ids["alpha@v2"]
        # Until the new version has played 4 games.
        bot = serve.wait_for(lambda: next(
            (b for b in [serve.json("/api/bots/alpha")]
             if len(b["versions"]) == 2 and b["versions"][1]["games"] >= 4), None),
            "4 games of alpha@v2 on its API")
        board = serve.json("/api/leaderboard")
        status, _, page = serve.get("/bots/alpha")
        check(status == 200, f"GET /bots/alpha: {status}")
    finally:
        code = serve.stop()
    check(code == 130, f"serve stopped by SIGINT exited {code}")

    # The new version is matched from the first lease made after the league
    # saw it; the old one only in games leased before (at most those in flight).
    games = league.query("SELECT lease, first, second FROM games ORDER BY lease")
    first_new = min(lease for lease, a, b in games if new in (a, b))
    late_old = [lease for lease, a, b in games if old in (a, b) and lease > first_new]
    check(not late_old, f"alpha@v1 was matched after alpha@v2 joined: leases {late_old} "
          f"(alpha@v2's first: {first_new})")
    old_games = sum(1 for _, a, b in games if old in (a, b))
    check(old_games >= 2, f"alpha@v1 played only {old_games} games before the update")

    # Both versions with their own games, in the API and on the page.
    path, records = league.export()
    played = {}
    for record in records:
        for player in record["players"]:
            played[player["name"]] = played.get(player["name"], 0) + 1
    listed = {f"alpha@v{v['version']}": v for v in bot["versions"]}
    check(sorted(listed) == ["alpha@v1", "alpha@v2"], f"/api/bots/alpha lists {sorted(listed)}")
    check(listed["alpha@v1"]["state"] == "replaced" and listed["alpha@v2"]["state"] == "active",
          f"states: v1 {listed['alpha@v1']['state']}, v2 {listed['alpha@v2']['state']}")
    check(listed["alpha@v1"]["games"] == played["alpha@v1"] == old_games,
          f"alpha@v1: {listed['alpha@v1']['games']} games in the API, "
          f"{played['alpha@v1']} in the export, {old_games} in the store")
    check(listed["alpha@v2"]["games"] >= 4, f"alpha@v2: {listed['alpha@v2']['games']} games")
    check(listed["alpha@v1"]["sha256"] != listed["alpha@v2"]["sha256"],
          "the two versions have one digest")
    for number in (1, 2):
        check(f"<td>v{number}</td>" in page, f"the bot page does not list v{number}")
    check("replaced" in page and "active" in page, "the bot page does not give the states")
    rows = [entry for entry in board["bots"] if entry["bot"] == "alpha"]
    check(len(rows) == 1 and rows[0]["version"] == 2,
          f"the leaderboard's alpha rows: {rows}")
    status = league.cli("status").stdout
    check(any(line.split()[1:3] == ["alpha", "v2"] for line in status.splitlines()[2:]
              if len(line.split()) > 2), f"status does not show alpha v2:\n{status}")

    # The same directory and command again make no version.
    same = league.cli("update", "alpha", directory, "--cmd", command, ok=False)
    check(same.returncode != 0 and "already" in same.stderr and len(league.versions()) == 4,
          f"the same update again: exit {same.returncode}\n{same.stdout}{same.stderr}")

    # A retired bot takes no version, and says so before any check runs.
    league.cli("retire", "alpha")
    later = os.path.join(bots, "alpha3")
    engine_bot(later, "random")
    retired = league.cli("update", "alpha", later, ok=False)
    check(retired.returncode != 0 and "retired" in retired.stderr and
          "PASS" not in retired.stdout and len(league.versions()) == 4,
          f"an update of a retired bot: exit {retired.returncode}\n{retired.stdout}{retired.stderr}")

    # The old version's games stay in the exported log under its name.
    ratings = league.export("again.jsonl")[1]
    check(ratings == records, "two exports of a stopped league differ")
    print(f"alpha@v1 {old_games} games, alpha@v2 {listed['alpha@v2']['games']}; {path}")


if __name__ == "__main__":
    sys.exit(run(main))
