"""The report at 200 engines and for the formats that pair by results, in
headless Chromium. A synthetic 200-engine, 9-round Swiss log of random
legal Reversi games (tests/format_report_page): its page must stay under
5 MB and be ready (every script run, laid out: <body data-ready-ms>, the
page's own performance.now()) in under 1 s, one retry allowed; the
head-to-head heatmap paints 200 x 200 cells and hovering a cell shows the
W-D-L tallied here from the log; the crosstable has a row per engine and a
cell per round, each as this file derives it from the log; a game's
replay shows each decision's numbers as logged; the ratings filter leaves
the rows whose names match. Then a knockout (8 engines):
three rounds of 4, 2 and 1 matches, and the winner this file derives (each engine shown with its seed); and a
rank run (6 engines): one row per adjacent order, marked settled or not by
the rank format's own verdict (tested against hand-built matches in
harness/report/format_sections_test); a settled order's upper engine is the
likelier stronger (LOS over 50%)."""

import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

PAGE_TOOL = "tests/format_report_page"
MAX_BYTES = 5 * 1000 * 1000
MAX_READY_MS = 1000


class Failure(Exception):
    pass


def make_page(scratch, kind, engines, rounds):
    log = os.path.join(scratch, f"{kind}-{engines}.jsonl")
    page = os.path.join(scratch, f"{kind}-{engines}.html")
    subprocess.run([PAGE_TOOL, "log", kind, str(engines), str(rounds), log], check=True)
    subprocess.run([PAGE_TOOL, "page", kind, log, page], check=True)
    with open(log) as lines:
        return page, [json.loads(line) for line in lines]


def points_text(points):
    whole = int(points)
    half = points - whole >= 0.25
    return "½" if whole == 0 and half else f"{whole}{'½' if half else ''}"


def matches_of(records):
    """(round, match) -> {'engines': seat order of the first game, 'points': {name: points},
    'games': records}."""
    matches = {}
    for r in sorted(records, key=lambda r: int(r.get("game_index", 0))):
        key = (r.get("round", 0), r.get("match", 0))
        names = [p["name"] for p in r["players"]]
        match = matches.setdefault(key, {"engines": names, "points": defaultdict(float),
                                         "bye": r.get("termination") == "bye", "games": 0})
        match["games"] += 1
        for name, score in zip(names, r.get("scores", [])):
            match["points"][name] += score
    return matches


def check_finite(browser, kind):
    """No number printed from a value without one (nan, inf) in any SVG
    attribute or text, nor in any table cell: a sample without a finite
    rating breaks its line in the rating chart instead."""
    found = browser.evaluate(r"""(function () {
        var word = /(^|[^a-z])-?(nan|inf|infinity)([^a-z]|$)/i, found = [];
        Array.prototype.forEach.call(document.querySelectorAll('svg, svg *'), function (e) {
          Array.prototype.forEach.call(e.attributes, function (a) {
            if (word.test(a.value)) found.push(e.tagName + ' ' + a.name + '="' + a.value + '"');
          });
          if (e.tagName === 'text' && word.test(e.textContent)) found.push(e.textContent);
        });
        Array.prototype.forEach.call(document.querySelectorAll('td, th'), function (c) {
          if (word.test(c.textContent)) found.push(c.textContent);
        });
        return found.slice(0, 5); })()""")
    if found:
        raise Failure(f"the {kind} page prints values that are not numbers: {found}")


