"""Every game's replay viewer in headless Chromium: for a small tournament
of each game, open a game with its ▶ button, step it with the arrow key and
the ▶ button to the end, and compare the position the page shows
(#viewer[data-position]) with the referee's final position in the results
log; then every other game of the report, opened and sent to its end with
the End key: no tile is left face down there, and the opening's plies name
no engine. Each engine has one colour in the ratings table, the game list
and the viewer. A screenshot of each game kind, halfway through (set by the
slider), goes to
$TEST_UNDECLARED_OUTPUTS_DIR/report-<game>.png."""

import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

# Per kind: the tournament's flags (built-in engines, two games a pairing).
KINDS = [
    ("reversi", ["--engine", "name=random,builtin=random",
                 "--engine", "name=seed-d1,builtin=reversi,option.eval=seed,option.depth=1"]),
    ("yacht", ["--game", "yacht", "--engine", "name=random,builtin=random",
               "--engine", "name=yacht,builtin=yacht,option.policy=seed"]),
    ("battleship", ["--game", "battleship", "--engine", "name=random,builtin=random",
                    "--engine", "name=battleship,builtin=battleship"]),
    ("battleship-solo", ["--game", "battleship", "--variant", "seed8:solo", "--seats", "1",
                         "--engine", "name=random,builtin=random",
                         "--engine", "name=battleship,builtin=battleship"]),
    ("davinci", ["--game", "davinci", "--seats", "3", "--engine", "name=random,builtin=random",
                 "--engine", "name=davinci,builtin=davinci", "--engine", "name=r3,builtin=random"]),
    ("nimtetris", ["--game", "nimtetris", "--engine", "name=random,builtin=random",
                   "--engine", "name=nimtetris,builtin=nimtetris"]),
]


class Failure(Exception):
    pass


def viewer(browser, attribute):
    return browser.evaluate(f"document.getElementById('viewer').getAttribute('{attribute}')")


def run_tournament(scratch, kind, flags):
    results = os.path.join(scratch, kind, "results.jsonl")
    subprocess.run(["harness/tourney", "run", "--quiet", "--seed", "5", "--games", "2",
                    "--builtin-dir", "engines", "--results", results] + flags,
                   check=True, stdout=subprocess.DEVNULL)
    with open(results) as log:
        records = [json.loads(line) for line in log]
    return os.path.join(scratch, kind, "report.html"), {
        int(r.get("game_index", 0)): r["final_position"] for r in records}


def step_first_game(browser, kind, finals):
    """Opens the first listed game and steps it to the end with the keys and buttons."""
    index = browser.evaluate("Number(document.querySelector('#games tr[id]').id.slice(5))")
    browser.evaluate(f"document.querySelector('#game-{index} button.open').click()")
    if viewer(browser, "data-step") != "0":
        raise Failure(f"{kind}: game {index} did not open at its start")
    frames = int(viewer(browser, "data-frames"))
    browser.press("ArrowRight", key_code=39)
    if viewer(browser, "data-step") != "1":
        raise Failure(f"{kind}: ArrowRight did not step game {index} on")
    for _ in range(frames):
        if viewer(browser, "data-at-end") == "true":
            break
        browser.evaluate("document.getElementById('replay-next').click()")
    if viewer(browser, "data-at-end") != "true" or viewer(browser, "data-step") != str(frames - 1):
        raise Failure(f"{kind}: game {index} did not reach its end in {frames - 1} steps")
    shown = viewer(browser, "data-position")
    if shown != finals[index]:
        raise Failure(f"{kind}: game {index} ends on\n  {shown}\nbut the referee logged\n"
                      f"  {finals[index]}")
    # Back to the middle with the slider, for the screenshot.
    middle = frames // 2
    browser.evaluate(f"var s = document.getElementById('replay-slider'); s.value = {middle};"
                     "s.dispatchEvent(new Event('input'))")
    if viewer(browser, "data-step") != str(middle):
        raise Failure(f"{kind}: the slider did not move game {index} to step {middle}")


def end_every_game(browser, kind, finals):
    """Every game of the report: opened by its button, sent to the end with End."""
    for index, final in sorted(finals.items()):
        browser.evaluate(f"document.querySelector('#game-{index} button.open').click()")
        browser.press("End", key_code=35)
        shown = viewer(browser, "data-position")
        if viewer(browser, "data-at-end") != "true" or shown != final:
            raise Failure(f"{kind}: game {index} after End shows\n  {shown}\nnot\n  {final}")


