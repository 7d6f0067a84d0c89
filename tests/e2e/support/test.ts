// The journeys' `test`: after every full page load a journey makes (goto, reload, back,
// forward), it waits until the shop's scripts serve the page, not just until `load`. A
// server-rendered page is readable and its links and forms work before that, but its scripts
// start after the first paint (docs/adr/0029): a tap on a script's control in between would race
// them. `waitUntil: 'commit'` or `'domcontentloaded'` opts out (journeys about the page before its
// scripts), as does a context with JavaScript off.
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { emptySeededBaskets } from './fresh-baskets';
import { within } from '../../support/time-scale';

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];
const EARLY = new Set(['commit', 'domcontentloaded']);
const waiting = new WeakSet<Page>();

/** The shop's own mark (web/src/app/App.tsx): set once its scripts serve the page. */
export async function scriptsReady(page: Page, timeout = within(20_000)): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout });
}

function waitForScriptsAfterLoads(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<Navigation, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        { waitUntil?: string } | undefined;
      if (!EARLY.has(options?.waitUntil ?? 'load') && (await isShopPage(page, response))) {
        await scriptsReady(page);
      }
      return response;
    };
  }
}

type NewContext = Browser['newContext'];
const onDemand = new WeakMap<Browser, NewContext>();

/**
 * A server-rendered page runs the shop's scripts on demand (docs/adr/0069): at the shopper's
 * first press or key, or after five seconds left alone. The journeys are about what the scripts
 * serve, so each page of theirs is touched as it is parsed: a key, as a shopper's first tap would
 * be, and the scripts start after the first paint as they would then. The journeys about a page
 * whose scripts wait open it in `contextOnDemand`'s context.
 */
function runScriptsAtOnce(browser: Browser): void {
  if (onDemand.has(browser)) return;
  const newContext = browser.newContext.bind(browser);
  onDemand.set(browser, newContext);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) await context.addInitScript(touchWhenParsed);
    return context;
  };
}

function touchWhenParsed(): void {
  document.addEventListener('DOMContentLoaded', () =>
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })),
  );
}

/** A context whose pages run the shop's scripts only on demand, as a shopper's browser does. */
export async function contextOnDemand(
  browser: Browser,
  options: Parameters<NewContext>[0],
): Promise<BrowserContext> {
  const newContext = onDemand.get(browser) ?? browser.newContext.bind(browser);
  return newContext(options);
}

/** A page of the shop's web client (not an error page, a JSON answer or the GraphQL explorer). */
async function isShopPage(page: Page, response: Response | null): Promise<boolean> {
  const type = response?.headers()['content-type'] ?? '';
  if (response && !type.includes('text/html')) return false;
  return (await page.locator('#root').count()) > 0;
}

export const test = base.extend<{ freshBaskets: void }, { scriptsAtOnce: void }>({
  scriptsAtOnce: [
    async ({ browser }, use) => {
      runScriptsAtOnce(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // Before every journey, whatever it uses: the seeded shoppers' baskets are empty (fresh-baskets.ts).
  freshBaskets: [
    async ({ playwright, baseURL }, use, testInfo) => {
      // Only on the shared shops: a journey's dedicated shop starts with every basket empty, and
      // signing the seeded shoppers in there would spend the sign-in attempts it counts.
      if (baseURL && baseURL === testInfo.project.use.baseURL)
        await emptySeededBaskets((options) => playwright.request.newContext(options), baseURL);
      await use();
    },
    { auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForScriptsAfterLoads(page);
      context.on('page', waitForScriptsAfterLoads);
    }
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForScriptsAfterLoads(page);
    await use(page);
  },
});
