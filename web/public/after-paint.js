// A server-rendered page's scripts start after its first paint (docs/adr/0029): the HTML, its
// stylesheet and its largest picture have the connection to themselves until then. The page names
// its entry module and the modules to preload on this script's tag.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preload = JSON.parse(tag.getAttribute('data-preload') || '[]');
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // The next frame is painted before the timer runs.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