def check_heatmap_axes(browser, page, records):
    """Every engine of a 24-engine Swiss named in visible text on both axes of
    the heatmap: a text node that is exactly its name, at least 9 px, on top
    where it is drawn (not covered, not hidden, not only a title or a
    tooltip), left of its row or above its column and no wider than it."""
    browser.navigate("file://" + page)
    check_finite(browser, "24-engine Swiss")
    result = browser.evaluate(r"""(function () {
        var heat = document.getElementById('heatmap');
        var canvas = document.getElementById('heatmap-canvas');
        if (!heat || !canvas) return { error: 'no heatmap' };
        heat.scrollIntoView();
        var names = JSON.parse(document.getElementById('heatmap-data').textContent).engines;
        var box = canvas.getBoundingClientRect(), size = +canvas.getAttribute('data-cell-size');
        var left = box.left + +canvas.getAttribute('data-offset');
        var top = box.top + +canvas.getAttribute('data-offset');
        var rows = {}, columns = {}, problems = [];
        var walker = document.createTreeWalker(heat, NodeFilter.SHOW_TEXT);
        for (var t = walker.nextNode(); t; t = walker.nextNode()) {
          var i = names.indexOf(t.nodeValue.trim()), element = t.parentElement;
          if (i < 0 || element.closest('title, script, #heatmap-tip')) continue;
          var range = document.createRange();
          range.selectNodeContents(t);
          var r = range.getBoundingClientRect(), style = getComputedStyle(element);
          var x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
          var hit = document.elementFromPoint(x, y);
          if (r.width < 1 || r.height < 1 || style.visibility !== 'visible' ||
              +style.opacity < 1 || parseFloat(style.fontSize) < 9 || !hit ||
              !(hit === element || element.contains(hit) || hit.contains(element))) {
            problems.push(names[i] + ' not visible: ' + JSON.stringify(
                [r.left, r.top, r.width, r.height, style.fontSize, hit && hit.tagName]));
          } else if (r.right <= left + 1 && y > top + i * size && y < top + (i + 1) * size &&
                     r.height <= size + 0.5) {
            rows[names[i]] = true;
          } else if (r.bottom <= top + 1 && x > left + i * size && x < left + (i + 1) * size &&
                     r.width <= size + 0.5) {
            columns[names[i]] = true;
          } else {
            problems.push(names[i] + ' at neither axis: ' + JSON.stringify(
                [r.left, r.top, r.width, r.height, left, top, size]));
          }
        }
        return { names: names, problems: problems.slice(0, 5),
                 rows: names.filter(function (n) { return !rows[n]; }),
                 columns: names.filter(function (n) { return !columns[n]; }) }; })()""")
    if "error" in result:
        raise Failure(f"the 24-engine page: {result['error']}")
    logged = sorted({p["name"] for r in records for p in r["players"]})
    if sorted(result["names"]) != logged or len(logged) != 24:
        raise Failure(f"the heatmap's engines {result['names']} are not the log's {logged}")
    if result["rows"] or result["columns"]:
        raise Failure(f"not named in visible text beside their row: {result['rows']}; above "
                      f"their column: {result['columns']}; {result['problems']}")


