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
    return '<span class="dice">' + text.split('').map(function (d) {
      var at = left.indexOf(d);
      if (at >= 0) left.splice(at, 1);
      return '<span class="' + (at >= 0 ? 'kept' : '') + '" title="' + (at >= 0 ? 'kept' : 'rolled') +
             '">' + d + '</span>';
    }).join('') + '</span>';
  }

  function render(frame, options) {
    var html = ['<table class="sheet"><tr><th>box</th>'];
    frame.sheets.forEach(function (s, seat) {
      html.push('<th class="seat' + seat + '">' + options.names[seat] + '</th>');
    });
    html.push('</tr>');
    frame.boxes.forEach(function (name) {
      html.push('<tr><th>' + name.replace(/_/g, ' ') + '</th>');
      frame.sheets.forEach(function (s, seat) {
        var fresh = seat === frame.seat && name === frame.filled;
        html.push('<td' + (fresh ? ' class="new"' : '') + '>' +
                  (name in s.boxes ? s.boxes[name] : '') + '</td>');
      });
      html.push('</tr>');
    });
    [['upper', upper], ['upper bonus', function (s) {
      return upper(s) >= UPPER_BONUS_AT ? UPPER_BONUS : 0;
    }], ['Yahtzee bonus', function (s) { return s.bonus; }], ['total', total]].forEach(function (r) {
      html.push('<tr><th>' + r[0] + '</th>');
      frame.sheets.forEach(function (s) { html.push('<td>' + r[1](s) + '</td>'); });
      html.push('</tr>');
    });
    html.push('</table><div class="turn">');
    if (frame.turn.length) {
      html.push('<p class="seat' + frame.seat + '">' + options.names[frame.seat] + '\'s turn:</p>');
      frame.turn.forEach(function (roll, n) {
        html.push('<p>roll ' + (n + 1) + ': ' + dice(roll.dice, roll.kept) +
                  (roll.kept !== null ? ' kept ' + (roll.kept || 'none') : '') + '</p>');
      });
    }
    return html.join('') + '</div>';
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
