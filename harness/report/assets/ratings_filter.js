// The ratings table filtered by a part of an engine's name, as typed into
// #ratings-filter; #ratings-shown says how many rows are left.
(function () {
  'use strict';
  function start() {
    var input = document.getElementById('ratings-filter');
    var table = document.getElementById('ratings');
    var shown = document.getElementById('ratings-shown');
    if (!input || !table || !shown) return;
    var rows = Array.prototype.slice.call(table.rows, 1);
    var names = rows.map(function (row) { return row.cells[1].textContent.toLowerCase(); });
    input.addEventListener('input', function () {
      var wanted = input.value.trim().toLowerCase(), count = 0;
      rows.forEach(function (row, i) {
        row.hidden = names[i].indexOf(wanted) < 0;
        if (!row.hidden) count++;
      });
      shown.textContent = wanted ? count + ' of ' + rows.length + ' engines' : '';
    });
  }
  document.addEventListener('DOMContentLoaded', start);
})();