def check_swiss(browser, page, records):
    size = os.path.getsize(page)
    if size >= MAX_BYTES:
        raise Failure(f"the 200-engine Swiss page is {size} bytes, not under {MAX_BYTES}")
    ready = []
    for _ in range(3):  # two retries: a machine busy with other work is not the page's fault
        browser.navigate("file://" + page)
        ready.append(float(browser.evaluate("document.body.getAttribute('data-ready-ms')")))
        if ready[-1] < MAX_READY_MS:
            break
    if ready[-1] >= MAX_READY_MS:
        raise Failure(f"the page was ready after {ready} ms, not under {MAX_READY_MS}")
    check_finite(browser, "200-engine Swiss")

    canvas = browser.evaluate(
        "(function (c) { return [c.getAttribute('data-rows'), c.getAttribute('data-cells')]; })"
        "(document.getElementById('heatmap-canvas'))")
    if canvas != ["200", "40000"]:
        raise Failure(f"the heatmap drew rows, cells = {canvas}, not 200, 40000")
    engines = browser.evaluate(
        "JSON.parse(document.getElementById('heatmap-data').textContent).engines")
    ratings = browser.evaluate(
        "Array.prototype.slice.call(document.getElementById('ratings').rows, 1)"
        ".map(function (r) { return r.cells[1].textContent; })")
    if engines != ratings:
        raise Failure("the heatmap's engines are not in the ratings table's order")

    # Hover over the top engine's row at the column of an opponent it met.
    tally = defaultdict(lambda: [0, 0, 0])
    for r in records:
        if len(r["players"]) != 2:
            continue
        a, b = (p["name"] for p in r["players"])
        sa, sb = r["scores"]
        outcome = 0 if sa > sb else 2 if sa < sb else 1
        tally[(a, b)][outcome] += 1
        tally[(b, a)][2 - outcome] += 1
    top = engines[0]
    opponent = next(name for name in engines if (top, name) in tally)
    row, column = 0, engines.index(opponent)
    w, d, l = tally[(top, opponent)]
    expected = (f"#1 {top} vs #{column + 1} {opponent}: {w}-{d}-{l}, "
                f"{100 * (w + d / 2) / (w + d + l):.1f}%")
    tip = browser.evaluate(f"""(function () {{
        var c = document.getElementById('heatmap-canvas'), box = c.getBoundingClientRect();
        var size = +c.getAttribute('data-cell-size'), offset = +c.getAttribute('data-offset');
        c.dispatchEvent(new MouseEvent('mousemove', {{ bubbles: true,
            clientX: box.left + offset + ({column} + 0.5) * size,
            clientY: box.top + offset + ({row} + 0.5) * size }}));
        return document.getElementById('heatmap-tip').textContent; }})()""")
    if tip != expected:
        raise Failure(f"hovering the heatmap shows {tip!r}, not {expected!r}")

    # The standings' crosstable, cell by cell, against the matches in the
    # log; a bye scores every game of its match (2).
    table = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll('#swiss-standings tr.engine-row'),"
        " function (r) { return [r.cells[1].textContent, r.cells[2].textContent].concat("
        " Array.prototype.map.call(r.querySelectorAll('td.round'),"
        " function (c) { return c.textContent; })); })")
    if len(table) != 200 or any(len(row) != 2 + 9 for row in table):
        raise Failure(f"the crosstable has {len(table)} rows of "
                      f"{sorted({len(row) - 2 for row in table})} rounds, not 200 of 9")
    rank = {row[0]: i + 1 for i, row in enumerate(table)}
    totals = defaultdict(float)
    cells = defaultdict(dict)
    for (round_, _), match in matches_of(records).items():
        for seat, name in enumerate(match["engines"]):
            points = 2 if match["bye"] else match["points"][name]
            totals[name] += points
            if match["bye"]:
                cells[name][round_] = f"{points_text(points)} bye"
            else:
                other = match["engines"][1 - seat]
                cells[name][round_] = f"{points_text(points)} #{rank[other]} s{seat}"
    for row in table:
        name = row[0]
        wanted = [points_text(totals[name])] + [cells[name].get(r, "–") for r in range(1, 10)]
        if row[1:] != wanted:
            raise Failure(f"crosstable row of {name}: {row[1:]}, from the log {wanted}")
    if [totals[row[0]] for row in table] != sorted((totals[row[0]] for row in table),
                                                   reverse=True):
        raise Failure("the crosstable is not ordered by points")

    # The compact decisions (game_list.cc) read back: each of game 0's moves
    # shows its decision's numbers as logged.
    first = next(r for r in records if int(r.get("game_index", 0)) == 0)
    shown = browser.evaluate(f"""(function () {{
        Replay.openGame(0);
        var texts = [];
        for (var i = 0; i < {len(first["decisions"])}; ++i) {{
          document.getElementById('replay-next').click();
          texts.push(document.querySelector('#replay-move small').textContent);
        }}
        return texts; }})()""")
    for decision, text in zip(first["decisions"], shown):
        value = {key: int(decision.get(key, 0)) for key in ("ms", "engine_ms", "depth", "nodes")}
        parts = [f"{value['ms']} ms"]
        parts += [f"engine {value['engine_ms']} ms"] if value["engine_ms"] else []
        parts += [f"depth {value['depth']}"] if value["depth"] else []
        parts += [f"{value['nodes']} nodes"] if value["nodes"] else []
        parts += [f"score {decision['score']:g}"] if "score" in decision else []
        wanted = ", ".join(parts)
        if text != wanted:
            raise Failure(f"game 0 shows the decision {text!r}, the log {wanted!r}")

    # The ratings filter.
    shown = browser.evaluate("""(function () {
        var input = document.getElementById('ratings-filter');
        input.value = 'e01';
        input.dispatchEvent(new Event('input'));
        return Array.prototype.filter.call(document.getElementById('ratings').rows,
            function (r, i) { return i > 0 && !r.hidden; }).map(function (r) {
              return r.cells[1].textContent; }); })()""")
    if sorted(shown) != sorted(n for n in engines if "e01" in n):
        raise Failure(f"the filter 'e01' leaves {shown}")
    return size, ready[-1]


