"""A machine that cannot launch the bots stops the league instead of
blaming them. On a machine whose bwrap fails (a stand-in first on PATH
that fails as bwrap does without user namespaces), a sandboxed league's
`serve` refuses to start, in one line, and records nothing. In a league
without the sandbox, a bot whose stored program has gone (the machine's
fault: the store holds it read-only under its digest) stops `serve` with
one line the first time it is to play: that game is not recorded, its
lease stays for the next serve, and no bot is suspended or charged with a
fault."""

import os
import stat
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from league_util import League, check, engine_bot, run, scratch_dir  # noqa


def league_of(scratch, *flags):
    os.makedirs(scratch, exist_ok=True)
    league = League(scratch, "--each", "depth=1", "--check-games", "2", "--suspend-after", "2",
                    *flags)
    for name in ("r1", "r2", "r3"):
        directory = os.path.join(scratch, "bots", name)
        command = engine_bot(directory, "random")
        with open(os.path.join(directory, "NAME"), "w") as out:
            out.write(name)  # a directory, so a stored copy, of its own
        league.add(name, directory, command)
    return league


def serve_until_it_stops(league, *flags):
    done = league.cli("serve", "--port", "0", "--stop-after-games", "40", *flags, ok=False)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    return done.returncode, lines


def no_bot_blamed(league):
    suspended = league.query("SELECT id, suspended_because FROM versions WHERE active = 0")
    check(not suspended, f"versions suspended: {suspended}")
    blamed = league.query("SELECT COUNT(*) FROM games WHERE fault != 0")[0][0]
    check(blamed == 0, f"{blamed} games charged a bot with a fault")


def broken_bwrap(scratch):
    league = league_of(os.path.join(scratch, "sandboxed"))
    # Where the sandbox's user (root switches to one) can run it from.
    with tempfile.TemporaryDirectory(prefix="league-fake-bwrap-", dir="/tmp") as fake:
        os.chmod(fake, 0o755)
        serve_with_fake_bwrap(league, fake)


def serve_with_fake_bwrap(league, fake):
    bwrap = os.path.join(fake, "bwrap")
    with open(bwrap, "w") as out:
        out.write("#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n")
    os.chmod(bwrap, 0o755)
    path = os.environ["PATH"]
    os.environ["PATH"] = f"{fake}:{path}"
    try:
        code, lines = serve_until_it_stops(league)
    finally:
        os.environ["PATH"] = path
    check(code == 1 and lines and "cannot serve" in lines[-1] and "uid map" in lines[-1],
          f"serve with a failing bwrap: exit {code}, said {lines[-3:]}")
    games = league.query("SELECT COUNT(*) FROM games")[0][0]
    check(games == 0, f"serve with a failing bwrap recorded {games} games")
    no_bot_blamed(league)
    print(f"failing bwrap: {lines[-1]}")


def missing_program(scratch):
    league = league_of(os.path.join(scratch, "unsandboxed"), "--sandbox", "none")
    sha = league.query("SELECT sha256 FROM versions v JOIN bots b ON b.id = v.bot "
                       "WHERE b.name = 'r2'")[0][0]
    blob = os.path.join(league.db + ".bots", "blobs", sha)
    os.chmod(blob, stat.S_IRWXU)
    os.remove(os.path.join(blob, "random_engine"))
    code, lines = serve_until_it_stops(league)
    check(code == 1 and lines and "cannot launch the bots here" in lines[-1] and
          "r2@v1" in lines[-1] and "not recorded" in lines[-1],
          f"serve with a bot's program gone: exit {code}, said {lines[-3:]}")
    no_bot_blamed(league)
    r2 = league.query("SELECT v.id FROM versions v JOIN bots b ON b.id = v.bot "
                      "WHERE b.name = 'r2'")[0][0]
    played = league.query("SELECT COUNT(*) FROM games WHERE ? IN (first, second)", r2)[0][0]
    held = league.query("SELECT COUNT(*) FROM leases WHERE ? IN (first, second)", r2)[0][0]
    check(played == 0 and held >= 1,
          f"r2's games: {played} recorded (want 0), {held} leases held (want >= 1)")
    print(f"program gone: {lines[-1]}")


def main():
    scratch = scratch_dir()
    broken_bwrap(scratch)
    missing_program(scratch)


if __name__ == "__main__":
    sys.exit(run(main))
