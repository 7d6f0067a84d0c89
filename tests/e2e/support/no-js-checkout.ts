// For the checkout journeys without JavaScript: the shopper signed in (with the scripts on) with
// milk in the basket at Parow, the same cookies in a context with JavaScript off, and the
// shopper's orders as the gateway lists them.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { formatTimeRange } from '../../../web/src/lib/dates';
import { graphql, MILK, resetSim, signInThroughApi } from '../support-checkout';
import { firstCollectSlot, PAROW, seedBasket } from './seed';
import { shopperContext } from './shop';

/** A fresh simulator; Thandi signed in through the API with a basket of milk at Parow. */
export async function signedInWithMilk(page: Page): Promise<void> {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  await seedBasket(page, PAROW, [MILK]);
}

/**
 * As `signedInWithMilk`, and Thandi's checkout choice on this device (the `sf_checkout` cookie):
 * delivered by Parow's own drivers to her saved address (id 1), no slot yet.
 */
export async function signedInDeliveringToHerAddress(page: Page, baseURL?: string): Promise<void> {
  await signedInWithMilk(page);
  const delivering = { s: PAROW.id, d: 'DELIVER', p: 'MANUAL_DELIVERY', t: null, a: '1' };
  await page.context().addCookies([
    {
      name: 'sf_checkout',
      value: encodeURIComponent(JSON.stringify(delivering)),
      url: baseURL ?? '',
    },
  ]);
}

/** A context with the scripts off and the cookies of `from` (signed in there). */
export async function scriptsOff(browser: Browser, from: BrowserContext, baseURL?: string) {
  return browser.newContext({
    ...shopperContext,
    baseURL,
    javaScriptEnabled: false,
    storageState: await from.storageState(),
  });
}

/** The shopper's orders as the gateway lists them (newest first). */
export async function orderIds(request: APIRequestContext): Promise<string[]> {
  const data = await graphql<{ viewer: { orders: { orders: { id: string }[] } } }>(
    request,
    '{ viewer { orders(perPage: 50) { orders { id } } } }',
  );
  return data.viewer.orders.orders.map((order) => order.id);
}

/** The shopper's orders that were not among `before`. */
export async function ordersSince(request: APIRequestContext, before: string[]): Promise<string[]> {
  return (await orderIds(request)).filter((id) => !before.includes(id));
}

/** On `tab`, collection at Parow's first slot chosen on the dispatch step: at the confirmation. */
export async function collectingAtFirstSlot(tab: Page): Promise<void> {
  const slot = await firstCollectSlot(tab.request, PAROW);
  await tab.goto('/checkout/dispatch');
  await tab
    .getByRole('radio', { name: formatTimeRange(slot.startsAt, slot.endsAt, 'en') })
    .first()
    .check();
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab).toHaveURL(/\/checkout\/confirmation$/);
}