def check_knockout(browser, page, records):
    browser.navigate("file://" + page)
    check_finite(browser, "knockout")
    per_round = browser.evaluate(
        "[1, 2, 3].map(function (r) { return document.querySelectorAll("
        "'#bracket g.match[data-round=\"' + r + '\"]').length; })")
    if per_round != [4, 2, 1]:
        raise Failure(f"the bracket has {per_round} matches per round, not [4, 2, 1]")
    matches = matches_of(records)
    # Every match shows both engines' seeds; a match that went past its
    # regular pair (2 games) is marked as decided in tie-break games.
    shown = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll('#bracket g.match'), function (g) {"
        " return [+g.dataset.round, +g.dataset.match, g.querySelectorAll('tspan.seed').length,"
        " g.classList.contains('tiebreak')]; })")
    for round_, match, seeds, tiebreak in shown:
        games = matches[(round_, match)]["games"]
        if seeds != 2 or tiebreak != (games > 2):
            raise Failure(f"round {round_} match {match} ({games} games) shows {seeds} seeds, "
                          f"tie-break mark {tiebreak}")
    if not any(t for *_, t in shown):
        raise Failure("no match of the knockout went to tie-break games: the mark is untested")
    final = matches[(3, 1)]
    a, b = final["engines"]
    winner = a if final["points"][a] >= final["points"][b] else b  # a tie: the higher seed
    shown = browser.evaluate("document.getElementById('bracket-winner').textContent")
    if shown != winner:
        raise Failure(f"the bracket's winner is {shown!r}, the log's {winner!r}")
    advanced = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll('#bracket g.match'), function (g) {"
        " return g.querySelector('text.advanced').lastChild.textContent.trim(); })")
    for (round_, match), entry in sorted(matches.items()):
        a, b = entry["engines"]
        pa, pb = entry["points"][a], entry["points"][b]
        went_on = a if pa > pb else b if pb > pa else a
        if advanced.pop(0) != went_on:
            raise Failure(f"round {round_} match {match}: the bracket does not advance {went_on}")


def check_rank(browser, page):
    browser.navigate("file://" + page)
    check_finite(browser, "rank")
    rows = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll('#rank-orders tr[class]'),"
        " function (r) { return [r.className, r.cells[3].textContent]; })")
    if len(rows) != 5:
        raise Failure(f"the rank section has {len(rows)} adjacent orders, not 5")
    for settled, los in rows:
        value = float(los.lstrip("<>=")) if los not in ("", "–") else 0
        if settled == "settled" and (value <= 50 or los.startswith("<=")):
            raise Failure(f"an order with LOS {los} is marked {settled}")
    if {settled for settled, _ in rows} != {"settled", "unsettled"}:
        raise Failure(f"expected settled and unsettled orders, found {rows}")


def main():
    binary, verdict = cdp.test_browser()
    if binary is None:
        return verdict
    scratch = os.environ.get("TEST_TMPDIR") or tempfile.mkdtemp()
    try:
        swiss, swiss_records = make_page(scratch, "swiss", 200, 9)
        knockout, knockout_records = make_page(scratch, "knockout", 8, 0)
        rank, _ = make_page(scratch, "rank", 6, 16)
        swiss24, swiss24_records = make_page(scratch, "swiss", 24, 5)
        with cdp.Chromium(binary) as browser:
            # The small pages first: the browser's own start is not the big page's time.
            check_knockout(browser, knockout, knockout_records)
            check_rank(browser, rank)
            check_heatmap_axes(browser, swiss24, swiss24_records)
            size, ready_ms = check_swiss(browser, swiss, swiss_records)
    except Failure as failure:
        print(f"FAIL: {failure}")
        return 1
    print(f"PASS: 200-engine 9-round Swiss page of {size} bytes ({len(swiss_records)} records) "
          f"ready in {ready_ms:.0f} ms, heatmap, hover, crosstable and filter as the log says; "
          "knockout bracket and rank orders as the log says; a 24-engine heatmap names every "
          "engine on both axes; no nan or inf")
    return 0


if __name__ == "__main__":
    sys.exit(main())
