// Counts what actually rendered (laid-out tables, charts with a size) and
// leaves it on <body data-rendered>, for the browser test and for humans;
// <body data-ready-ms>: milliseconds from the navigation's start to this
// point, every script run and the page laid out.
window.addEventListener('load', function () {
  var tables = Array.prototype.filter.call(document.querySelectorAll('table'),
      function (t) { return t.offsetHeight > 0 && t.rows.length > 1; }).length;
  var charts = Array.prototype.filter.call(document.querySelectorAll('svg.chart'),
      function (s) { var b = s.getBBox(); return b.width > 0 && b.height > 0; }).length;
  document.body.setAttribute('data-rendered', 'tables=' + tables + ' charts=' + charts);
  document.body.setAttribute('data-ready-ms', performance.now().toFixed(1));
});
