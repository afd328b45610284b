"""Versions submitted over HTTP (POST /api/bots/NAME/versions?cmd=...,
Authorization: Bearer TOKEN, the bot's directory as a ustar archive) to a
serving league: no token 401, a wrong token or another bot's 403, archives
with `..`, an absolute path or a symlink 422 with a one-line error, an
archive over --max-submission-mb 413, a bot that fails `tourney check` 422
with the check's report; an accepted one 201, then a new version that
plays; the same archive again 409; a paused bot's submission stays
paused. Revoked tokens are refused."""

import io
import json
import os
import subprocess
import sys
import tarfile
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from league_util import League, Serve, check, engine_bot, run, scratch_dir, script_bot  # noqa

def tar_of(directory):
    """The directory as GNU tar packs it (ustar)."""
    return subprocess.run(["tar", "--format=ustar", "-cf", "-", "-C", directory, "."],
                          check=True, capture_output=True).stdout


def hostile_tar(name, kind=tarfile.REGTYPE, data=b"x", target=""):
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        info = tarfile.TarInfo("random_engine")
        body = b"#!/bin/sh\n"
        info.size, info.mode = len(body), 0o755
        archive.addfile(info, io.BytesIO(body))
        info = tarfile.TarInfo(name)
        info.type = kind
        if kind == tarfile.SYMTYPE:
            info.linkname = target
            archive.addfile(info)
        else:
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def main():
    scratch = scratch_dir()
    league = League(scratch, "--each", "depth=1", "--check-games", "2")
    bots = os.path.join(scratch, "bots")
    for name, engine in (("alpha", "random"), ("beta", "random")):
        league.add(name, os.path.join(bots, name), engine_bot(os.path.join(bots, name), engine))
    token = league.cli("token", "alpha").stdout.strip()
    beta_token = league.cli("token", "beta").stdout.strip()
    check(token.startswith("tky_") and token != beta_token, f"the token: {token!r}")
    stored = league.query("SELECT hash FROM tokens")
    check(all(token not in hashed for (hashed,) in stored), "the token is stored in clear")

    good = os.path.join(bots, "alpha2")
    command = engine_bot(good, "random")
    with open(os.path.join(good, "NOTES"), "w") as notes:
        notes.write("version 2: the same engine, with notes\n")
    archive = tar_of(good)
    # The cap just above the good archive (a sanitizer build's engine is larger).
    cap_mb = (len(archive) >> 20) + 1
    failing = os.path.join(bots, "illegal")
    failing_command = script_bot(failing, "crash_bot.py", {"mode": "illegal"})

    serve = Serve(league, "--max-submission-mb", str(cap_mb))
    try:
        def submit(body, bot="alpha", cmd=command, bearer=token,
                   content_type="application/x-tar"):
            headers = {"Content-Type": content_type}
            if bearer is not None:
                headers["Authorization"] = f"Bearer {bearer}"
            path = f"/api/bots/{bot}/versions?cmd={urllib.parse.quote(cmd)}"
            try:
                status, text = serve.post(path, body, headers)
            except (BrokenPipeError, ConnectionResetError) as error:
                return None, str(error)
            try:
                return status, json.loads(text)
            except json.JSONDecodeError:
                return status, text

        def versions():
            return len(serve.json("/api/bots/alpha")["versions"])

        status, answer = submit(archive, bearer=None)
        check(status == 401, f"no token: {status} {answer}")
        status, answer = submit(archive, bearer="tky_" + "0" * 64)
        check(status == 403, f"a made-up token: {status} {answer}")
        status, answer = submit(archive, bearer=beta_token)
        check(status == 403 and "alpha" in answer["error"], f"beta's token for alpha: "
              f"{status} {answer}")

        for what, body in (
                ("a '..' path", hostile_tar("../escaped")),
                ("a nested '..' path", hostile_tar("sub/../../escaped")),
                ("an absolute path", hostile_tar("/tmp/escaped")),
                ("a symlink", hostile_tar("link", tarfile.SYMTYPE, target="/etc/passwd")),
                ("a hard link", hostile_tar("hard", tarfile.LNKTYPE, data=b"",
                                            target="random_engine")),
                ("a device", hostile_tar("dev", tarfile.CHRTYPE, data=b"")),
                ("a truncated archive", archive[:len(archive) // 2]),
                ("no archive", b"")):
            status, answer = submit(body)
            check(status == 422 and isinstance(answer, dict),
                  f"{what}: {status} {answer}")
            check(answer["error"] and "\n" not in answer["error"] and not answer["check"],
                  f"{what}: not one line: {answer}")
        for place in (scratch, league.db + ".bots", os.path.join(league.db + ".bots", "incoming")):
            check(not os.path.lexists(os.path.join(place, "escaped")),
                  f"an archive's '..' entry was written to {place}")

        big = os.path.join(bots, "big")
        engine_bot(big, "random")
        with open(os.path.join(big, "padding"), "wb") as out:
            out.write(os.urandom((cap_mb << 20) + 4096))
        status, answer = submit(tar_of(big))
        check(status in (413, None), f"an archive over {cap_mb} MB: {status} {answer}")
        check(versions() == 1, "a refused submission made a version")

        status, answer = submit(tar_of(failing), cmd=failing_command)
        check(status == 422, f"a bot failing its check: {status} {answer}")
        check("tourney check failed" in answer["error"] and
              any(line.startswith("FAIL ") for line in answer["check"]),
              f"a bot failing its check, no check report: {answer}")
        check(versions() == 1, "a bot that failed its check made a version")

        # As docs/league.md's `curl --data-binary @bot.tar` sends it: curl
        # calls any body a form unless told otherwise, and an archive past
        # 8 KiB was once refused as too large a form (413).
        check(len(archive) > 8192, f"the archive is {len(archive)} bytes: no test of a big form")
        status, answer = submit(archive, content_type="application/x-www-form-urlencoded")
        check(status == 201, f"the good submission: {status} {answer}")
        check(answer["bot"] == "alpha" and answer["version"] == 2 and
              any(line.startswith("PASS ") for line in answer["check"]),
              f"the good submission's answer: {answer}")
        # The site shows it from its next refresh.
        listed = serve.wait_for(lambda: versions() == 2 and serve.json("/api/bots/alpha")[
            "versions"], "the submitted version on /api/bots/alpha")
        check([v["version"] for v in listed] == [1, 2] and listed[1]["state"] == "active"
              and listed[1]["sha256"] == answer["sha256"], f"alpha's versions: {listed}")
        ids = {name: vid for vid, name in league.versions().items()}
        serve.wait_for(lambda: league.query(
            "SELECT COUNT(*) FROM games WHERE ? IN (first, second)", ids["alpha@v2"])[0][0] >= 2,
            "2 games of the submitted version")

        # The same directory and command again: nothing new, 409.
        status, answer = submit(archive)
        check(status == 409 and "already" in answer["error"], f"the same archive again: "
              f"{status} {answer}")
        check(versions() == 2, "the same archive again made a version")
        # The organiser's pause holds against the author's upload: the new
        # version waits, paused, for `resume`.
        league.cli("pause", "alpha")
        with open(os.path.join(good, "NOTES"), "a") as notes:
            notes.write("version 3\n")
        status, answer = submit(tar_of(good))
        check(status == 201 and answer["version"] == 3 and answer["state"] == "paused",
              f"a paused bot's submission: {status} {answer}")
        check(league.query("SELECT active, suspended_because FROM versions WHERE id = "
                           "(SELECT MAX(id) FROM versions)") == [(0, "paused by the organiser")],
              "a paused bot's new version is matched")

        league.cli("token", "alpha", "--revoke")
        status, answer = submit(archive)
        check(status == 403, f"a revoked token: {status} {answer}")
    finally:
        code = serve.stop()
    check(code == 130, f"serve stopped by SIGINT exited {code}")
    incoming = os.path.join(league.db + ".bots", "incoming")
    check(not os.path.isdir(incoming) or not os.listdir(incoming),
          f"unpacked submissions left in {incoming}: {os.listdir(incoming)}")


if __name__ == "__main__":
    sys.exit(run(main))
