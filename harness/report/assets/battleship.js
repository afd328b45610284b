// Battleship: each fleet's grid with the shots taken at it (miss: a dot,
// hit: a cross, sunk: the ship filled dark), ships hidden until the end as
// an observer sees them, unless shown.
'use strict';
(function () {
  function cellOf(name, width) {
    var m = /^([a-z])(\d+)$/.exec(name);
    if (!m) throw new Error('not a cell: ' + name);
    return (Number(m[2]) - 1) * width + m[1].charCodeAt(0) - 97;
  }

  // "a1h,c3v": each ship's cells, in fleet order.
  function layoutOf(text, rules) {
    return text.split(',').map(function (ship, index) {
      var top = cellOf(ship.slice(0, -1), rules.width), vertical = ship.slice(-1) === 'v';
      var cells = [];
      for (var k = 0; k < rules.fleet[index].length; ++k) {
        cells.push(top + (vertical ? k * rules.width : k));
      }
      return cells;
    });
  }

  function rulesOf(hidden) {
    var m = /^(\d+)x(\d+) (.*?)(?: target:(\S+))?$/.exec(hidden || '');
    if (!m) throw new Error('the log has no board and fleet for this game');
    return { width: Number(m[1]), height: Number(m[2]), target: m[4] || null,
             fleet: m[3].split(',').map(function (ship) {
               var at = ship.lastIndexOf(':');
               return { name: ship.slice(0, at), length: Number(ship.slice(at + 1)) };
             }) };
  }

  function copy(fleets) {
    return fleets.map(function (f) {
      return f && { ships: f.ships, shots: Object.assign({}, f.shots), sunk: f.sunk.slice() };
    });
  }

  function decode(game) {
    var rules = rulesOf(game.h);
    var solo = game.p.length === 1;
    var fleets = solo ? [{ ships: layoutOf(rules.target, rules), shots: {}, sunk: [] }] : [null, null];
    var frames = [{ rules: rules, fleets: copy(fleets), last: null }];
    // A sunk ship's name may hold spaces: "0:b8=sunk(Aircraft carrier)".
    (game.m.match(/[^\s(]+(?:\([^)]*\))?/g) || []).forEach(function (token) {
      var place = /^P(\d):(\S+)$/.exec(token), shot = /^(\d):([a-z]\d+)=(miss|hit|sunk\((.*)\))$/.exec(token);
      if (place) {
        var seat = Number(place[1]);
        fleets[seat] = { ships: layoutOf(place[2], rules), shots: {}, sunk: [] };
        frames.push({ rules: rules, fleets: copy(fleets), last: null, seat: seat,
                      text: 'places its fleet' });
      } else if (shot) {
        var shooter = Number(shot[1]), target = solo ? 0 : 1 - shooter;
        var cell = cellOf(shot[2], rules.width), fleet = fleets[target];
        var answer = shot[3].slice(0, 4) === 'sunk' ? 'sunk' : shot[3];
        fleet.shots[cell] = answer === 'miss' ? 'miss' : 'hit';
        if (answer === 'sunk') {
          fleet.ships.forEach(function (cells, index) {
            if (cells.indexOf(cell) >= 0) fleet.sunk.push(index);
          });
        }
        frames.push({ rules: rules, fleets: copy(fleets), last: { fleet: target, cell: cell },
                      seat: shooter, text: 'fires at ' + shot[2] + ': ' + shot[3] });
      } else {
        throw new Error('not a Battleship action: ' + token);
      }
    });
    return frames;
  }

  function shipAt(fleet, cell) {
    for (var i = 0; i < fleet.ships.length; ++i) {
      if (fleet.ships[i].indexOf(cell) >= 0) return i;
    }
    return -1;
  }

  // `title` names the grid for a screen reader, `caption` (nodes) under it.
  function grid(frame, index, options, title, caption) {
    var rules = frame.rules, fleet = frame.fleets[index], size = 26, pad = 18, svg = Replay.svg;
    var shapes = [];
    for (var c = 0; c < rules.width; ++c) {
      shapes.push(svg('text', { x: pad + c * size + size / 2, y: 12, 'text-anchor': 'middle' },
                      String.fromCharCode(97 + c)));
    }
    for (var r = 0; r < rules.height; ++r) {
      shapes.push(svg('text', { x: 1, y: pad + r * size + size / 2 + 4 }, r + 1));
    }
    var showShips = options.reveal || options.end;
    for (var cell = 0; cell < rules.width * rules.height; ++cell) {
      var x = pad + (cell % rules.width) * size, y = pad + Math.floor(cell / rules.width) * size;
      var ship = fleet ? shipAt(fleet, cell) : -1;
      var sunk = ship >= 0 && fleet.sunk.indexOf(ship) >= 0;
      var fill = sunk ? '#444' : ship >= 0 && showShips ? '#b8c4d6' : '#e8f1fa';
      shapes.push(svg('rect', { x: x, y: y, width: size, height: size, fill: fill, stroke: '#8aa' }));
      var shot = fleet && fleet.shots[cell];
      var cx = x + size / 2, cy = y + size / 2;
      if (shot === 'miss') {
        shapes.push(svg('circle', { cx: cx, cy: cy, r: 3, fill: '#0b5cad' }));
      } else if (shot === 'hit') {
        shapes.push(svg('path', { d: 'M' + (cx - 7) + ' ' + (cy - 7) + 'L' + (cx + 7) + ' ' +
                                     (cy + 7) + 'M' + (cx + 7) + ' ' + (cy - 7) + 'L' + (cx - 7) +
                                     ' ' + (cy + 7),
                                  stroke: sunk ? '#ffb000' : '#d55e00', 'stroke-width': 3 }));
      }
      if (frame.last && frame.last.fleet === index && frame.last.cell === cell) {
        shapes.push(svg('rect', { x: x + 1, y: y + 1, width: size - 2, height: size - 2,
                                  fill: 'none', stroke: '#000', 'stroke-width': 2,
                                  'stroke-dasharray': '3 2' }, svg('title', {}, 'last shot')));
      }
    }
    return Replay.element('figure', {}, [
      svg('svg', { 'class': 'battleship', 'data-fleet': index, width: rules.width * size + pad + 4,
                   height: rules.height * size + pad + 4, role: 'img', 'aria-label': title },
          shapes),
      Replay.element('figcaption', {}, [caption, fleet ? ', ' + fleet.sunk.length + ' of ' +
                                                             rules.fleet.length + ' ships sunk'
                                                           : ', not placed yet'])]);
  }

  function render(frame, options) {
    if (frame.fleets.length === 1) {
      return grid(frame, 0, options, 'the target fleet', 'the target fleet');
    }
    return frame.fleets.map(function (f, seat) {
      var fleet = '\'s fleet (seat ' + seat + ')';
      return grid(frame, seat, options, options.names[seat] + fleet, [options.player(seat), fleet]);
    }).concat(Replay.element('p', {}, 'Cells: pale = water, grey = a ship (shown at the end or ' +
                                      'with "show hidden"), dark = a sunk ship; dot = miss, ' +
                                      'cross = hit.'));
  }

  function position(frame) {
    var rules = frame.rules;
    return frame.fleets.map(function (fleet) {
      if (!fleet) return '-';
      var rows = [];
      for (var r = 0; r < rules.height; ++r) {
        var row = '';
        for (var c = 0; c < rules.width; ++c) {
          var cell = r * rules.width + c, ship = shipAt(fleet, cell), shot = fleet.shots[cell];
          row += ship < 0 ? (shot ? 'o' : '.') : fleet.sunk.indexOf(ship) >= 0 ? '#' : shot ? 'X' : 'S';
        }
        rows.push(row);
      }
      return rows.join('/');
    }).join(' ');
  }

  Replay.viewers.battleship = { decode: decode, render: render, position: position,
                                hidden: 'ships' };
})();
