// The delivery address page (/checkout/shipping_address, docs/adr/0062) with the scripts on. It
// comes from the server for a signed-in shopper and must not move while the browser hydrates it:
// the address search's button (and its hint), which only the scripts can run, takes no space it
// did not have on the server. Measured as the page's cumulative layout shift (layout-shift
// entries without recent input), from the first paint until hydrated and settled, as
// server-render-layout-shift.spec.ts measures the home page. And "Continue" on the dispatch step
// with a delivery and no address goes straight to this page, then back to the slots.
import { expect, type Page } from '@playwright/test';
import { graphqlSettled, test } from './support/settled';
import { shopperContext } from './support/shop';
import { PAROW, seedBasket } from './support/seed';
import { MILK, resetSim, signInThroughApi } from './support-checkout';

test.use(shopperContext);

const DRIVERS = "Deliver with the branch's drivers";

/** Two frames: what the last render changed has been laid out and painted. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

interface Shift {
  value: number;
  /** The elements that moved, for the failure message. */
  moved: string[];
}

/** Records every layout shift without recent input, from the first paint of each page load. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
        node.className && typeof node.className === 'string'
          ? `.${node.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, moved: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // A page rendered afresh shows the boot frame first (and its new elements are no shifts).
    new MutationObserver(() => {
      if (document.querySelector('.boot-shell'))
        (window as unknown as { renderedAfresh: boolean }).renderedAfresh = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test('the server-rendered delivery address page does not move while it hydrates', async ({
  page,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  await seedBasket(page, PAROW, [MILK]);
  // A visit with the scripts first (the dispatch step): the branch cookie the server renders
  // with is this browser's, so the address page below is hydrated, not rendered afresh.
  await page.goto('/checkout/dispatch');
  await watchLayoutShifts(page);
  // On a phone the scripts come after the server's page has painted (here, on one machine, they
  // could hydrate the page before its first paint, and no shift would be seen): each script is
  // let through once the page has painted, and the shopper's answers two frames after asked.
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      await nextFrames(page).catch(() => undefined);
      await route.continue().catch(() => undefined);
    },
  );
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (route.request().resourceType() === 'script')
        await page
          .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
          .catch(() => undefined);
      await route.continue().catch(() => undefined);
    },
  );
  const response = await page.goto('/checkout/shipping_address');
  expect(response?.headers()['x-render']).toBe('rendered; private');
  // Hydrated without a touch: the search's button works (it opens the app's dialog).
  const add = page.getByRole('button', { name: 'Add a new address' });
  await expect(add).toBeEnabled();
  await graphqlSettled(page);
  await nextFrames(page);
  // The server's page hydrated, not replaced.
  expect(
    await page.evaluate(() => (window as unknown as { renderedAfresh?: boolean }).renderedAfresh),
  ).toBeUndefined();

  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.05);

  // Still the search it promised.
  await add.click();
  await expect(page.getByRole('dialog', { name: 'A new address' })).toBeVisible();
});

test('Continue with a delivery and no address goes straight to the address page, then back to the slots', async ({
  page,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  await seedBasket(page, PAROW, [MILK]);
  await page.goto('/checkout/dispatch');
  await page.getByRole('radio', { name: new RegExp(`^${DRIVERS}`) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout\/shipping_address$/);
  // Choosing it goes back to the step (a click: the radio is gone once it has).
  await page.getByRole('radio', { name: /^14 Fairfield Street, Parow/ }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await expect(page.getByTestId('delivery-address')).toContainText('14 Fairfield Street, Parow');
  await expect(
    page
      .getByRole('radiogroup', { name: /^Delivery time slot, / })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
});
