"""A results log written by someone else must not script the report. For a
small tournament of each game, every text an engine or a log's author
controls (engine names, options, comments, PVs, termination details, the
final position the Yacht viewer reads its boxes from) is replaced by script
payloads; `tourney report` writes the page, and headless Chromium opens
it, replays every game frame by frame in its viewer (hidden tiles and ships
shown too) and checks that no payload ran: document.title unchanged, no
payload element in the DOM. Then the page's Content-Security-Policy is
checked on its own: an inline handler added to the live page must not run,
and the viewers' sources parse no markup at all. The pages of a Swiss,
knockout and rank run (tests/format_report_page) with payload engine names
go through the same check, the heatmap hovered cell by cell and the ratings
filter used."""

import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
from report_replay_test import KINDS, run_tournament  # noqa: E402

TITLE = "xss check"
# Each sets the title if it runs.
PAYLOADS = [
    "<img src=x onerror=document.title='XSS'>",
    "</script><script>document.title='XSS'</script>",
    "\"><svg onload=document.title='XSS'>",
    "'><img src=x onerror=document.title='XSS'>",
]
# A Yacht box name holds no '=', ',' or space (the viewer splits on them),
# so no handler: a bare element, which the DOM check below finds if parsed.
BOX_PAYLOAD = "<img>"


def poison(record, names):
    for seat, player in enumerate(record["players"]):
        player["name"] = names[player["name"]]
        player["options"] = {PAYLOADS[0]: PAYLOADS[seat % len(PAYLOADS)]}
    for n, decision in enumerate(record.get("decisions", [])):
        decision["comment"] = PAYLOADS[n % len(PAYLOADS)]
        decision["pv"] = PAYLOADS[(n + 1) % len(PAYLOADS)]
    record["termination_detail"] = PAYLOADS[1]
    if record["game"] == "yacht":
        # A box the viewer lists from the final position's first seat.
        record["final_position"] = record["final_position"].replace(
            ":", ":" + BOX_PAYLOAD + "=0,", 1)
    return record


def poison_log(results):
    """Rewrites the log in place; returns how many games it holds."""
    with open(results) as log:
        records = [json.loads(line) for line in log]
    names = {}
    for record in records:
        for player in record["players"]:
            names.setdefault(player["name"],
                             f"{PAYLOADS[len(names) % len(PAYLOADS)]} #{len(names)}")
    with open(results, "w") as log:
        for record in records:
            log.write(json.dumps(poison(record, names)) + "\n")
    return len(records)


class Failure(Exception):
    pass


def check_untouched(browser, where):
    browser.evaluate("new Promise(function (done) { setTimeout(done, 300); })")
    title = browser.evaluate("document.title")
    if title != TITLE:
        raise Failure(f"{where}: a payload ran (document.title is {title!r})")
    injected = browser.evaluate(
        "document.querySelectorAll('body img, #viewer script, #games script, [onerror], [onload]')"
        ".length")
    if injected:
        raise Failure(f"{where}: {injected} payload element(s) in the DOM")


def replay_every_frame(browser, kind, games):
    for index in range(games):
        browser.evaluate(f"Replay.openGame({index})")
        hidden = browser.evaluate("!!document.getElementById('replay-reveal')")
        for reveal in ([False, True] if hidden else [False]):
            if reveal:
                browser.evaluate("document.getElementById('replay-reveal').click()")
            browser.press("Home", key_code=36)
            frames = int(browser.evaluate(
                "document.getElementById('viewer').getAttribute('data-frames')"))
            for _ in range(frames - 1):
                browser.evaluate("document.getElementById('replay-next').click()")
            if browser.evaluate(
                    "document.getElementById('viewer').getAttribute('data-at-end')") != "true":
                raise Failure(f"{kind}: game {index} did not replay to its end")
        check_untouched(browser, f"{kind} game {index}")


# The formats that pair by results (tests/format_report_page): KIND,
# engines, rounds. 15 Swiss engines: a bye each round, and the heatmap.
FORMATS = [("swiss", 15, 4), ("knockout", 8, 0), ("rank", 6, 2)]


