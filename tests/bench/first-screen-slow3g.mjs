/**
 * A first visit on a slow 3G phone (Chrome DevTools Protocol throttling: 2 s round trip,
 * 400 kbit/s each way, 4x CPU slowdown; no service worker): when the first useful content (home:
 * a category link; product: a price) is in the DOM, when the page first paints (it waits for the
 * stylesheet), and when the page's scripts serve it (the branch
 * bar says it opens a dialog, which only the hydrated page does; builds before the page's
 * `data-hydrated` mark say so too), from the navigation's start, with screenshots at 1,
 * 2 and 4 s of the first run (a screenshot waits for a frame: one asked for before the first
 * paint is taken when it comes) (docs/benchmarks.md, "The first screen from the server"). Then, in
 * fresh contexts, the first Add that changes the basket: the shopper taps the first Add as soon as
 * it is in the DOM, and again every 250 ms (in the dialog, once the page's scripts open one),
 * until the gateway has changed the basket (`POST /basket` answered with its redirect, or
 * `SetBasketLines` answered), from the navigation's start, with where the time went: the first
 * tap, when the page asked for `POST /basket`, how long it waited for a connection (HTTP/1.1: six
 * per host, held by the page's downloads) and its round trip. Against a running shop:
 *
 *   BASE=http://localhost:4000 LABEL=ssr RUNS=3 SHOTS=/tmp/shots npx node tests/bench/first-screen-slow3g.mjs
 */
/* global document, window, MutationObserver */
import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:4442';
const label = process.env.LABEL ?? 'run';
const runs = Number(process.env.RUNS ?? 1);
const targets = [
  ['/', 'main .category-grid a[href^="/category/"]'],
  ['/product/1', 'main .price-now'],
];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [path, selector] of targets) {
  const times = [];
  const ready = [];
  const painted = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      serviceWorkers: 'block',
    });
    await context.addInitScript((sel) => {
      const check = () => {
        if (!window.__useful && document.querySelector(sel)) window.__useful = performance.now();
        if (
          !window.__ready &&
          document.querySelector('.choose-branch-form button[aria-haspopup="dialog"]')
        )
          window.__ready = performance.now();
      };
      new MutationObserver(check).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-haspopup'],
      });
      document.addEventListener('DOMContentLoaded', check);
    }, selector);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const shots = run === 0 ? [1000, 2000, 4000] : [];
    const started = Date.now();
    const nav = page.goto(base + path, { timeout: 120_000 }).catch(() => {});
    for (const at of shots) {
      await page.waitForTimeout(Math.max(0, at - (Date.now() - started)));
      await page
        .screenshot({
          path: `${process.env.SHOTS ?? '/tmp'}/slow3g-${label}-${path.replace(/\W/g, '_') || 'home'}-${at / 1000}s.png`,
        })
        .catch(() => {});
    }
    await page.waitForFunction(() => window.__useful && window.__ready, null, {
      timeout: 120_000,
    });
    times.push(await page.evaluate(() => window.__useful));
    ready.push(await page.evaluate(() => window.__ready));
    // In the DOM is not on screen: the first paint waits for the stylesheet.
    painted.push(
      await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ),
    );
    await nav;
    await context.close();
  }
  const median = (values) => Math.round([...values].sort((a, b) => a - b)[values.length >> 1]);
  console.log(
    label,
    path,
    'first useful content in the DOM ms:',
    times.map(Math.round).join(', '),
    'median',
    median(times),
    '· first contentful paint ms:',
    painted.map(Math.round).join(', '),
    'median',
    median(painted),
    '· scripts serve the page ms:',
    ready.map(Math.round).join(', '),
    'median',
    median(ready),
  );
}

/** The first tap on Add that changes the basket, ms from the navigation's start. */
async function firstAdd(path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let changed = null;
  let taps = 0;
  let firstTap = null;
  // Where the time between the tap and the answer went: the POST asked for (the page's request),
  // sent (after waiting for one of the browser's six connections to the shop), answered.
  let post = null;
  const postTiming = (id, timing) => {
    if (post?.id !== id || post.queuedMs !== undefined || !timing) return;
    post.queuedMs = Math.round(timing.sendStart);
    post.roundTripMs = Math.round(timing.receiveHeadersEnd - timing.sendStart);
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.redirectResponse) postTiming(event.requestId, event.redirectResponse.timing);
    const url = new URL(event.request.url);
    if (!post && event.request.method === 'POST' && url.pathname === '/basket')
      post = { id: event.requestId, askedAt: Date.now() - started };
  });
  cdp.on('Network.responseReceived', (event) => postTiming(event.requestId, event.response.timing));
  const started = Date.now();
  page.on('response', (response) => {
    const request = response.request();
    if (changed !== null || request.method() !== 'POST') return;
    const url = new URL(response.url());
    const operation = url.pathname === '/graphql' ? request.postDataJSON()?.operationName : null;
    if ((url.pathname === '/basket' && response.status() < 400) || operation === 'SetBasketLines')
      changed = Date.now() - started;
  });
  void page.goto(base + path, { timeout: 120_000 }).catch(() => {});
  while (changed === null && Date.now() - started < 60_000) {
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Add to basket' });
    const add = page.locator('main button[aria-label^="Add "][aria-label$=" to basket"]').first();
    const target = (await confirm.count().catch(() => 0)) > 0 ? confirm : add;
    if ((await target.count().catch(() => 0)) > 0) {
      taps += 1;
      firstTap ??= Date.now() - started;
      await target.click({ timeout: 200, noWaitAfter: true }).catch(() => {});
    }
    await page.waitForTimeout(250);
  }
  await context.close();
  return { changed, taps, firstTap, post };
}
for (const [path] of targets) {
  const added = [];
  for (let run = 0; run < runs; run++) added.push(await firstAdd(path));
  const values = added.map((a) => a.changed ?? Number.NaN).sort((a, b) => a - b);
  console.log(
    label,
    path,
    'first Add that changes the basket ms:',
    added.map((a) => `${a.changed ?? 'never'} (${a.taps} taps)`).join(', '),
    'median',
    Math.round(values[values.length >> 1]),
    '· first tap / POST /basket asked / waited for a connection / round trip ms:',
    added
      .map((a) =>
        a.post
          ? `${a.firstTap} / ${a.post.askedAt} / ${a.post.queuedMs} / ${a.post.roundTripMs}`
          : `${a.firstTap} / no form post`,
      )
      .join(', '),
  );
}
await browser.close();
