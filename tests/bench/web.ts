/**
 * Part 5: the web client. JavaScript and CSS of each route's first load (raw, gzip and brotli, as
 * Chromium fetched them), all bytes transferred for the home, category and product screens with
 * and without the data-free flag, and Lighthouse's mobile scores, all against the gateway serving
 * the built client.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { summarise, type Summary } from './lib/stats';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface RouteBytes {
  route: string;
  /** Where the first load ended (auth routes send a visitor to sign in). */
  landedOn: string;
  files: number;
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
}

export interface TransferResult {
  screen: string;
  url: string;
  dataFree: boolean;
  /** Bytes on the wire (headers and bodies) as Chromium counted them, by resource type. */
  totalBytes: number;
  byType: Record<string, number>;
  requests: number;
}

export interface LighthouseResult {
  url: string;
  /** Which page was measured: `before` (client-rendered) or `after`, see `lighthouseScores`. */
  build: string;
  performance: Summary;
  accessibility: Summary;
  bestPractices: Summary;
  seo: Summary;
  /** First and largest contentful paint and total blocking time, simulated slow 4G, ms. */
  fcpMs: Summary;
  lcpMs: Summary;
  tbtMs: Summary;
  cls: Summary;
  /** Lighthouse's LCP phases (its "largest contentful paint element" audit), ms. */
  lcpPhases: { ttfb: Summary; loadDelay: Summary; loadTime: Summary; renderDelay: Summary };
  /** The largest contentful element of each run (its HTML as Lighthouse printed it). */
  lcpElements: string[];
  /** Load average (1 min) when each run started. */
  loadAverages: number[];
  /** Script bytes on the wire (compressed) and script requests, as Lighthouse saw the load. */
  scriptTransferBytes: Summary;
  scriptRequests: Summary;
}

const shopper = {
  ...devices['Pixel 7'],
  // The service worker (registered on the first visit) fetches again through itself what the
  // page loaded before it took control; Playwright never sees those page fetches finish, so a
  // context with the worker never goes idle. The figures here are the page's own first load.
  serviceWorkers: 'block' as const,
  geolocation: { latitude: -33.8999547, longitude: 18.5701029 },
  permissions: ['geolocation'],
  locale: 'en-ZA',
  timezoneId: 'Africa/Johannesburg',
};

async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** No request in flight for this long counts as done (Playwright's networkidle waits 500 ms). */
const QUIET_MS = 2_000;

/**
 * Opens `url` and waits until no request has been in flight for QUIET_MS. On a busy 2-core
 * machine the entry files can take longer than networkidle's 500 ms to run before the page asks
 * for its data, which ended the measurement before the route chunk and the queries.
 */
async function settle(context: BrowserContext, url: string) {
  const page = await context.newPage();
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await quiet(page, url, () => ({ inFlight, lastChange }));
  return page;
}

async function quiet(
  page: Page,
  url: string,
  state: () => { inFlight: number; lastChange: number },
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { inFlight, lastChange } = state();
    if (inFlight <= 0 && Date.now() - lastChange >= QUIET_MS) return;
    if (Date.now() > deadline)
      throw new Error(`${url}: ${inFlight} requests still open after 60 s`);
    await page.waitForTimeout(200);
  }
}

/** JS and CSS a fresh visitor's browser fetches to show each route. */
export async function firstLoadBytes(baseUrl: string, routes: string[]): Promise<RouteBytes[]> {
  return withBrowser(async (browser) => {
    const results: RouteBytes[] = [];
    for (const route of routes) {
      const context = await browser.newContext(shopper);
      const bodies: Array<{ kind: 'js' | 'css'; body: Buffer }> = [];
      const pending: Promise<void>[] = [];
      context.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
        if (!kind || response.status() !== 200) return;
        pending.push(
          response.body().then(
            (body) => void bodies.push({ kind, body }),
            () => undefined,
          ),
        );
      });
      const page = await settle(context, `${baseUrl}${route}`);
      await Promise.all(pending);
      const sum = (kind: 'js' | 'css') => {
        const files = bodies.filter((entry) => entry.kind === kind);
        return {
          raw: files.reduce((n, f) => n + f.body.length, 0),
          gzip: files.reduce((n, f) => n + gzipSync(f.body, { level: 9 }).length, 0),
          brotli: files.reduce(
            (n, f) =>
              n +
              brotliCompressSync(f.body, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
              }).length,
            0,
          ),
        };
      };
      results.push({
        route,
        landedOn: new URL(page.url()).pathname,
        files: bodies.length,
        js: sum('js'),
        css: sum('css'),
      });
      await context.close();
    }
    return results;
  });
}

