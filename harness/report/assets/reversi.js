// Reversi: the 8x8 board (a1 top left), discs, the last move ringed,
// the legal moves of the side to move dotted, disc counts.
'use strict';
(function () {
  var DIRECTIONS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];

  // The squares `colour` (0 black, 1 white) flips by playing `square`.
  function flips(board, square, colour) {
    if (board[square] !== -1) return [];
    var row = Math.floor(square / 8), column = square % 8, all = [];
    DIRECTIONS.forEach(function (d) {
      var run = [], r = row + d[0], c = column + d[1];
      while (r >= 0 && r < 8 && c >= 0 && c < 8 && board[r * 8 + c] === 1 - colour) {
        run.push(r * 8 + c);
        r += d[0];
        c += d[1];
      }
      if (run.length && r >= 0 && r < 8 && c >= 0 && c < 8 && board[r * 8 + c] === colour) {
        all = all.concat(run);
      }
    });
    return all;
  }

  function legal(board, colour) {
    var moves = [];
    for (var square = 0; square < 64; ++square) {
      if (flips(board, square, colour).length) moves.push(square);
    }
    return moves;
  }

  function squareName(square) { return 'abcdefgh'[square % 8] + (Math.floor(square / 8) + 1); }

  function decode(game) {
    var board = [];
    for (var i = 0; i < 64; ++i) board.push(-1);
    board[27] = board[36] = 1;  // d4 e5 white
    board[28] = board[35] = 0;  // e4 d5 black
    var toMove = 0;
    var frames = [{ board: board.slice(), toMove: 0, last: -1, legal: legal(board, 0) }];
    var tokens = game.m.match(/pass|[a-h][1-8]/gi) || [];
    tokens.forEach(function (token) {
      var seat = toMove, text = token.toLowerCase(), last = -1;
      if (text !== 'pass') {
        last = (Number(text[1]) - 1) * 8 + (text.charCodeAt(0) - 97);
        var flipped = flips(board, last, toMove);
        if (!flipped.length) throw new Error(text + ' is not legal');
        flipped.forEach(function (s) { board[s] = toMove; });
        board[last] = toMove;
        text += ' (flips ' + flipped.map(squareName).join(' ') + ')';
      }
      toMove = 1 - toMove;
      frames.push({ board: board.slice(), toMove: toMove, last: last, legal: legal(board, toMove),
                    seat: seat, text: text });
    });
    return frames;
  }

  function count(board, colour) {
    return board.filter(function (d) { return d === colour; }).length;
  }

  function render(frame, options) {
    var size = 36, pad = 18, svg = Replay.svg, shapes = [];
    shapes.push(svg('rect', { x: pad, y: pad, width: 8 * size, height: 8 * size, fill: '#2e7d5b' }));
    for (var i = 0; i < 8; ++i) {
      shapes.push(svg('text', { x: pad + i * size + size / 2, y: 12, 'text-anchor': 'middle' },
                      'abcdefgh'[i]),
                  svg('text', { x: 6, y: pad + i * size + size / 2 + 4 }, i + 1));
    }
    for (var square = 0; square < 64; ++square) {
      var x = pad + (square % 8) * size, y = pad + Math.floor(square / 8) * size;
      var cx = x + size / 2, cy = y + size / 2;
      shapes.push(svg('rect', { x: x, y: y, width: size, height: size, fill: 'none',
                                stroke: '#1b4d37' }));
      var disc = frame.board[square];
      if (disc >= 0) {
        shapes.push(svg('circle', { cx: cx, cy: cy, r: size / 2 - 4, fill: disc ? '#fafafa' : '#111',
                                    stroke: '#000' },
                        svg('title', {}, squareName(square) + (disc ? ' white' : ' black'))));
      } else if (frame.legal.indexOf(square) >= 0) {
        shapes.push(svg('circle', { 'class': 'legal', cx: cx, cy: cy, r: 4, fill: 'none',
                                    stroke: frame.toMove ? '#fafafa' : '#111',
                                    'stroke-width': 1.5 },
                        svg('title', {}, squareName(square) + ': legal')));
      }
      if (square === frame.last) {
        shapes.push(svg('rect', { 'class': 'last', x: cx - 5, y: cy - 5, width: 10, height: 10,
                                  fill: '#e69f00', stroke: '#000' },
                        svg('title', {}, 'last move')));
      }
    }
    var side = 8 * size + pad + 4;
    return [svg('svg', { 'class': 'reversi', width: side, height: side, role: 'img',
                         'aria-label': 'Reversi board' }, shapes),
            Replay.element('p', {}, [
              'Black (', options.player(0), '): ' + count(frame.board, 0) + ' discs',
              Replay.element('br'),
              'White (', options.player(1), '): ' + count(frame.board, 1) + ' discs',
              Replay.element('br'),
              frame.legal.length ? (frame.toMove ? 'White' : 'Black') + ' to move, ' +
                                       frame.legal.length + ' legal moves'
                                 : 'No legal move for ' + (frame.toMove ? 'white' : 'black')])];
  }

  function position(frame) {
    var rows = [];
    for (var r = 0; r < 8; ++r) {
      rows.push(frame.board.slice(r * 8, r * 8 + 8).map(function (d) {
        return d < 0 ? '.' : d ? 'o' : 'x';
      }).join(''));
    }
    return rows.join('/');
  }

  Replay.viewers.reversi = { decode: decode, render: render, position: position };
})();
