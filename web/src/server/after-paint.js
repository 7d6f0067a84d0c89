// A server-rendered page's scripts start after its first paint (docs/adr/0029): the HTML, its
// stylesheet and its largest picture have the connection to themselves until then. Inline, first
// in the page's head (server/template.ts; the gateway's CSP allows it by its hash): a file, or a
// place after the stylesheet, would hold it for one more round trip. The page names its entry
// module and the modules to preload on this script's tag.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preload = JSON.parse(tag.getAttribute('data-preload') || '[]');
  // At most four of the page's scripts on the way at once: over HTTP/1.1 a browser has six
  // connections to the shop, and each request holds one for at least a round trip (2 s on slow
  // 3G). With all six held (the font and five scripts, twelve more queued), a tap's form post
  // (Add before the scripts) waited 1.5 s for a free one; the page's font and four scripts leave
  // one free. The entry goes first, then the modules in the page's order, its own imports first
  // (the entry's module script fetches those itself when it arrives: they are on the way then).
  var MAX_IN_FLIGHT = 4;
  var queue = [entry].concat(
    preload.filter(function (href) {
      return href !== entry;
    }),
  );
  var inFlight = 0;
  function next() {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = queue.shift();
      inFlight += 1;
      link.onload = link.onerror = arrived;
      document.head.appendChild(link);
    }
  }
  function arrived() {
    inFlight -= 1;
    next();
  }
  function start() {
    next();
    // The same module as the first preload: one download (the module map shares it).
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  function afterNextFrame() {
    // The next frame is painted before the timer runs.
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
  // Once the page is parsed and its first picture (the one asked for first) has arrived: the
  // largest paint is then on screen too.
  function afterFirstPicture() {
    var picture = document.querySelector('img[fetchpriority="high"]');
    if (!picture || picture.complete) return afterNextFrame();
    picture.addEventListener('load', afterNextFrame);
    picture.addEventListener('error', afterNextFrame);
  }
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterFirstPicture);
  else afterFirstPicture();
  // On a slow connection the first paint waits for the stylesheet's round trip (2 s on slow 3G):
  // the scripts wait for it no longer than this, or the page is served by them seconds later.
  setTimeout(startOnce, 500);
})();
