"""The live leaderboard in headless Chromium (tests/browser/cdp.py) while
`tourney league serve` plays: #games-count and the rows of #leaderboard
follow the games as they are committed, without a reload (server-sent
events and /league.js); pausing two bots from the CLI shows on the open
page; at rest the table is /api/leaderboard's. No console error, script
exception or Content-Security-Policy violation on the leaderboard or a
bot's page, whose pause reason is shown as text. A screenshot goes to
$TEST_UNDECLARED_OUTPUTS_DIR/league-leaderboard.png."""

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "browser"))
import cdp  # noqa: E402
from league_util import (WAIT_S, Serve, check, random_league, run,  # noqa: E402
                         scratch_dir)

# Installed before any page script: CSP violations, as the page sees them.
WATCH = """window.__violations = [];
document.addEventListener('securitypolicyviolation',
    (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"""

ROWS = """Array.from(document.querySelectorAll('#leaderboard tbody tr')).map(
    (tr) => Array.from(tr.cells).map((td) => td.textContent))"""


def poll(browser, expression, done, what, timeout=WAIT_S):
    deadline = time.monotonic() + timeout
    while True:
        value = browser.evaluate(expression)
        if done(value):
            return value
        check(time.monotonic() < deadline, f"no {what} within {timeout} s (last: {value})")
        time.sleep(0.1)


def problems(browser):
    """Console errors, exceptions and CSP reports seen so far."""
    violations = browser.evaluate("window.__violations || []")
    found = []
    for event in browser.events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            found.append(f"exception: {params['exceptionDetails'].get('text')}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            found.append(f"console.{params['type']}: {params.get('args')}")
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            found.append(f"log: {params['entry'].get('text')}")
    return found + [f"CSP: {v}" for v in violations]


def api_rows(board):
    """The rows the page should show: only the active bots hold a rank."""
    rows, rank = [], 0
    for b in board["bots"]:
        rank += b["state"] == "active"
        rows.append([str(rank) if b["state"] == "active" else "-", b["bot"], f"v{b['version']}",
                     b["rating"], str(b["games"]), b["state"]])
    return rows


def page_rows(rows):
    """rank, bot, version, rating, games, state of the page's rows."""
    return [[r[0], r[1], r[2], r[3], r[6], r[9]] for r in rows]


def main():
    binary, skipped = cdp.test_browser()
    if binary is None:
        if skipped == 0:
            sys.exit(0)  # said SKIPPED
        return skipped
    scratch = scratch_dir()
    league = random_league(scratch)

    serve = Serve(league)
    try:
        with cdp.Chromium(binary) as browser:
            for domain in ("Runtime", "Log"):
                browser.call(f"{domain}.enable", session=True)
            browser.call("Page.addScriptToEvaluateOnNewDocument", session=True, source=WATCH)
            browser.navigate(serve.url + "/")
            browser.evaluate("window.__same_page = 'yes'")
            start = int(browser.evaluate("document.getElementById('games-count').textContent"))
            seen = {start}
            # Each count the page shows is a full table: every row's games add
            # up to twice the games.
            deadline = time.monotonic() + WAIT_S
            while len(seen) < 4:
                count, rows = browser.evaluate(
                    f"[document.getElementById('games-count').textContent, {ROWS}]")
                if int(count) not in seen and rows:
                    total = sum(int(r[6]) for r in rows)
                    # A refit between the two reads can put the table a game ahead.
                    check(len(rows) == 3 and total >= 2 * int(count),
                          f"{count} games but the rows hold {total // 2}: {rows}")
                    seen.add(int(count))
                check(time.monotonic() < deadline,
                      f"#games-count went only through {sorted(seen)} in {WAIT_S} s")
                time.sleep(0.1)
            check(browser.evaluate("window.__same_page") == "yes",
                  "the page was reloaded to show the games")
            check(browser.evaluate("performance.getEntriesByType('navigation').length") == 1,
                  "the page navigated again")
            check(sorted(seen)[0] == start and max(seen) > start,
                  f"the count never grew past {start}")

            # The organiser pauses two bots: the open page shows it, then
            # settles on the API's table.
            league.cli("pause", "r1")
            league.cli("pause", "r2")
            poll(browser, ROWS, lambda rows: sorted(r[9] for r in rows) ==
                 ["active", "paused", "paused"], "the paused bots' state on the page")
            settled = None
            deadline = time.monotonic() + WAIT_S
            while settled is None:
                board = serve.json("/api/leaderboard")
                rows = page_rows(browser.evaluate(ROWS))
                count = browser.evaluate("document.getElementById('games-count').textContent")
                if rows == api_rows(board) and count == str(board["games"]):
                    time.sleep(1)  # the pause has reached the matchmaking
                    if serve.json("/api/leaderboard") == board:
                        settled = board
                check(time.monotonic() < deadline, f"the page {count} {rows} never matched "
                      f"/api/leaderboard {board['games']} {api_rows(board)}")
                time.sleep(0.2)
            check(browser.evaluate("window.__same_page") == "yes",
                  "the page was reloaded to show the pause")
            outputs = os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR")
            if outputs:
                browser.screenshot(os.path.join(outputs, "league-leaderboard.png"))
            found = problems(browser)
            check(not found, "on the leaderboard: " + "; ".join(found))

            browser.navigate(serve.url + "/bots/r1")
            text = browser.evaluate("document.getElementById('versions').textContent")
            check("paused" in text and "suspended" not in text,
                  f"the bot page's versions: {text!r}")
            check(browser.evaluate("document.title") == "r1", "the bot page's title")
            found = problems(browser)
            check(not found, "on the bot page: " + "; ".join(found))
    finally:
        code = serve.stop()
    check(code == 130, f"serve stopped by SIGINT exited {code}")
    print(f"#games-count went through {sorted(seen)}; at rest {settled['games']} games")


if __name__ == "__main__":
    sys.exit(run(main))