/** Every byte a fresh visitor's browser transfers until the screen is idle. */
export async function transferred(
  baseUrl: string,
  screens: Array<{ screen: string; route: string }>,
): Promise<TransferResult[]> {
  return withBrowser(async (browser) => {
    const results: TransferResult[] = [];
    for (const dataFree of [false, true]) {
      for (const { screen, route } of screens) {
        const context = await browser.newContext(shopper);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        let inFlight = 0;
        let lastChange = Date.now();
        cdp.on('Network.requestWillBeSent', () => {
          inFlight += 1;
          lastChange = Date.now();
        });
        cdp.on('Network.loadingFailed', () => {
          inFlight -= 1;
          lastChange = Date.now();
        });
        await cdp.send('Network.enable');
        const types = new Map<string, string>();
        const byType: Record<string, number> = {};
        let requests = 0;
        cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
        cdp.on('Network.loadingFinished', (event) => {
          const type = types.get(event.requestId) ?? 'Other';
          byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
          requests += 1;
          inFlight -= 1;
          lastChange = Date.now();
        });
        const url = `${baseUrl}${route}${dataFree ? `${route.includes('?') ? '&' : '?'}datafree=1` : ''}`;
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        await quiet(page, url, () => ({ inFlight, lastChange }));
        results.push({
          screen,
          url: url.slice(baseUrl.length),
          dataFree,
          totalBytes: Object.values(byType).reduce((a, b) => a + b, 0),
          byType,
          requests,
        });
        await context.close();
      }
    }
    return results;
  });
}

/** A page to measure: `label` names it in the tables (`before`, `after`). */
export interface LighthouseTarget {
  label: string;
  baseUrl: string;
  /** A signed-in shopper's session cookie (`name=value`), in the browser's jar for the load. */
  cookie?: string;
}

/**
 * Puts `cookie` (`name=value`) alone in the browser's cookie jar, through the DevTools protocol's
 * browser endpoint. Lighthouse resets an origin's storage before each load but not its cookies
 * (so a signed-in page can be measured), and its `extraHeaders` Cookie is replaced by the jar's
 * once the page writes a cookie of its own (the language): the jar is the one way that holds.
 * Cookies ignore ports, so each load sets its own shopper's session again.
 */
