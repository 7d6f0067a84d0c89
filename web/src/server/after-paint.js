// A server-rendered page's scripts are fetched after its first paint (docs/adr/0029): the HTML,
// its stylesheet and its largest picture have the connection to themselves until then. They run
// on demand (docs/adr/0069): at the shopper's first press or key that stays on the page, or once
// the page has been left alone for a few seconds; the page's links, forms and Add work before.
// Inline, first in the page's head (server/template.ts; the gateway's CSP allows it by its hash):
// a file, or a place after the stylesheet, would hold it for one more round trip. The page names
// its entry module and the modules to preload on this script's tag. It also posts a tap on Add
// made before the scripts run (below).
// No less-than sign in it: template.test.ts reads the inline script up to the first one.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  // An announcement this device has seen (features/home/seen-popups.ts, `ads-v1`: each one once,
  // at most one a day) is in a shared page's HTML all the same, as the server knows no device, and
  // the hydrated page drops it. Hidden before the first paint, it never moves the page under it
  // (important: the page's own stylesheet comes later in the head).
  try {
    var seenAds = JSON.parse(localStorage.getItem('ads-v1') || 'null');
    var seenIds = Array.isArray(seenAds) ? seenAds : (seenAds && seenAds.ids) || [];
    // Johannesburg's day, YYYY-MM-DD: South Africa keeps UTC+2 all year. Not Intl with a time
    // zone, whose first use loads the zone data: 40 ms of a slow phone's parse before its first
    // paint (160 ms at Lighthouse's 4x CPU).
    var today = new Date(Date.now() + 2 * 3600 * 1000).toISOString().slice(0, 10);
    var hidden =
      seenAds && seenAds.day === today
        ? ['.ad-popup']
        : seenIds.map(function (id) {
            return '.ad-popup[data-ad-id=' + JSON.stringify(String(id)) + ']';
          });
    if (hidden.length) {
      var style = document.createElement('style');
      style.textContent = hidden.join(',') + '{display:none!important}';
      document.head.appendChild(style);
    }
  } catch {
    // No storage (a private window, a full store): the announcement shows, as to a first visit.
  }
  // The page view (lib/analytics.ts, on a page that counts one: `data-page-view`) is the page's
  // own, pushed once it is parsed (its title read): a visit that leaves before the scripts run is
  // counted too. The path is marked, and the app's first view of it is left out.
  function countPageView() {
    var path = location.pathname;
    (window.dataLayer = window.dataLayer || []).push({
      event: 'page_view',
      page_path: path,
      page_title: document.title,
    });
    document.documentElement.setAttribute('data-page-viewed', path);
  }
  if (tag.hasAttribute('data-page-view')) {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', countPageView);
    else countPageView();
  }
  // Running the app costs a slow phone about a second of its main thread (docs/adr/0069): spent
  // when the shopper reaches for something, or when the page has been read quietly for this long.
  var LEFT_ALONE_MS = 5000;
  // A tap older than this is not answered: the shopper has moved on, and a menu opening by
  // itself would surprise them.
  var TAP_ANSWERED_WITHIN_MS = 10000;
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
    while (MAX_IN_FLIGHT > inFlight && queue.length > 0) {
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
    // The same module as the first preload: one download (the module map shares it).
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  var painted = false;
  // A page with nothing to read before its scripts run (`data-at-once`: a list only they fetch,
  // shown as a placeholder) wants them as soon as it is painted.
  var wanted = tag.hasAttribute('data-at-once');
  var started = false;
  function startWhenWanted() {
    if (started || !painted || !wanted) return;
    started = true;
    start();
  }
  function want() {
    wanted = true;
    startWhenWanted();
  }
  // Painted (or waited for long enough): the scripts are fetched now, and run when wanted.
  function whenPainted() {
    if (painted) return;
    painted = true;
    next();
    startWhenWanted();
    setTimeout(function () {
      if (window.requestIdleCallback) requestIdleCallback(want, { timeout: 1000 });
      else want();
    }, LEFT_ALONE_MS);
  }
  function afterNextFrame() {
    // The next frame is painted before the timer runs.
    requestAnimationFrame(function () {
      setTimeout(whenPainted, 0);
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
  setTimeout(whenPainted, 500);

  // What wants the app: a press anywhere but on a link (a link leads to a page of its own, which
  // needs nothing of this one's), and any key (a keyboard's shopper moves through the controls).
  // A tap on a control only the scripts serve (a button that submits no form, or one that says it
  // waits for them: `aria-disabled`, docs/adr/0066) is answered once they serve the page, if that
  // is soon: the shopper need not tap twice.
  var waiting = null;
  document.addEventListener(
    'pointerdown',
    function (event) {
      var target = event.target;
      if (target && target.closest && target.closest('a[href]')) return;
      want();
    },
    true,
  );
  document.addEventListener('keydown', want, true);
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      // A button does nothing before the scripts unless it submits a form: a form's own button
      // (Add, a stepper) has been answered by its form already.
      var control = target && target.closest && target.closest('button, [aria-disabled="true"]');
      if (!control || control.disabled || (control.form && control.type === 'submit')) return;
      // Once React hydrates (`data-hydrating`, main.tsx), a tap is its own to answer.
      var html = document.documentElement;
      if (!html.hasAttribute('data-hydrating') && !html.hasAttribute('data-hydrated'))
        waiting = { control: control, at: Date.now() };
    },
    true,
  );
  // A form whose scripts ask the shopper first (`data-asks-first`: Shop here, whose dialog says
  // what leaves the basket or changes price, and offers to undo it). Once the scripts are here,
  // its submit waits for them to serve the page and is handed to them, as a tap above is; if they
  // do not within a few seconds, or are still on their way (a slow connection), the form posts
  // itself, as it does without them. A later tap elsewhere is the one answered.
  var ASKS_FIRST_WAIT_MS = 3000;
  document.addEventListener('submit', function (event) {
    var form = event.target;
    var html = document.documentElement;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute('data-asks-first') || !event.submitter) return;
    if (html.hasAttribute('data-hydrating') || html.hasAttribute('data-hydrated')) return;
    if (queue.length > 0 || inFlight > 0) return;
    event.preventDefault();
    want();
    var tapped = { control: event.submitter, at: Date.now() };
    waiting = tapped;
    setTimeout(function () {
      if (waiting !== tapped) return;
      waiting = null;
      postItself(form); // its button names no value: the form's fields are the whole post
    }, ASKS_FIRST_WAIT_MS);
  });
  if (window.MutationObserver)
    new MutationObserver(function (changes, observer) {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      var tapped = waiting;
      waiting = null;
      if (!tapped) return;
      // The page says it is hydrated when its frame is: the screen inside it (a Suspense boundary
      // of its own) is hydrated in the tasks after, and a tap on it before then is lost. Its
      // start-up done, the browser is idle.
      if (window.requestIdleCallback)
        requestIdleCallback(
          function () {
            answer(tapped, 40);
          },
          { timeout: 2000 },
        );
      else answer(tapped, 40);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  // Its controls leave `aria-disabled` in a render of their own: the tap is answered when its
  // control does, if that is within two seconds.
  function answer(tapped, tries) {
    if (!tapped.control.isConnected || Date.now() - tapped.at > TAP_ANSWERED_WITHIN_MS) return;
    if (tapped.control.getAttribute('aria-disabled') !== 'true') return tapped.control.click();
    if (tries > 0)
      setTimeout(function () {
        answer(tapped, tries - 1);
      }, 50);
  }

  // A form the browser posts itself, before the scripts serve the page, takes the shopper to the
  // page its answer names. Scripts that arrive meanwhile must not start this one (main.tsx waits
  // while `data-leaving` is on the page): their start writes the state this page was rendered
  // with, the checkout's cookie among it, over what the post has just stored (a time slot chosen
  // on the dispatch step was gone on the confirmation). Last to hear a submit (on the window), so
  // a submit the handlers here take over (Add, "Shop here") is not one.
  function leaving() {
    document.documentElement.setAttribute('data-leaving', '');
  }
  function postItself(form) {
    leaving();
    form.submit();
  }
  window.addEventListener('submit', function (event) {
    var form = event.target;
    var html = document.documentElement;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    // React's, once it hydrates: its handlers stop the submits the app serves.
    if (html.hasAttribute('data-hydrating') || html.hasAttribute('data-hydrated')) return;
    var submitter = event.submitter;
    var target = (submitter && submitter.getAttribute('formtarget')) || form.getAttribute('target');
    if (target && target !== '_self') return;
    leaving();
  });
  // A post the shopper stops (the browser's Stop, Esc) leaves them on this page: Chromium says so
  // with the Navigation API's `navigateerror`, and the page is theirs again, its scripts with it.
  // Without that API, the page stays as it is, its links and forms working without the scripts.
  if (window.navigation)
    window.navigation.addEventListener('navigateerror', function () {
      document.documentElement.removeAttribute('data-leaving');
    });

  // Add before the scripts have run (a BasketForm with `data-added`): posted as a form, the
  // browser would load the page again when the gateway answers, and drop the scripts on their
  // way (seconds more on a slow phone before the page works). Posted from here, the page and its
  // downloads stay; the page says the line is in (`data-added`, in the page's language, outside
  // what React hydrates), and the shop's scripts read the basket when they start (or, already
  // running, hear it on the basket's channel, as from another tab: basket-tabs.ts). Once the page
  // has hydrated, its own handler stops the submit first and this one leaves it. Any answer but
  // the gateway's 204 (a refusal, no network): the form posts itself as before, and the
  // shopper sees the gateway's page.
  var posting = [];
  // One post at a time: a visitor's first Add comes back with the cookie that names their basket,
  // and a second sent before that answer names none, so the gateway makes it a basket of its own
  // and the browser keeps one cookie (one of the two lines lost). The app's own basket changes
  // wait for these too (`shopfrontBasketPosts`, features/basket/cart-store.ts).
  var chain = Promise.resolve();
  var note = null;
  var quiet = 0;
  function say(text) {
    if (!note) {
      note = document.createElement('p');
      note.setAttribute('role', 'status');
      note.className = 'added-before-scripts';
      note.style.cssText =
        'position:fixed;left:50%;bottom:1rem;transform:translateX(-50%);z-index:30;margin:0;' +
        'padding:0.75rem 1rem;border-radius:12px;background:#1f2430;color:#fff;font:inherit';
      document.body.appendChild(note);
    }
    note.hidden = false;
    note.textContent = text;
    clearTimeout(quiet);
    quiet = setTimeout(function () {
      note.hidden = true;
      note.textContent = '';
    }, 5000);
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !window.fetch || !(form instanceof HTMLFormElement)) return;
    var added = form.getAttribute('data-added');
    if (!added) return;
    event.preventDefault();
    if (posting.indexOf(form) !== -1) return;
    posting.push(form);
    // The fields as tapped, not as they may be once the posts before this one are answered.
    var body = new URLSearchParams(new FormData(form));
    chain = chain
      .then(function () {
        return fetch(form.action, { method: 'POST', body: body, credentials: 'same-origin' });
      })
      .then(function (answer) {
        // 204: the gateway took it and, asked by a page's script, sends no page back.
        if (answer.status !== 204) throw answer;
        say(added);
        if (window.BroadcastChannel)
          new BroadcastChannel('shopfront-basket-v1').postMessage('changed');
      })
      .catch(function () {
        postItself(form);
      })
      .then(function () {
        posting.splice(posting.indexOf(form), 1);
      });
    window.shopfrontBasketPosts = chain;
  });
})();
