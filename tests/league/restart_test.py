"""`tourney league serve` killed with SIGKILL mid-game and started again:
no committed game lost, none recorded twice, the leaderboard and every
bot's rating chart as before the kill, and the games held when it died
played first, on their own leases.

Every bot is a built-in engine behind gate_proxy.py: closing the gate (a
file) stops every game at its next decision, so the kill finds games in
flight and nothing can commit between the last look and the kill. The
league runs unsandboxed (sandbox: none) so the bots can see the gate."""

import os
import resource
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from league_util import League, Serve, check, engine_bot, run, scratch_dir, script_bot  # noqa


def make_league(scratch, gate):
    league = League(scratch, "--each", "depth=1", "--check-games", "2", "--sandbox", "none",
                    "--workers", "1")
    for name, engine in (("g1", "random"), ("g2", "random"), ("g3", "random")):
        directory = os.path.join(scratch, "bots", name)
        command = engine_bot(directory, engine)
        proxy = script_bot(directory, "gate_proxy.py", {"gate_path": gate})
        league.add(name, directory, f"{proxy} {command[2:]}")
    return league


def stored_games(league):
    return {lease: (first, second, seed) for lease, first, second, seed in league.query(
        "SELECT lease, first, second, seed FROM games")}


def main():
    scratch = scratch_dir()
    gate = os.path.join(scratch, "gate")
    league = make_league(scratch, gate)

    first = Serve(league)
    try:
        first.wait_games(6)
        with open(gate, "w"):
            pass
        # Every game now stops at its next decision (one at its last move
        # may still end): wait until the games serve announced are all in
        # the store and on its leaderboard, and stay so for a second.
        def quiet():
            count = len(first.games())
            return (count == len(stored_games(league))
                    and first.json("/api/leaderboard")["games"] == count and count)

        settled, count = None, first.wait_for(quiet, "a quiet league with the gate closed")
        while settled != count:
            time.sleep(1)
            settled, count = count, first.wait_for(quiet, "a quiet league with the gate closed")
        board_before = first.json("/api/leaderboard")
        games_before = first.json("/api/games")
        bots = sorted(entry["bot"] for entry in board_before["bots"])
        charts_before = {bot: first.json(f"/api/bots/{bot}")["history"] for bot in bots}
        check(all(charts_before.values()), f"a bot without a rating history: {charts_before}")
        held = league.query("SELECT id, first, second, seed FROM leases ORDER BY id")
        check(held, "no lease held with the gate closed: no game in flight to kill")
        first.process.send_signal(signal.SIGKILL)
        check(first.wait() == -signal.SIGKILL, "serve did not die of SIGKILL")
    finally:
        first.close()

    # Nothing lost: every game serve announced is in the store, and the
    # leases it held are there as they were.
    announced = first.games()
    stored = stored_games(league)
    check(sorted(stored) == sorted(announced),
          f"after kill -9 the store's games {sorted(stored)} are not the {sorted(announced)} "
          "serve announced")
    check(league.query("SELECT id, first, second, seed FROM leases ORDER BY id") == held,
          "the held leases changed with the kill")
    check(league.query("PRAGMA integrity_check") == [("ok",)], "the league file is damaged")
    status = league.cli("status").stdout
    check(f"{len(held)} game{'s' if len(held) != 1 else ''} in flight" in status,
          f"status does not count the {len(held)} held games:\n{status}")

    # Started again with the gate still closed: nothing can be committed,
    # and the leaderboard is the one before the kill.
    second = Serve(league, "--stop-after-games", str(len(held) + 4))
    try:
        board_after = second.json("/api/leaderboard")
        for board in (board_before, board_after):
            board.pop("sequence")
        check(board_after == board_before,
              f"the leaderboard changed across the kill:\nbefore {board_before}\n"
              f"after  {board_after}")
        check(second.json("/api/games") == games_before,
              "the recent games changed across the kill")
        charts_after = {bot: second.json(f"/api/bots/{bot}")["history"] for bot in bots}
        check(charts_after == charts_before,
              f"the rating charts changed across the kill:\nbefore {charts_before}\n"
              f"after  {charts_after}")
        check(board_after["sandboxed"] is False, "an unsandboxed league says it is sandboxed")
        status, _, page = second.get("/")
        check(status == 200 and 'id="unsandboxed"' in page,
              "the leaderboard page does not say the league runs unsandboxed")
        second.wait_for(lambda: any(f"{len(held)} of {len(held)} games held" in line
                                    for line in second.stderr),
                        "the line saying the held games are played again")
        os.remove(gate)
        check(second.wait() == 0, "the restarted serve failed:\n" + "\n".join(second.stderr))
    finally:
        second.close()
        if os.path.exists(gate):
            os.remove(gate)

    replayed = second.games()
    held_ids = [lease for lease, _, _, _ in held]
    check(replayed[:len(held)] == held_ids,
          f"the restarted serve played {replayed} (in that order), not the held leases "
          f"{held_ids} first")

    # None twice: the log, the games table and the leases agree.
    path, records = league.export()
    # Untimed (depth=1): a game held at the gate waits however long; none
    # ends on time.
    ended = sorted({r["termination"] for r in records})
    check(ended == ["normal"], f"games ended {ended}: the league's --each did not reach them")
    indices = [int(r["game_index"]) for r in records]
    check(len(indices) == len(set(indices)), f"a game exported twice: {sorted(indices)}")
    check(sorted(indices) == sorted(announced + replayed),
          f"the export's games {sorted(indices)} are not the two serves' "
          f"{sorted(announced + replayed)}")
    stored = stored_games(league)
    check(len(stored) == len(records) == league.query("SELECT COUNT(*) FROM games")[0][0],
          "the export and the games table disagree")
    still_held = {lease for (lease,) in league.query("SELECT id FROM leases")}
    check(not still_held & set(stored), f"leases {still_held & set(stored)} are held and "
          "committed both")
    names = league.versions()
    by_index = {int(r["game_index"]): r for r in records}
    for lease, first_version, second_version, seed in held:
        check(stored[lease] == (first_version, second_version, seed),
              f"held lease {lease} was played as {stored[lease]}, not as leased "
              f"{(first_version, second_version, seed)}")
        record = by_index[lease]
        players = [player["name"] for player in record["players"]]
        check(players == [names[first_version], names[second_version]],
              f"held lease {lease}'s record names {players}")
        check(int(record["pair_index"]) == (seed % 2**64) >> 1,
              f"held lease {lease}'s record is not of its pair (seed {seed})")
    for record in records:
        check(record.get("termination") != "abandoned", f"an abandoned game was committed: "
              f"{record}")
    # A league file that cannot grow (here past the file size limit, as
    # `ulimit -f` sets it) stops serve with one line and a non-zero exit,
    # not a kill by SIGXFSZ, and every game committed before stays.
    kept = league.query("SELECT COUNT(*) FROM games")[0][0]
    limit = 96 << 10  # the WAL outgrows it within a few games

    def limited():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    third = Serve(league, preexec_fn=limited)
    try:
        code = third.wait()
    finally:
        third.close()
    check(code not in (0, -signal.SIGXFSZ),
          f"serve past the file size limit exited {code}:\n" + "\n".join(third.stderr))
    last = third.stderr[-1] if third.stderr else ""
    check(last.startswith("tourney: ") and league.db in last and "nothing of it was written" in last,
          f"serve past the file size limit did not end on one line naming the file: {last!r}")
    _, records = league.export()
    check(len(records) == league.query("SELECT COUNT(*) FROM games")[0][0] ==
          kept + len(third.games()),
          f"games lost past the file size limit: {kept} before, {len(third.games())} "
          f"committed by the limited serve, {len(records)} after")
    print(f"{len(announced)} games before the kill, {len(held)} held, {len(replayed)} after; "
          f"{path}")


if __name__ == "__main__":
    sys.exit(run(main))
