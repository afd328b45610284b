"""What the league's end-to-end tests share (Python's standard library
only): the real `tourney` binary on real SQLite files, bots made of the
built-in engines' binaries (or the test bots here) copied into directories,
`tourney league serve` as a child process whose stdout and stderr are read
as they come, and HTTP against its site.

Run from the test's runfiles root (as Bazel starts a test), so
harness/tourney and engines/*/ are relative paths."""

import http.client
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import threading
import time
import urllib.parse

TOURNEY = os.path.abspath("harness/tourney")
# The built-in engines a test bot may be made of (the tests' data).
ENGINES = {"random": os.path.abspath("engines/random/random_engine")}
HERE = os.path.dirname(os.path.abspath(__file__))

# Every wait has a bound, far above what the step takes on a loaded
# machine, so a hang fails the test with a line instead of its timeout.
WAIT_S = 120


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def scratch_dir():
    path = os.environ.get("TEST_TMPDIR") or os.path.abspath("league-test-tmp")
    os.makedirs(path, exist_ok=True)
    return path


def tourney(*args, ok=True, stdin=None):
    """Runs `tourney ARGS`; its CompletedProcess (text). `ok`: fail the test
    unless it exits 0."""
    done = subprocess.run([TOURNEY] + [str(a) for a in args], capture_output=True, text=True,
                          input=stdin, timeout=WAIT_S)
    if ok and done.returncode != 0:
        raise Failure(f"tourney {' '.join(map(str, args))} exited {done.returncode}:\n"
                      f"{done.stdout}{done.stderr}")
    return done


def engine_bot(directory, engine):
    """A bot directory holding a copy of a built-in engine's binary; the
    command that starts it there speaking JSON lines."""
    os.makedirs(directory, exist_ok=True)
    shutil.copy(ENGINES[engine], os.path.join(directory, os.path.basename(ENGINES[engine])))
    return f"./{os.path.basename(ENGINES[engine])} --stdio"


def script_bot(directory, script, files=None):
    """A bot directory holding one of the test bots here (and `files`:
    name -> text); the command that starts it."""
    os.makedirs(directory, exist_ok=True)
    target = os.path.join(directory, script)
    shutil.copy(os.path.join(HERE, script), target)
    os.chmod(target, 0o755)
    for name, text in (files or {}).items():
        with open(os.path.join(directory, name), "w") as out:
            out.write(text)
    return f"./{script}"


class League:
    """A league file in `scratch`, made by `tourney league init`."""

    def __init__(self, scratch, *init_flags):
        self.scratch = scratch
        self.db = os.path.join(scratch, "league.sqlite")
        tourney("league", "init", "--db", self.db, *init_flags)

    def add(self, name, directory, command, verb="add"):
        return tourney("league", verb, "--db", self.db, name, directory, "--cmd", command)

    def cli(self, *args, ok=True):
        return tourney("league", *args[:1], "--db", self.db, *args[1:], ok=ok)

    def query(self, sql, *params):
        """Rows of a query on the league file (a connection of its own, as
        any other process would open it)."""
        connection = sqlite3.connect(self.db, timeout=30)
        try:
            return connection.execute(sql, params).fetchall()
        finally:
            connection.close()

    def export(self, name="export.jsonl"):
        path = os.path.join(self.scratch, name)
        if os.path.exists(path):
            os.remove(path)
        tourney("league", "export", "--db", self.db, "--out", path)
        with open(path) as log:
            return path, [json.loads(line) for line in log if line.strip()]

    def versions(self):
        """version id -> NAME@vN."""
        return {vid: f"{bot}@v{number}" for vid, bot, number in self.query(
            "SELECT versions.id, bots.name, versions.number FROM versions "
            "JOIN bots ON bots.id = versions.bot")}


def random_league(scratch):
    """A league of three copies of the built-in random engine, depth 1."""
    league = League(scratch, "--each", "depth=1", "--check-games", "2")
    bots = os.path.join(scratch, "bots")
    for name in ("r1", "r2", "s1"):
        league.add(name, os.path.join(bots, name), engine_bot(os.path.join(bots, name), "random"))
    return league


class Serve:
    """`tourney league serve` running: its address, and its lines as they come."""

    def __init__(self, league, *flags, preexec_fn=None):
        self.league = league
        self.process = subprocess.Popen(
            [TOURNEY, "league", "serve", "--db", league.db, "--port", "0"] + list(flags),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
            preexec_fn=preexec_fn)
        self.stdout, self.stderr = [], []
        self._changed = threading.Condition()
        self._readers = [threading.Thread(target=self._read, args=(stream, lines), daemon=True)
                         for stream, lines in ((self.process.stdout, self.stdout),
                                               (self.process.stderr, self.stderr))]
        for reader in self._readers:
            reader.start()
        line = self.wait_for(lambda: next((l for l in self.stdout if l.startswith("leaderboard: ")),
                                          None), "the leaderboard's address")
        self.url = line.split(" ", 1)[1].rstrip("/")
        parsed = urllib.parse.urlparse(self.url)
        self.host, self.port = parsed.hostname, parsed.port

    def _read(self, stream, lines):
        for line in stream:
            with self._changed:
                lines.append(line.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def wait_for(self, found, what, timeout=WAIT_S):
        """Waits until found() is truthy (re-evaluated as lines come, and every
        0.2 s); its value. Fails naming `what` on a timeout or when serve ends."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                value = found()
                if value:
                    return value
                if self.process.poll() is not None and not any(r.is_alive()
                                                               for r in self._readers):
                    raise Failure(f"serve exited ({self.process.returncode}) before {what}:\n"
                                  + "\n".join(self.stdout + self.stderr))
                if time.monotonic() > deadline:
                    raise Failure(f"no {what} within {timeout} s:\n"
                                  + "\n".join(self.stdout + self.stderr))
                self._changed.wait(0.2)

    def games(self):
        """The lease ids of the games this serve committed, from its lines
        ("game LEASE: A 1-0 B (termination)"), in order."""
        with self._changed:
            return [int(line.split()[1].rstrip(":")) for line in self.stderr
                    if line.startswith("game ")]

    def wait_games(self, count, timeout=WAIT_S):
        return self.wait_for(lambda: len(self.games()) >= count and self.games(),
                             f"{count} committed games", timeout)

    def get(self, path, headers=None):
        """(status, headers as a dict with lower-case names, body as text)."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
        try:
            connection.request("GET", path, headers=headers or {})
            response = connection.getresponse()
            return (response.status, {k.lower(): v for k, v in response.getheaders()},
                    response.read().decode())
        finally:
            connection.close()

    def json(self, path):
        status, _, body = self.get(path)
        check(status == 200, f"GET {path}: {status} {body}")
        return json.loads(body)

    def post(self, path, body, headers=None):
        connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        try:
            connection.request("POST", path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.read().decode()
        finally:
            connection.close()

    def stop(self, sig=signal.SIGINT, timeout=WAIT_S):
        """Signals serve and waits for it; its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
        return self.wait(timeout)

    def wait(self, timeout=WAIT_S):
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise Failure(f"serve did not end within {timeout} s:\n"
                          + "\n".join(self.stdout + self.stderr))
        for reader in self._readers:
            reader.join(10)
        return code

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def run(main):
    """A test's entry point: PASS, or FAIL with the reason (exit 1); main()
    may return an exit code of its own."""
    try:
        code = main()
    except Failure as failure:
        print(f"FAIL: {failure}")
        return 1
    if code:  # skipped (0, said so) or failed
        return code
    print("PASS")
    return 0
