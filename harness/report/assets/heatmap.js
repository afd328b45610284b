// Head to head as a heatmap on a canvas (head_to_head_heatmap.h): rows and
// columns in rating order, each cell the row's score against the column,
// every engine named (rank and name, as text nodes) left of its row in
// #heatmap-rows and above its column in #heatmap-columns, the column names
// read upwards. Hovering shows "A vs B: W-D-L, score%" in #heatmap-tip; a
// click pins it there (another click lets it follow the pointer again). The
// canvas says what it drew on data-rows and data-cells, and where: the
// cells start data-offset pixels from its top left corner, data-cell-size
// apart.
(function () {
  'use strict';
  var OFFSET = 0;  // the names stand beside the canvas, not on it
  // Cells no smaller than a name's line: past about 66 engines the map
  // grows beyond 800 pixels and scrolls in its box, names kept in view.
  var SMALLEST = 12, LARGEST = 18;
  var UNMET = '#e4e4e4', SELF = '#9a9a9a', LEVELS = 20;

  // Orange (the row lost) through white (even) to blue (the row won): no
  // red against green.
  function colour(level) {
    var score = level / LEVELS;
    if (score < 0.5) return 'hsl(30,85%,' + (95 - (0.5 - score) * 90) + '%)';
    return 'hsl(210,70%,' + (95 - (score - 0.5) * 100) + '%)';
  }

  // An axis's labels, engine by engine: "rank name" in a box one cell
  // long; the whole name in its title too, for one cut short by the box.
  function label(engines, i, size) {
    return Replay.element('div', {
      'class': 'heatmap-label', title: '#' + (i + 1) + ' ' + engines[i],
      style: 'flex: 0 0 ' + size + 'px; line-height: ' + size + 'px; font-size: ' +
             Math.min(12, size - 2) + 'px'
    }, [Replay.element('span', { 'class': 'rank' }, [String(i + 1)]), ' ',
        Replay.element('span', { 'class': 'name' }, [engines[i]])]);
  }

  function start() {
    var source = document.getElementById('heatmap-data');
    var canvas = document.getElementById('heatmap-canvas');
    var tip = document.getElementById('heatmap-tip');
    if (!source || !canvas || !tip) return;
    var data = JSON.parse(source.textContent);
    var n = data.engines.length;
    // wdl[(row * n + column) * 3 + k]: the row's wins, draws, losses; met[]: any game.
    var wdl = new Int32Array(n * n * 3), met = new Uint8Array(n * n);
    data.cells.forEach(function (c) {
      var a = (c[0] * n + c[1]) * 3, b = (c[1] * n + c[0]) * 3;
      wdl[a] = c[2]; wdl[a + 1] = c[3]; wdl[a + 2] = c[4];
      wdl[b] = c[4]; wdl[b + 1] = c[3]; wdl[b + 2] = c[2];
      met[c[0] * n + c[1]] = met[c[1] * n + c[0]] = 1;
    });
    var size = Math.max(SMALLEST, Math.min(LARGEST, Math.floor(800 / Math.max(1, n))));
    var side = OFFSET + n * size, ratio = window.devicePixelRatio || 1;
    canvas.width = side * ratio;
    canvas.height = side * ratio;
    canvas.style.width = canvas.style.height = side + 'px';
    var context = canvas.getContext('2d');
    context.scale(ratio, ratio);

    function score(row, column) {
      var k = (row * n + column) * 3, games = wdl[k] + wdl[k + 1] + wdl[k + 2];
      return (wdl[k] + wdl[k + 1] / 2) / games;
    }
    // One fill colour at a time: cells grouped by colour first.
    var groups = {}, painted = 0;
    for (var row = 0; row < n; ++row) {
      for (var column = 0; column < n; ++column) {
        var fill = row === column ? SELF : met[row * n + column]
            ? colour(Math.round(score(row, column) * LEVELS)) : UNMET;
        (groups[fill] = groups[fill] || []).push(row, column);
      }
    }
    Object.keys(groups).forEach(function (fill) {
      context.fillStyle = fill;
      var cells = groups[fill];
      for (var i = 0; i < cells.length; i += 2) {
        context.fillRect(OFFSET + cells[i + 1] * size, OFFSET + cells[i] * size, size, size);
        painted++;
      }
    });
    var rows = document.getElementById('heatmap-rows');
    var columns = document.getElementById('heatmap-columns');
    if (rows && columns) {
      for (var e = 0; e < n; ++e) {
        rows.appendChild(label(data.engines, e, size));
        columns.appendChild(label(data.engines, e, size));
      }
    }
    canvas.setAttribute('data-cell-size', size);
    canvas.setAttribute('data-offset', OFFSET);
    canvas.setAttribute('data-rows', n);
    canvas.setAttribute('data-cells', painted);

    function describe(row, column) {
      var a = '#' + (row + 1) + ' ' + data.engines[row], b = '#' + (column + 1) + ' ' +
          data.engines[column];
      if (row === column) return a + ' (itself)';
      if (!met[row * n + column]) return a + ' vs ' + b + ': did not meet';
      var k = (row * n + column) * 3;
      return a + ' vs ' + b + ': ' + wdl[k] + '-' + wdl[k + 1] + '-' + wdl[k + 2] + ', ' +
             (100 * score(row, column)).toFixed(1) + '%';
    }
    // The cell under a pointer event, or null.
    function cellAt(event) {
      var box = canvas.getBoundingClientRect();
      var x = (event.clientX - box.left) * side / box.width - OFFSET;
      var y = (event.clientY - box.top) * side / box.height - OFFSET;
      var column = Math.floor(x / size), row = Math.floor(y / size);
      return x < 0 || y < 0 || row >= n || column >= n ? null : [row, column];
    }
    var pinned = false;
    canvas.addEventListener('mousemove', function (event) {
      var cell = cellAt(event);
      if (!pinned && cell) tip.textContent = describe(cell[0], cell[1]);
    });
    canvas.addEventListener('click', function (event) {
      var cell = cellAt(event);
      pinned = !pinned && !!cell;
      if (cell) tip.textContent = describe(cell[0], cell[1]);
      tip.setAttribute('data-pinned', pinned ? 'true' : 'false');
    });
  }
  document.addEventListener('DOMContentLoaded', start);
})();
