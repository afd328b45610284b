// Nim Tetris: the board with each piece as it was placed, numbered in play
// order and coloured by the engine that placed it.
'use strict';
(function () {
  // The 19 fixed shapes, named and ordered as games/nimtetris/board.cc
  // makes them: each piece turned a quarter at a time, new shapes kept.
  var SHAPES = (function () {
    var pieces = [['I', [[0, 0], [0, 1], [0, 2], [0, 3]]], ['O', [[0, 0], [0, 1], [1, 0], [1, 1]]],
                  ['T', [[0, 0], [0, 1], [0, 2], [1, 1]]], ['S', [[0, 1], [0, 2], [1, 0], [1, 1]]],
                  ['Z', [[0, 0], [0, 1], [1, 1], [1, 2]]], ['J', [[0, 0], [1, 0], [1, 1], [1, 2]]],
                  ['L', [[0, 2], [1, 0], [1, 1], [1, 2]]]];
    function normalised(cells) {
      var r0 = Math.min.apply(null, cells.map(function (c) { return c[0]; }));
      var c0 = Math.min.apply(null, cells.map(function (c) { return c[1]; }));
      return cells.map(function (c) { return [c[0] - r0, c[1] - c0]; })
          .sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    }
    var shapes = {};
    pieces.forEach(function (piece) {
      var seen = [], cells = piece[1];
      for (var turn = 0; turn < 4; ++turn) {
        cells = normalised(cells);
        var key = JSON.stringify(cells);
        if (seen.indexOf(key) < 0) {
          seen.push(key);
          shapes[piece[0] + (seen.length - 1)] = cells;
        }
        cells = cells.map(function (c) { return [c[1], -c[0]]; });
      }
    });
    return shapes;
  })();

  function decode(game, variant) {
    var size = /^(\d+)x(\d+)$/.exec(variant || '10x10');
    if (!size) throw new Error('variant ' + variant + ' is not WIDTHxHEIGHT');
    var width = Number(size[1]), height = Number(size[2]);
    var owner = [];  // per cell: the piece number covering it, or -1
    for (var i = 0; i < width * height; ++i) owner.push(-1);
    var frames = [{ width: width, height: height, owner: owner.slice(), pieces: [] }];
    var pieces = [];
    (game.m.match(/\S+/g) || []).forEach(function (token, ply) {
      var move = /^([A-Z]\d)@([a-z])(\d+)$/.exec(token);
      var cells = move && SHAPES[move[1]];
      if (!cells) throw new Error('not a Nim Tetris move: ' + token);
      var row = Number(move[3]) - 1, column = move[2].charCodeAt(0) - 97;
      cells.forEach(function (c) {
        var r = row + c[0], col = column + c[1];
        if (r >= height || col >= width || owner[r * width + col] >= 0) {
          throw new Error(token + ' does not fit');
        }
        owner[r * width + col] = ply;
      });
      pieces.push({ seat: ply % 2, name: token });
      frames.push({ width: width, height: height, owner: owner.slice(), pieces: pieces.slice(),
                    seat: ply % 2, text: token });
    });
    return frames;
  }

  function render(frame, options) {
    var size = 30, pad = 18, w = frame.width, svg = Replay.svg, shapes = [];
    for (var c = 0; c < w; ++c) {
      shapes.push(svg('text', { x: pad + c * size + size / 2, y: 12, 'text-anchor': 'middle' },
                      String.fromCharCode(97 + c)));
    }
    for (var r = 0; r < frame.height; ++r) {
      shapes.push(svg('text', { x: 2, y: pad + r * size + size / 2 + 4 }, r + 1));
    }
    var last = frame.pieces.length - 1;
    frame.owner.forEach(function (piece, cell) {
      var x = pad + (cell % w) * size, y = pad + Math.floor(cell / w) * size;
      shapes.push(svg('rect', { x: x, y: y, width: size, height: size,
                                // The placing engine's colour, light enough for the number.
                                fill: piece < 0 ? '#fff' : options.colors[frame.pieces[piece].seat],
                                'fill-opacity': piece < 0 ? 1 : 0.45,
                                stroke: piece === last ? '#000' : '#999',
                                'stroke-width': piece === last ? 3 : 1 }));
      if (piece >= 0) {
        shapes.push(svg('text', { x: x + size / 2, y: y + size / 2 + 4, 'text-anchor': 'middle' },
                        piece + 1));
      }
    });
    var placed = [0, 0];
    frame.pieces.forEach(function (p) { placed[p.seat]++; });
    return [svg('svg', { 'class': 'nimtetris', width: w * size + pad + 4,
                         height: frame.height * size + pad + 4, role: 'img',
                         'aria-label': 'Nim Tetris board' }, shapes),
            Replay.element('p', {}, ['Pieces placed: ', options.player(0), ' ' + placed[0] + ', ',
                                     options.player(1), ' ' + placed[1] +
                                         '; the number is the order of play.'])];
  }

  function position(frame) {
    var rows = [];
    for (var r = 0; r < frame.height; ++r) {
      rows.push(frame.owner.slice(r * frame.width, (r + 1) * frame.width).map(function (p) {
        return p < 0 ? '.' : '#';
      }).join(''));
    }
    return rows.join('/');
  }

  Replay.viewers.nimtetris = { decode: decode, render: render, position: position };
})();