def check_formats(browser, scratch):
    """Payload names in the Swiss standings, the bracket, the rank orders, the
    heatmap's tooltip (every cell hovered) and the ratings filter."""
    tool = "tests/format_report_page"
    for kind, engines, rounds in FORMATS:
        log = os.path.join(scratch, f"{kind}-format.jsonl")
        page = os.path.join(scratch, f"{kind}-format.html")
        subprocess.run([tool, "log", kind, str(engines), str(rounds), log], check=True)
        poison_names(log)
        subprocess.run([tool, "page", kind, log, page, TITLE], check=True)
        browser.navigate("file://" + page)
        section = {"swiss": "swiss-standings", "knockout": "bracket", "rank": "rank-orders"}[kind]
        if not browser.evaluate(f"!!document.getElementById('{section}')"):
            raise Failure(f"{kind}: no #{section} in the page")
        browser.evaluate("""(function () {
            var c = document.getElementById('heatmap-canvas');
            if (c) {
              var box = c.getBoundingClientRect(), size = +c.getAttribute('data-cell-size');
              var offset = +c.getAttribute('data-offset'), n = +c.getAttribute('data-rows');
              for (var r = 0; r < n; ++r) for (var k = 0; k < n; ++k) {
                c.dispatchEvent(new MouseEvent('mousemove', { clientX: box.left + offset +
                    (k + 0.5) * size, clientY: box.top + offset + (r + 0.5) * size }));
              }
            }
            var f = document.getElementById('ratings-filter');
            f.value = '<';
            f.dispatchEvent(new Event('input')); })()""")
        check_untouched(browser, f"{kind} format page")


def poison_names(results):
    with open(results) as log:
        records = [json.loads(line) for line in log]
    names = {}
    for record in records:
        for player in record["players"]:
            player["name"] = names.setdefault(
                player["name"], f"{PAYLOADS[len(names) % len(PAYLOADS)]} #{len(names)}")
    with open(results, "w") as log:
        for record in records:
            log.write(json.dumps(record) + "\n")


def check_policy(browser):
    """The CSP alone: an inline handler put into the page by script is refused."""
    policy = browser.evaluate(
        "(document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]') || {}).content")
    if not policy or "unsafe-inline" in policy.split("script-src")[-1].split(";")[0]:
        raise Failure(f"the page's Content-Security-Policy allows inline handlers: {policy!r}")
    browser.evaluate("var d = document.createElement('div');"
                     "d.innerHTML = '<img src=x onerror=\"document.title=1\">';"
                     "document.getElementById('viewer').appendChild(d); d.remove()")
    browser.evaluate("new Promise(function (done) { setTimeout(done, 300); })")
    if browser.evaluate("document.title") != TITLE:
        raise Failure(f"an inline handler ran despite the policy {policy!r}")


def check_sources():
    """The viewers build their nodes, never parse markup: no innerHTML,
    outerHTML, insertAdjacentHTML or document.write in any of them."""
    assets = "harness/report/assets"
    for name in sorted(os.listdir(assets)):
        with open(os.path.join(assets, name)) as source:
            text = source.read()
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write"):
            if sink in text:
                raise Failure(f"{assets}/{name} uses {sink}")


def main():
    binary, verdict = cdp.test_browser()
    if binary is None:
        return verdict
    scratch = os.environ.get("TEST_TMPDIR") or tempfile.mkdtemp()
    replayed = 0
    try:
        with cdp.Chromium(binary) as browser:
            for kind, flags in KINDS:
                run_tournament(scratch, kind, flags)
                results = os.path.join(scratch, kind, "results.jsonl")
                games = poison_log(results)
                report = os.path.join(scratch, kind, "poisoned.html")
                subprocess.run(["harness/tourney", "report", results, "--title", TITLE,
                                "--out", report], check=True, stdout=subprocess.DEVNULL)
                browser.navigate("file://" + report)
                check_untouched(browser, f"{kind} page")
                replay_every_frame(browser, kind, games)
                replayed += games
            check_formats(browser, scratch)
            check_policy(browser)
        check_sources()
    except Failure as failure:
        print(f"FAIL: {failure}")
        return 1
    print(f"PASS: {replayed} games of {len(KINDS)} kinds with script payloads in every "
          "engine-supplied text replayed frame by frame, and the Swiss, knockout and rank "
          "pages with payload names; no payload ran")
    return 0


if __name__ == "__main__":
    sys.exit(main())
