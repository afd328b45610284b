// Yacht: every seat's scorecard filling in, and the turn in play: each
// roll's dice with the ones kept marked (filled and bold, not by colour
// alone). The boxes' order is the one the log's final position lists.
'use strict';
(function () {
  var UPPER = ['aces', 'twos', 'threes', 'fours', 'fives', 'sixes'];
  var UPPER_BONUS_AT = 63, UPPER_BONUS = 35;

  // The ruleset's order, as the final position lists it; a log from before
  // final positions were kept: the order the record fills them in.
  function boxesOf(game) {
    var first = (game.f || '').split(' ')[0].replace(/^P\d+:/, '');
    var boxes = first.split(',').map(function (item) { return item.split('=')[0]; })
        .filter(function (name) { return name && name !== 'total'; });
    (game.m.match(/[a-z_]+(?==\d)/g) || []).forEach(function (name) {
      if (boxes.indexOf(name) < 0) boxes.push(name);
    });
    return boxes;
  }

  function copySheets(sheets) {
    return sheets.map(function (s) {
      return { boxes: Object.assign({}, s.boxes), bonus: s.bonus };
    });
  }

  function decode(game) {
    var boxes = boxesOf(game);
    var sheets = game.p.map(function () { return { boxes: {}, bonus: 0 }; });
    var frames = [{ boxes: boxes, sheets: copySheets(sheets), turn: [], seat: 0, filled: null }];
    (game.m.match(/\S+/g) || []).forEach(function (token) {
      var turn = /^P(\d+):(.*)$/.exec(token);
      if (!turn) throw new Error('not a Yacht turn: ' + token);
      var seat = Number(turn[1]), rolls = [];
      turn[2].split(',').forEach(function (item) {
        var fill = /^([a-z_]+)=(\d+)(?:\+(\d+))?$/.exec(item);
        if (item[0] === 'r') {
          rolls.push({ dice: item.slice(1), kept: null });
        } else if (item[0] === 'k') {
          rolls[rolls.length - 1].kept = item.slice(1);
          frames.push({ boxes: boxes, sheets: copySheets(sheets), turn: JSON.parse(JSON.stringify(rolls)),
                        seat: seat, text: 'keeps ' + (item.slice(1) || 'nothing') + ', re-rolls ' +
                        (5 - item.length + 1) + ' dice' });
        } else if (fill) {
          sheets[seat].boxes[fill[1]] = Number(fill[2]);
          sheets[seat].bonus += fill[3] ? Number(fill[3]) : 0;
          frames.push({ boxes: boxes, sheets: copySheets(sheets), turn: JSON.parse(JSON.stringify(rolls)),
                        seat: seat, filled: fill[1], text: 'fills ' + fill[1].replace(/_/g, ' ') +
                        ' with ' + fill[2] + (fill[3] ? ' (+' + fill[3] + ' bonus)' : '') });
        } else {
          throw new Error('not a Yacht action: ' + item);
        }
      });
    });
    return frames;
  }

  function upper(sheet) {
    return UPPER.reduce(function (sum, name) { return sum + (sheet.boxes[name] || 0); }, 0);
  }

  function total(sheet) {
    var sum = sheet.bonus + (upper(sheet) >= UPPER_BONUS_AT ? UPPER_BONUS : 0);
    for (var name in sheet.boxes) sum += sheet.boxes[name];
    return sum;
  }

  function dice(text, kept) {
    var left = (kept || '').split('');
    return Replay.element('span', { 'class': 'dice' }, text.split('').map(function (d) {
      var at = left.indexOf(d);
      if (at >= 0) left.splice(at, 1);
      return Replay.element('span', { 'class': at >= 0 ? 'kept' : '',
                                      title: at >= 0 ? 'kept' : 'rolled' }, d);
    }));
  }

  function render(frame, options) {
    var element = Replay.element;
    var rows = [element('tr', {}, [element('th', {}, 'box')].concat(
        frame.sheets.map(function (s, seat) {
          return element('th', {}, options.player(seat));
        })))];
    frame.boxes.forEach(function (name) {
      rows.push(element('tr', {}, [element('th', {}, name.replace(/_/g, ' '))].concat(
          frame.sheets.map(function (s, seat) {
            var fresh = seat === frame.seat && name === frame.filled;
            return element('td', fresh ? { 'class': 'new' } : {},
                           name in s.boxes ? s.boxes[name] : '');
          }))));
    });
    [['upper', upper], ['upper bonus', function (s) {
      return upper(s) >= UPPER_BONUS_AT ? UPPER_BONUS : 0;
    }], ['Yahtzee bonus', function (s) { return s.bonus; }], ['total', total]].forEach(function (r) {
      rows.push(element('tr', {}, [element('th', {}, r[0])].concat(
          frame.sheets.map(function (s) { return element('td', {}, r[1](s)); }))));
    });
    var turn = [];
    if (frame.turn.length) {
      turn.push(element('p', {}, [options.player(frame.seat), '\'s turn:']));
      frame.turn.forEach(function (roll, n) {
        turn.push(element('p', {}, ['roll ' + (n + 1) + ': ', dice(roll.dice, roll.kept),
                                    roll.kept !== null ? ' kept ' + (roll.kept || 'none') : '']));
      });
    }
    return [element('table', { 'class': 'sheet' }, element('tbody', {}, rows)),
            element('div', { 'class': 'turn' }, turn)];
  }

  function position(frame) {
    return frame.sheets.map(function (sheet, seat) {
      return 'P' + seat + ':' + frame.boxes.map(function (name) {
        return name + '=' + (name in sheet.boxes ? sheet.boxes[name] : '-');
      }).concat(['total=' + total(sheet)]).join(',');
    }).join(' ');
  }

  Replay.viewers.yacht = { decode: decode, render: render, position: position };
})();