async function setOnlyCookie(port: number, url: string, cookie: string | undefined): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<void>((resolve, reject) => {
      const mine = ++id;
      const onMessage = (event: MessageEvent) => {
        const answer = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (answer.id !== mine) return;
        socket.removeEventListener('message', onMessage);
        if (answer.error) reject(new Error(`${method}: ${JSON.stringify(answer.error)}`));
        else resolve();
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    if (cookie) {
      const [name = '', ...value] = cookie.split('=');
      await send('Storage.setCookies', {
        cookies: [{ name, value: value.join('='), url, path: '/', httpOnly: true }],
      });
    }
  } finally {
    socket.close();
  }
}

type LhrDetails = { items?: Array<Record<string, unknown>> } | undefined;

/** Lighthouse's LCP phases and element from its `largest-contentful-paint-element` audit. */
function lcpBreakdown(details: LhrDetails): { phases: Record<string, number>; element: string } {
  const tables = (details?.items ?? []) as Array<{ items?: Array<Record<string, unknown>> }>;
  const phases: Record<string, number> = {};
  let element = '';
  for (const table of tables) {
    for (const row of table.items ?? []) {
      if (typeof row.phase === 'string') phases[row.phase] = Number(row.timing);
      const node = row.node as { snippet?: string } | undefined;
      if (node?.snippet) element = node.snippet;
    }
  }
  return { phases, element };
}

/**
 * Lighthouse (mobile, simulated throttling) `runs` times per URL in Debian's Chromium, for each
 * target in turn (run 1 of every target, then run 2, …), so a before and an after share the
 * machine's load. With `reportDir`, each run's full report is written there
 * (`after-home-1.json`, …) to read its opportunities and network waterfall.
 */
export async function lighthouseScores(
  targets: LighthouseTarget[],
  routes: string[],
  runs: number,
  reportDir?: string,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const byTarget = targets.map(() => ({
        performance: [] as number[],
        accessibility: [] as number[],
        bestPractices: [] as number[],
        seo: [] as number[],
        lcp: [] as number[],
        tbt: [] as number[],
        fcp: [] as number[],
        cls: [] as number[],
        ttfb: [] as number[],
        loadDelay: [] as number[],
        loadTime: [] as number[],
        renderDelay: [] as number[],
        lcpElements: [] as string[],
        loadAverages: [] as number[],
        scriptBytes: [] as number[],
        scriptRequests: [] as number[],
      }));
      for (let run = 0; run < runs; run++) {
        for (const [index, target] of targets.entries()) {
          const scores = byTarget[index]!;
          scores.loadAverages.push(Number(loadavg()[0]!.toFixed(2)));
          await setOnlyCookie(chrome.port, target.baseUrl, target.cookie);
          const result = await lighthouse(`${target.baseUrl}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
          if (reportDir) {
            mkdirSync(reportDir, { recursive: true });
            const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\W+/g, '-');
            writeFileSync(
              `${reportDir}/${target.label.replace(/\W+/g, '-')}-${name}-${run + 1}.json`,
              JSON.stringify(result.lhr),
            );
          }
          if (result.lhr.runtimeError) {
            // A load too slow for Lighthouse's trace (NO_NAVSTART on an overloaded machine): no
            // figures rather than NaN medians; the summary's run count says how many counted.
            console.warn(
              `  ${target.label} ${route} run ${run + 1}: ${result.lhr.runtimeError.code}, left out`,
            );
            continue;
          }
          const { categories, audits } = result.lhr;
          const script = (
            audits['resource-summary']?.details as
              | {
                  items?: Array<{
                    resourceType: string;
                    transferSize: number;
                    requestCount: number;
                  }>;
                }
              | undefined
          )?.items?.find((item) => item.resourceType === 'script');
          const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
          const lcp = lcpBreakdown(
            audits['largest-contentful-paint-element']?.details as LhrDetails,
          );
          scores.performance.push(score('performance'));
          scores.accessibility.push(score('accessibility'));
          scores.bestPractices.push(score('best-practices'));
          scores.seo.push(score('seo'));
          scores.lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
          scores.tbt.push(audits['total-blocking-time']?.numericValue ?? Number.NaN);
          scores.fcp.push(audits['first-contentful-paint']?.numericValue ?? Number.NaN);
          scores.cls.push(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
          scores.ttfb.push(lcp.phases.TTFB ?? Number.NaN);
          scores.loadDelay.push(lcp.phases['Load Delay'] ?? Number.NaN);
          scores.loadTime.push(lcp.phases['Load Time'] ?? Number.NaN);
          scores.renderDelay.push(lcp.phases['Render Delay'] ?? Number.NaN);
          scores.lcpElements.push(lcp.element);
          scores.scriptBytes.push(script?.transferSize ?? Number.NaN);
          scores.scriptRequests.push(script?.requestCount ?? Number.NaN);
        }
      }
      for (const [index, target] of targets.entries()) {
        const scores = byTarget[index]!;
        results.push({
          url: route,
          build: target.label,
          performance: summarise(scores.performance),
          accessibility: summarise(scores.accessibility),
          bestPractices: summarise(scores.bestPractices),
          seo: summarise(scores.seo),
          fcpMs: summarise(scores.fcp),
          lcpMs: summarise(scores.lcp),
          tbtMs: summarise(scores.tbt),
          cls: summarise(scores.cls),
          lcpPhases: {
            ttfb: summarise(scores.ttfb),
            loadDelay: summarise(scores.loadDelay),
            loadTime: summarise(scores.loadTime),
            renderDelay: summarise(scores.renderDelay),
          },
          lcpElements: scores.lcpElements,
          loadAverages: scores.loadAverages,
          scriptTransferBytes: summarise(scores.scriptBytes),
          scriptRequests: summarise(scores.scriptRequests),
        });
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}
