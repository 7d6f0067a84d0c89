// Shared steps of the shopper journeys: where the shopper is, choosing a branch, and answering
// the configuration query as a differently configured shop would (social links, demo station).
// Agency mode is the simulator's real switch instead (POST /sim/config; see dedicated-shop.ts).
import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { scriptsReady, test } from './test';
import { within } from '../../support/time-scale';

/** True for the gateway's GraphQL endpoint, whatever the query string (GET carries one). */
export const isGraphql = (url: URL) => url.pathname === '/graphql';

/**
 * A GraphQL request as the web client sends it: queries as persisted-query GETs (operation and
 * variables in the URL), mutations (and a first unknown query) as POST bodies.
 */
export function graphqlRequest(
  request: Request,
): { operationName: string; variables: Record<string, unknown> } | null {
  const url = new URL(request.url());
  if (!isGraphql(url)) return null;
  if (request.method() === 'GET') {
    const variables = url.searchParams.get('variables');
    return {
      operationName: url.searchParams.get('operationName') ?? '',
      variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
    };
  }
  const body = request.postDataJSON() as {
    operationName?: string;
    variables?: Record<string, unknown>;
  } | null;
  return body ? { operationName: body.operationName ?? '', variables: body.variables ?? {} } : null;
}

/** The shop's default map position (Cape Town's northern suburbs). */
export const NORTHERN_SUBURBS = { latitude: -33.8999547, longitude: 18.5701029 };

export const shopperContext = {
  geolocation: NORTHERN_SUBURBS,
  permissions: ['geolocation'],
  locale: 'en-ZA',
  timezoneId: 'Africa/Johannesburg',
};

/**
 * Waits until a server-rendered page has hydrated: its HTML is readable (and its links and forms
 * work) before the scripts run, but a button that only a script serves (the menu) does nothing
 * until then. Full page loads through the journeys' `test` wait for it already.
 */
export async function hydrated(page: Page): Promise<void> {
  await scriptsReady(page);
}

/**
 * Opens the branch dialog from the branch bar. Before the page has hydrated the bar is a form
 * to the branches page (ChooseBranchButton); it says it opens a dialog once it does.
 */
export async function openBranchDialog(page: Page): Promise<void> {
  const bar = page.getByRole('button', { name: /Change branch/ });
  await expect(bar).toHaveAttribute('aria-haspopup', 'dialog');
  await bar.click();
  await expect(page.getByRole('dialog', { name: 'Choose a branch' })).toBeVisible();
}

/**
 * Chooses a branch as a shopper would: one tap on the branch bar, then "Shop here" in the list it
 * leads to: the dialog, or the branches page when the tap came before the page had hydrated
 * (a real form then, tests/e2e/tap-before-hydration.spec.ts).
 */
export async function chooseBranch(page: Page, branch: string): Promise<void> {
  await page.getByRole('button', { name: /Change branch/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await page
    .getByRole('listitem', { name: branch })
    .getByRole('button', { name: 'Shop here' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Branch: ${branch}. Change branch` }),
  ).toBeVisible();
}

interface ConfigChanges {
  facebookUrl?: string;
  /** Demo-station mode with this custom css (the simulator's logo and icon). */
  demoCss?: string;
}

/** Answers the shop configuration query with these changes (as another shop's gateway would). */
export async function configureShop(page: Page, changes: ConfigChanges): Promise<void> {
  await page.route(isGraphql, async (route) => {
    if (graphqlRequest(route.request())?.operationName !== 'ShopConfig') return route.continue();
    const response = await route.fetch();
    const json = await response.json();
    const config = json.data.shopConfig;
    if (changes.facebookUrl) config.meta.facebookUrl = changes.facebookUrl;
    if (changes.demoCss) {
      config.features.demoStation = true;
      config.customCss = changes.demoCss;
    }
    await route.fulfill({ response, json });
  });
}

/** The basket button in the toolbar, e.g. "Basket: R 44.63 2 items". */
export function cartButton(page: Page) {
  return page.getByRole('link', { name: /^Basket:/ });
}

/** Opens the search page from the toolbar: the home page's search field, or the search icon elsewhere. */
export async function openSearch(page: Page): Promise<void> {
  const field = page.getByRole('search', { name: 'Search the shop' });
  const link = page.getByRole('link', { name: 'Search', exact: true });
  // The toolbar trades the link for the field when a navigation still under way lands on home
  // (e.g. "Add items" on an order): choose again if what was there is gone.
  await expect(async () => {
    await expect(field.or(link)).toBeVisible({ timeout: within(2_000) });
    if (await field.isVisible())
      await field.getByRole('button', { name: 'Search' }).click({ timeout: within(2_000) });
    else await link.click({ timeout: within(2_000) });
    await expect(page).toHaveURL(/\/search/, { timeout: within(2_000) });
  }).toPass({ timeout: within(15_000) });
}

/**
 * The gateway's answer to the next basket change. The page shows a line at once; the gateway
 * keeps it when its answer is in, and that answer carries a visitor's basket cookie. A journey
 * that loads another page before it would cut the answer off and find the line gone.
 */
export function basketChangeAnswered(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => graphqlRequest(response.request())?.operationName === 'SetBasketLines',
  );
}

/**
 * The first search result named `offerName` (in market mode with no branch chosen, several
 * branches may offer it: the first is the cheapest).
 */
export function searchResult(page: Page, offerName: string): Locator {
  return page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: offerName, exact: true }) })
    .first();
}

/** Adds the first offer whose name matches from a search, with the default quantity. */
export async function addFromSearch(page: Page, query: string, offerName: string) {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const offer = searchResult(page, offerName);
  await offer.getByRole('button', { name: /^Add / }).click();
  const kept = basketChangeAnswered(page);
  await page
    .getByRole('dialog', { name: offerName })
    .getByRole('button', { name: 'Add to basket' })
    .click();
  await expect(offer.getByRole('button', { name: /in basket/ })).toBeVisible();
  expect((await kept).ok()).toBe(true);
}

/**
 * The next page load rendered in the browser, as every visit gets it once the service worker has
 * installed: a page request with a session cookie that opens no session gets the client page
 * (`x-render: client; not a rendered screen: the session names nobody`). GraphQL sees a visitor
 * and its first answer drops that cookie, so call this again before each further load that must
 * be client-rendered. For journeys about the client's own first render: its boot frame, its
 * skeletons, a configuration not answered yet.
 */
export async function clientRenderedPages(page: Page): Promise<void> {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('clientRenderedPages needs the baseURL of playwright.config.ts');
  await page.context().addCookies([{ name: 'sf_session', value: 'client-rendered', url }]);
}

/**
 * Draws every card of the page now, as scrolling to each would: cards off the screen are drawn
 * only as they come near it (`content-visibility: auto`), and `innerText` leaves out what is not
 * drawn. For a journey that reads the page's whole text. Works with the page's scripts off.
 */
export async function drawEveryCard(page: Page): Promise<void> {
  await page.locator('head').evaluate((head) => {
    const rule = document.createElement('style');
    rule.textContent = '.offer-card, .product-tile { content-visibility: visible !important; }';
    head.append(rule);
  });
}
