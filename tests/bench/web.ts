/**
 * Part 5: the web client. JavaScript and CSS of each route's first load (raw, gzip and brotli, as
 * Chromium fetched them), all bytes transferred for the home, category and product screens with
 * and without the data-free flag, and Lighthouse's mobile scores, all against the gateway serving
 * the built client.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';
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
  performance: Summary;
  accessibility: Summary;
  bestPractices: Summary;
  seo: Summary;
  /** Largest contentful paint and total blocking time, simulated slow 4G, ms. */
  lcpMs: Summary;
  tbtMs: Summary;
}

const shopper = {
  ...devices['Pixel 7'],
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

async function settle(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  return page;
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
        await cdp.send('Network.enable');
        const types = new Map<string, string>();
        const byType: Record<string, number> = {};
        let requests = 0;
        cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
        cdp.on('Network.loadingFinished', (event) => {
          const type = types.get(event.requestId) ?? 'Other';
          byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
          requests += 1;
        });
        const url = `${baseUrl}${route}${dataFree ? `${route.includes('?') ? '&' : '?'}datafree=1` : ''}`;
        await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
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

/** Lighthouse (mobile, simulated throttling) `runs` times per URL in Debian's Chromium. */
export async function lighthouseScores(
  baseUrl: string,
  routes: string[],
  runs: number,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const scores = {
        performance: [] as number[],
        accessibility: [] as number[],
        bestPractices: [] as number[],
        seo: [] as number[],
        lcp: [] as number[],
        tbt: [] as number[],
      };
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
        scores.performance.push(score('performance'));
        scores.accessibility.push(score('accessibility'));
        scores.bestPractices.push(score('best-practices'));
        scores.seo.push(score('seo'));
        scores.lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        scores.tbt.push(audits['total-blocking-time']?.numericValue ?? Number.NaN);
      }
      results.push({
        url: route,
        performance: summarise(scores.performance),
        accessibility: summarise(scores.accessibility),
        bestPractices: summarise(scores.bestPractices),
        seo: summarise(scores.seo),
        lcpMs: summarise(scores.lcp),
        tbtMs: summarise(scores.tbt),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
