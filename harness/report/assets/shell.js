// The game list (paginated, filtered by engine and result) and the replay
// viewer around each game's own board (Replay.viewers[game], one file per
// game). Games come from <script id="games-data">; a game's record is
// decoded only when it is opened.
'use strict';
var Replay = { viewers: {} };

(function () {
  var PAGE_SIZE = 50;
  var data = null;
  var shown = [];  // games passing the filters, in game order
  var page = 0;
  var viewer = null;  // the open game's state

  // Every node of the page's script is built here, from data and never
  // from markup: a child is a node, a text (strings and numbers become text
  // nodes), or a list of them. Engine names and every other text a log
  // carries therefore cannot be parsed as HTML.
  function append(node, child) {
    if (Array.isArray(child)) {
      child.forEach(function (c) { append(node, c); });
    } else if (child !== undefined && child !== null && child !== '') {
      node.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  function build(node, attributes, children) {
    for (var name in attributes || {}) node.setAttribute(name, attributes[name]);
    return append(node, children);
  }
  function element(tag, attributes, children) {
    return build(document.createElement(tag), attributes, children);
  }
  Replay.element = element;
  Replay.svg = function (tag, attributes, children) {
    return build(document.createElementNS('http://www.w3.org/2000/svg', tag), attributes, children);
  };

  function playerName(game, seat) { return data.engines[game.p[seat]]; }

  // An engine's name after its colour key: the colour it has in the ratings
  // table and charts (seats are told apart by label and position).
  function engineLabel(engine) {
    return element('span', { 'class': 'engine' }, [
      element('span', { 'class': 'key', style: 'background:' + data.colors[engine] }),
      data.engines[engine]]);
  }

  // Won, lost or drew from `engine`'s seat(s); '' if it did not play.
  function resultFor(game, engine) {
    var seat = game.p.indexOf(engine);
    if (seat < 0 || !game.s.length) return '';
    var score = game.s[seat];
    return score > 0.5 ? 'win' : score < 0.5 ? 'loss' : 'draw';
  }

  // A Swiss bye: a round without a game, listed but neither won nor abnormal.
  function isBye(game) { return game.t === 'bye' && game.p.length === 1; }

  function passes(game, engine, result) {
    if (engine >= 0 && game.p.indexOf(engine) < 0) return false;
    if (isBye(game)) return result === 'all';
    if (result === 'abnormal') return game.t !== 'normal';
    if (result === 'draw') {
      return game.s.length > 1 && game.s.every(function (s) { return s === game.s[0]; });
    }
    if (result === 'win' || result === 'loss') {
      if (engine >= 0) return resultFor(game, engine) === result;
      return game.s.length > 1 && game.s.some(function (s) { return s !== game.s[0]; });
    }
    return true;
  }

  function applyFilters() {
    var engine = Number(document.getElementById('filter-engine').value);
    var result = document.getElementById('filter-result').value;
    shown = data.games.filter(function (g) { return passes(g, engine, result); });
    page = 0;
    renderPage();
  }

  function renderPage() {
    var table = document.getElementById('games');
    while (table.rows.length > 1) table.deleteRow(1);
    var pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
    page = Math.min(page, pages - 1);
    shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).forEach(function (game) {
      var row = table.insertRow();
      row.id = 'game-' + game.i;
      if (isBye(game)) {
        row.insertCell().textContent = '#' + game.i + ' (bye)';
      } else {
        var open = element('button', { 'class': 'open', 'aria-label': 'replay game ' + game.i },
                           '▶ #' + game.i);
        open.addEventListener('click', function () { openGame(game); });
        row.insertCell().appendChild(open);
      }
      var players = row.insertCell();
      players.className = 'players';
      game.p.forEach(function (engine, seat) {
        if (seat) players.appendChild(document.createTextNode(' · '));
        players.appendChild(engineLabel(engine));
      });
      row.insertCell().textContent = game.s.join(' ');
      row.insertCell().textContent = game.pt.join(' ');
      var termination = row.insertCell();
      termination.textContent = game.t;
      if (game.t !== 'normal') termination.appendChild(element('small', {}, ' (' + game.td + ')'));
      row.insertCell().textContent = game.n;
      var details = element('details');
      details.appendChild(element('summary', {}, 'record'));
      details.appendChild(element('code', {}, game.m));
      row.insertCell().appendChild(details);
      if (viewer && viewer.game === game) row.className = 'current';
    });
    document.getElementById('games-page').textContent =
        'page ' + (page + 1) + ' of ' + pages + ' (' + shown.length + ' games)';
    document.getElementById('games-previous').disabled = page === 0;
    document.getElementById('games-next').disabled = page >= pages - 1;
  }

  // "[seat@ply:]ms,short,depth,nodes,score;..." (game_list.cc) by ply:
  // without "seat@ply:" a decision is the previous one's next ply, by the
  // next seat; the engine's time is `short` of the measured; empty is 0,
  // or no score.
  function decisionsByPly(text, seats) {
    var byPly = {}, seat = -1, ply = -1;
    (text ? text.split(';') : []).forEach(function (entry) {
      var key = entry.indexOf(':');
      if (key >= 0) {
        var at = entry.slice(0, key).split('@');
        seat = +at[0];
        ply = +at[1];
        entry = entry.slice(key + 1);
      } else {
        seat = (seat + 1) % seats;
        ply++;
      }
      var f = entry.split(',');
      byPly[ply] = { seat: seat, ms: +f[0], engineMs: f[0] - f[1], depth: +f[2], nodes: +f[3],
                     score: f[4] === '' ? null : +f[4] };
    });
    return byPly;
  }

  function decisionText(decision) {
    if (!decision) return 'no decision recorded (an opening or forced move)';
    var parts = [decision.ms + ' ms'];
    if (decision.engineMs) parts.push('engine ' + decision.engineMs + ' ms');
    if (decision.depth) parts.push('depth ' + decision.depth);
    if (decision.nodes) parts.push(decision.nodes + ' nodes');
    if (decision.score !== null) parts.push('score ' + decision.score);
    return parts.join(', ');
  }

  function resultText(game) {
    var seats = game.p.map(function (engine, seat) {
      return playerName(game, seat) + ' ' + (game.s.length ? game.s[seat] : '–') +
             (game.pt.length ? ' (' + game.pt[seat] + ')' : '');
    });
    return 'Result: ' + seats.join(', ') + ' — ' + game.t + (game.td ? ' (' + game.td + ')' : '');
  }

  function openGame(game) {
    var kind = Replay.viewers[data.game];
    var root = document.getElementById('viewer');
    root.hidden = false;
    root.textContent = '';
    if (!kind) {
      root.appendChild(element('p', {}, 'No viewer for ' + data.game + '.'));
      return;
    }
    var frames;
    try {
      frames = kind.decode(game, data.variant);
    } catch (error) {
      root.appendChild(element('p', {}, 'Game #' + game.i + ' cannot be replayed: ' + error));
      return;
    }
    viewer = { game: game, frames: frames, kind: kind, step: frames.length - 1,
               decisions: decisionsByPly(game.d, Math.max(1, game.p.length)), reveal: false };
    root.setAttribute('data-game', game.i);
    root.setAttribute('data-frames', frames.length);
    var title = element('h3', {}, 'Game #' + game.i + ': ');
    game.p.forEach(function (engine, seat) {
      if (seat) title.appendChild(document.createTextNode(' vs '));
      title.appendChild(element('span', {}, ['seat ' + seat + ' ', engineLabel(engine)]));
    });
    root.appendChild(title);
    var controls = element('div', { 'class': 'controls' });
    [['first', '|◀', 'to the start'], ['previous', '◀', 'one move back'],
     ['next', '▶', 'one move on'], ['last', '▶|', 'to the end']].forEach(function (b) {
      var button = element('button', { id: 'replay-' + b[0], 'aria-label': b[2], title: b[2] },
                           b[1]);
      button.addEventListener('click', function () { go(b[0]); });
      controls.appendChild(button);
    });
    var slider = element('input', { id: 'replay-slider', type: 'range', min: 0,
                                    max: frames.length - 1, 'aria-label': 'move' });
    slider.addEventListener('input', function () { show(Number(slider.value)); });
    controls.appendChild(slider);
    controls.appendChild(element('span', { id: 'replay-step', 'aria-live': 'polite' }));
    if (kind.hidden) {
      var toggle = element('label');
      var box = element('input', { type: 'checkbox', id: 'replay-reveal' });
      box.addEventListener('change', function () { viewer.reveal = box.checked; show(viewer.step); });
      toggle.appendChild(box);
      toggle.appendChild(document.createTextNode(' show hidden ' + kind.hidden));
      controls.appendChild(toggle);
    }
    root.appendChild(controls);
    root.appendChild(element('div', { 'class': 'move', id: 'replay-move' }));
    root.appendChild(element('div', { 'class': 'board', id: 'replay-board' }));
    root.appendChild(element('p', { 'class': 'result' }, resultText(game)));
    show(0);
    renderPage();
    root.focus();
    root.scrollIntoView();
  }

  function go(where) {
    var last = viewer.frames.length - 1;
    var to = { first: 0, previous: viewer.step - 1, next: viewer.step + 1, last: last }[where];
    show(Math.max(0, Math.min(last, to)));
  }

  function show(step) {
    var frame = viewer.frames[step];
    var last = viewer.frames.length - 1;
    viewer.step = step;
    var root = document.getElementById('viewer');
    document.getElementById('replay-slider').value = step;
    document.getElementById('replay-step').textContent = 'move ' + step + ' of ' + last;
    var move = document.getElementById('replay-move');
    move.textContent = '';
    if (step === 0) {
      move.appendChild(element('span', {}, 'Start' + (frame.text ? ': ' + frame.text : '')));
    } else if (step <= viewer.game.o) {
      // The opening book's plies: no engine chose them.
      move.appendChild(element('span', {}, 'opening: ' + frame.text));
    } else {
      append(move, [engineLabel(viewer.game.p[frame.seat]), ': ' + frame.text]);
      move.appendChild(element('br'));
      move.appendChild(element('small', {}, decisionText(viewer.decisions[step - 1])));
    }
    var board = document.getElementById('replay-board');
    board.textContent = '';
    append(board, viewer.kind.render(frame, {
      reveal: viewer.reveal, end: step === last,
      names: viewer.game.p.map(function (e, seat) { return playerName(viewer.game, seat); }),
      colors: viewer.game.p.map(function (engine) { return data.colors[engine]; }),
      player: function (seat) { return engineLabel(viewer.game.p[seat]); } }));
    root.setAttribute('data-step', step);
    root.setAttribute('data-position', viewer.kind.position(frame));
    root.setAttribute('data-at-end', step === last ? 'true' : 'false');
    ['first', 'previous'].forEach(function (b) {
      document.getElementById('replay-' + b).disabled = step === 0;
    });
    ['next', 'last'].forEach(function (b) {
      document.getElementById('replay-' + b).disabled = step === last;
    });
  }

  function onKey(event) {
    if (!viewer || document.getElementById('viewer').hidden) return;
    var tag = event.target.tagName;
    if (tag === 'SELECT' || (tag === 'INPUT' && event.target.type !== 'checkbox')) return;
    var where = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' }[event.key];
    if (!where) return;
    event.preventDefault();
    go(where);
  }

  function start() {
    var source = document.getElementById('games-data');
    if (!source) return;
    data = JSON.parse(source.textContent);
    // The page is written as the log is read: games in log order, listed by index.
    data.games.sort(function (a, b) { return a.i - b.i; });
    // Texts left out of the data when empty.
    data.games.forEach(function (g) {
      ['td', 'm', 'h', 'f', 'd'].forEach(function (key) { g[key] = g[key] || ''; });
    });
    var engines = document.getElementById('filter-engine');
    data.engines.forEach(function (name, index) {
      engines.appendChild(element('option', { value: index }, name));
    });
    engines.addEventListener('change', applyFilters);
    document.getElementById('filter-result').addEventListener('change', applyFilters);
    document.getElementById('games-previous').addEventListener('click', function () {
      page--;
      renderPage();
    });
    document.getElementById('games-next').addEventListener('click', function () {
      page++;
      renderPage();
    });
    document.addEventListener('keydown', onKey);
    applyFilters();
    var wanted = /^#game-(\d+)$/.exec(location.hash);
    if (wanted) {
      var game = data.games.filter(function (g) { return g.i === Number(wanted[1]); })[0];
      if (game) openGame(game);
    }
  }
  Replay.openGame = function (index) {
    openGame(data.games.filter(function (g) { return g.i === index; })[0]);
  };
  document.addEventListener('DOMContentLoaded', start);
})();