def check_colours(browser, kind):
    """One colour per engine: its key in the game list and the open viewer
    is the one the ratings table gives it (seats are labels, not colours)."""
    pairs = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll("
        "'#ratings td .key, #games .engine, #viewer .engine'), function (node) {"
        "  var key = node.classList.contains('key') ? node : node.querySelector('.key');"
        "  return [node.classList.contains('key') ? node.parentNode.textContent : node.textContent,"
        "          key.style.backgroundColor]; })")
    colours = {}
    for name, colour in pairs:
        if colours.setdefault(name, colour) != colour:
            raise Failure(f"{kind}: engine {name} is {colours[name]} in one place, {colour} in "
                          "another")
    if len(set(colours.values())) != len(colours) or len(pairs) <= len(colours):
        raise Failure(f"{kind}: engines and colours do not pair one to one: {colours}")


def check_end_and_opening(browser, kind, index):
    """At a game's end every hidden tile is face up (as Battleship shows its
    ships); an opening's plies name no engine."""
    browser.evaluate(f"Replay.openGame({index})")
    browser.press("End", key_code=35)
    if kind == "davinci" and browser.evaluate(
            "document.querySelectorAll('#replay-board .tile').length") == 0:
        raise Failure(f"{kind}: game {index} shows no tiles")
    faces = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll('#replay-board .tile'),"
        " function (t) { return t.textContent; }).join('')")
    if "?" in faces:
        raise Failure(f"{kind}: game {index}'s last frame still hides tiles: {faces}")
    opening = browser.evaluate(
        "JSON.parse(document.getElementById('games-data').textContent).games.filter("
        f"function (g) {{ return g.i === {index}; }})[0].o")
    browser.press("Home", key_code=36)
    for step in range(1, opening + 2):
        browser.evaluate("document.getElementById('replay-next').click()")
        line = browser.evaluate("document.getElementById('replay-move').textContent")
        named = browser.evaluate("!!document.querySelector('#replay-move .engine')")
        if (step <= opening) != line.startswith("opening: ") or (step <= opening) == named:
            raise Failure(f"{kind}: game {index} step {step} (opening of {opening} plies) "
                          f"reads {line!r}")
    return opening


def check_filters(browser, kind, count):
    rows = "document.querySelectorAll('#games tr[id]').length"
    if browser.evaluate(rows) != count:
        raise Failure(f"{kind}: {browser.evaluate(rows)} rows listed, {count} games played")
    browser.evaluate("var f = document.getElementById('filter-result'); f.value = 'abnormal';"
                     "f.dispatchEvent(new Event('change'))")
    if browser.evaluate(rows) != 0:
        raise Failure(f"{kind}: the 'not ended normally' filter lists normal games")
    browser.evaluate("var f = document.getElementById('filter-result'); f.value = 'all';"
                     "f.dispatchEvent(new Event('change'))")


def check_print(browser, kind):
    """Printed, the page keeps the replay's board and drops its controls."""
    browser.call("Emulation.setEmulatedMedia", session=True, media="print")
    hidden = browser.evaluate(
        "['games-controls', 'replay-slider'].map(function (id) {"
        "  return getComputedStyle(document.getElementById(id).closest('div')).display; })")
    board = browser.evaluate("getComputedStyle(document.getElementById('replay-board')).display")
    browser.call("Emulation.setEmulatedMedia", session=True, media="")
    if hidden != ["none", "none"] or board == "none":
        raise Failure(f"{kind}: printed, controls {hidden}, board {board}")


def main():
    binary, verdict = cdp.test_browser()
    if binary is None:
        return verdict
    scratch = os.environ.get("TEST_TMPDIR") or tempfile.mkdtemp()
    shots = os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR", scratch)
    checked = 0
    openings = 0
    try:
        with cdp.Chromium(binary) as browser:
            for kind, flags in KINDS:
                report, finals = run_tournament(scratch, kind, flags)
                browser.navigate("file://" + report)
                check_filters(browser, kind, len(finals))
                end_every_game(browser, kind, finals)
                for index in sorted(finals):
                    openings += check_end_and_opening(browser, kind, index)
                step_first_game(browser, kind, finals)
                check_colours(browser, kind)
                check_print(browser, kind)
                browser.screenshot(os.path.join(shots, f"report-{kind}.png"))
                checked += len(finals)
    except Failure as failure:
        print(f"FAIL: {failure}")
        return 1
    if not openings:
        print("FAIL: no game had an opening, so its plies' labels went unchecked")
        return 1
    print(f"PASS: {checked} games of {len(KINDS)} kinds replayed to the referee's final position, "
          f"{openings} opening plies named no engine, one colour per engine; screenshots in "
          f"{shots}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
