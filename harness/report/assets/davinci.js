// Da Vinci Code: every rack in order from an observer's view (hidden
// tiles face down, unless shown), reveals as they happen, and every guess
// with its outcome. Drawn tiles come from the log's hidden record.
'use strict';
(function () {
  var JOKER = 12;

  // "b7" -> 14, "w-" -> 25: value * 2 + colour, jokers 24 and 25.
  function tileOf(name) {
    var colour = name[0] === 'w' ? 1 : 0;
    return name.slice(1) === '-' ? 24 + colour : Number(name.slice(1)) * 2 + colour;
  }
  function nameOf(tile) { return (tile % 2 ? 'w' : 'b') + (tile >= 24 ? '-' : Math.floor(tile / 2)); }

  // Just right of the last number that orders before it (tiles.cc).
  function numberPosition(rack, tile) {
    var position = 0;
    rack.forEach(function (held, i) { if (held.tile < 24 && held.tile < tile) position = i + 1; });
    return position;
  }

  function copy(racks) {
    return racks.map(function (rack) {
      return rack.map(function (t) { return { tile: t.tile, revealed: t.revealed }; });
    });
  }

  function decode(game) {
    var tokens = game.m.match(/\S+/g) || [];
    var draws = (game.h || '').replace(/^draws ?/, '').split(',').filter(Boolean);
    var players = game.p.length, racks = [], pending = [], guesses = [];
    for (var s = 0; s < players; ++s) { racks.push([]); pending.push([]); }
    var at = tokens[0] === 'deal' ? 1 : 0;
    for (; at < tokens.length && /^\d+:([bw](\d+|-),)*$/.test(tokens[at]); ++at) {
      var dealt = tokens[at].split(':');
      dealt[1].split(',').filter(Boolean).forEach(function (name) {
        var tile = tileOf(name);
        if (tile >= 24) pending[Number(dealt[0])].push(tile);
        else racks[Number(dealt[0])].push({ tile: tile, revealed: false });
      });
    }
    var frames = [{ racks: copy(racks), guesses: [], text: 'the deal' }];
    var drawn = null;  // the tile drawn this turn, -2 while a drawn joker waits
    function push(seat, text, target) {
      frames.push({ racks: copy(racks), guesses: guesses.slice(), seat: seat, text: text,
                    target: target || null });
    }
    function endTurn() { drawn = null; }
    tokens.slice(at).forEach(function (token) {
      var m = /^(\d+):(.*)$/.exec(token);
      if (!m) throw new Error('not a Da Vinci action: ' + token);
      var seat = Number(m[1]), action = m[2], rack = racks[seat], g;
      if (/^draw-[bw]$/.test(action)) {
        var name = draws.shift();
        if (!name) throw new Error('the hidden record has no tile for ' + token);
        var tile = tileOf(name);
        if (tile >= 24) {
          pending[seat].push(tile);
          drawn = -2;
        } else {
          rack.splice(numberPosition(rack, tile), 0, { tile: tile, revealed: false });
          drawn = tile;
        }
        push(seat, 'draws a ' + (action.slice(-1) === 'b' ? 'black' : 'white') + ' tile',
             { seat: seat, tile: drawn });
      } else if ((g = /^joker@(\d+)$/.exec(action))) {
        var joker = pending[seat].shift();
        rack.splice(Number(g[1]), 0, { tile: joker, revealed: false });
        if (drawn === -2) drawn = joker;
        push(seat, 'places a joker at position ' + g[1], { seat: seat, tile: joker });
      } else if ((g = /^(\d+)@(\d+)=(\d+|-)([+x])$/.exec(action))) {
        var target = Number(g[1]), guessed = racks[target][Number(g[2])];
        var right = g[4] === '+';
        guesses.push({ guesser: seat, target: target, value: g[3], right: right });
        var text = 'guesses ' + (g[3] === '-' ? 'joker' : g[3]) + ' for seat ' + target +
                   '\'s tile ' + (Number(g[2]) + 1) + ': ' + (right ? '✓ right' : '✗ wrong');
        if (right) {
          guessed.revealed = true;
        } else if (drawn !== null && drawn >= 0) {
          rack.forEach(function (t) { if (t.tile === drawn) t.revealed = true; });
          text += ', the drawn tile is revealed';
          endTurn();
        }
        push(seat, text, { seat: target, tile: guessed.tile });
      } else if (action === 'stop') {
        endTurn();
        push(seat, 'stops');
      } else if ((g = /^reveal-([bw](\d+|-))$/.exec(action))) {
        var own = tileOf(g[1]);
        rack.forEach(function (t) { if (t.tile === own) t.revealed = true; });
        endTurn();
        push(seat, 'reveals ' + g[1], { seat: seat, tile: own });
      } else {
        throw new Error('not a Da Vinci action: ' + token);
      }
    });
    return frames;
  }

  function render(frame, options) {
    var element = Replay.element;
    var racks = frame.racks.map(function (rack, seat) {
      return element('div', { 'class': 'rack' }, [
        options.player(seat), ' (seat ' + seat + '): ',
        rack.map(function (t) {
          // The end shows every tile, as Battleship shows its ships.
          var face = t.revealed || options.reveal || options.end;
          var value = t.tile >= 24 ? '–' : String(Math.floor(t.tile / 2));
          var classes = ['tile', t.tile % 2 ? 'white' : 'black', t.revealed ? 'revealed' : 'hidden'];
          if (frame.target && frame.target.seat === seat && frame.target.tile === t.tile) {
            classes.push('target');
          }
          return element('span', { 'class': classes.join(' '),
                                   title: (t.revealed ? 'revealed ' : 'hidden ') +
                                          (t.tile % 2 ? 'white ' : 'black ') +
                                          (face ? (t.tile >= 24 ? 'joker' : value) : 'tile') },
                         face ? value : '?');
        })]);
    });
    return racks.concat(
        element('p', {}, 'Hidden tiles show "?" (a thin tile); revealed ones are underlined in ' +
                         'orange. Guesses so far:'),
        element('ol', { 'class': 'guesses' }, frame.guesses.map(function (g) {
          return element('li', {}, [options.player(g.guesser),
                                    ' → seat ' + g.target + ': ' +
                                        (g.value === '-' ? 'joker' : g.value) + ' ' +
                                        (g.right ? '✓' : '✗')]);
        })));
  }

  function position(frame) {
    return frame.racks.map(function (rack, seat) {
      return 'P' + seat + ':' + rack.map(function (t) {
        return nameOf(t.tile) + (t.revealed ? '*' : '');
      }).join(',');
    }).join(' ');
  }

  Replay.viewers.davinci = { decode: decode, render: render, position: position,
                             hidden: 'tiles' };
})();
