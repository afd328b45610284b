"""A bot that passes `tourney check` and then crashes in every league game
(crash_bot.py: its check's games start after Reversi's random opening,
the league's with --opening-plies 0 do not) is suspended after
--suspend-after 3 faults in a row: the reason on its page, in the API and
in `tourney league status`; it is matched no more while the others play
on; `tourney league resume` matches it again."""

import html
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from league_util import League, Serve, check, engine_bot, run, scratch_dir, script_bot  # noqa

K = 3


def main():
    scratch = scratch_dir()
    league = League(scratch, "--each", "depth=1", "--check-games", "2", "--opening-plies", "0",
                    "--suspend-after", str(K))
    bots = os.path.join(scratch, "bots")
    for name, engine in (("steady", "random"), ("sturdy", "random")):
        league.add(name, os.path.join(bots, name), engine_bot(os.path.join(bots, name), engine))
    added = league.add("crasher", os.path.join(bots, "crasher"),
                       script_bot(os.path.join(bots, "crasher"), "crash_bot.py"))
    check("crasher v1 added" in added.stdout, f"the crashing bot failed its check:\n"
          f"{added.stdout}{added.stderr}")
    crasher = {name: vid for vid, name in league.versions().items()}["crasher@v1"]

    serve = Serve(league)
    try:
        line = serve.wait_for(lambda: next((l for l in serve.stderr if "suspended after" in l),
                                           None), "the crasher's suspension")
        check(line.startswith(f"version {crasher} suspended after {K} faults in a row"),
              f"the suspension line: {line}")
        suspended_at = len(serve.games())
        # The others play on; the crasher only in games leased before (in flight).
        serve.wait_games(suspended_at + 6)
        bot = serve.json("/api/bots/crasher")
        board = serve.json("/api/leaderboard")
        status, _, page = serve.get("/bots/crasher")
        check(status == 200, f"GET /bots/crasher: {status}")
    finally:
        code = serve.stop()
    check(code == 130, f"serve stopped by SIGINT exited {code}")

    games = league.query("SELECT lease, first, second, fault FROM games ORDER BY id")
    theirs = [(lease, first, second, fault) for lease, first, second, fault in games
              if crasher in (first, second)]
    check(len(theirs) >= K, f"the crasher played {len(theirs)} games before its suspension")
    for lease, first, second, fault in theirs:
        check(fault == crasher, f"game of lease {lease}: the crasher's crash not its fault "
              f"(fault {fault})")
    check(len(games) - games.index(theirs[-1]) - 1 >= 4,
          "the crasher was still matched after its suspension: "
          f"its last game is game {games.index(theirs[-1]) + 1} of {len(games)}")
    _, records = league.export()
    crashes = [r for r in records if "crasher@v1" in [p["name"] for p in r["players"]]]
    for record in crashes:
        seat = [p["name"] for p in record["players"]].index("crasher@v1")
        check(record.get("fault_seat") == seat and record["termination"] == "crash",
              f"game {record['game_index']}: {record['termination']}, fault seat "
              f"{record.get('fault_seat')}, the crasher in seat {seat}")

    entry = bot["versions"][0]
    reason = entry["suspended_because"]
    check(entry["state"] == "suspended", f"the crasher's state: {entry['state']}")
    check(reason.startswith(f"suspended after {K} faults in a row; the last: crash"),
          f"the API's reason: {reason!r}")
    check(html.escape(reason, quote=False) in page or html.escape(reason) in page,
          f"the bot page does not give the reason {reason!r}")
    row = next(b for b in board["bots"] if b["bot"] == "crasher")
    check(row["state"] == "suspended" and row["suspended_because"] == reason,
          f"the leaderboard's crasher row: {row}")
    status = league.cli("status").stdout
    check(f"suspended: {reason}" in status, f"status does not give the reason:\n{status}")

    league.cli("resume", "crasher")
    status = league.cli("status").stdout
    line = next(l for l in status.splitlines() if " crasher " in l)
    check(line.rstrip().endswith("active"), f"after resume: {line}")
    print(f"suspended after {len(theirs)} games: {reason}")


if __name__ == "__main__":
    sys.exit(run(main))
