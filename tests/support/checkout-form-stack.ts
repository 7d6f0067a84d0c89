/**
 * The stack for the tests of the checkout's no-script forms (`POST /checkout/dispatch`,
 * `/checkout/address`, `/checkout/place`). They read and write the `sf_checkout` cookie with the
 * web's own reader and writer, which the web's server build hands the gateway, so they are there
 * only with a server build: here a stand-in that renders no page (every page is the client's)
 * and hands over the web's real `choiceFromCookie`, `checkoutCookieValue` and `discountCodeFrom`.
 */
import { expect } from 'vitest';
import type { GraphqlClient } from './gateway';
import { MAIZE_MEAL_OFFER } from './shoppers';
import { startStack, type TestStack } from './stack';
import { standInWebBuild } from './stand-in-web-build';

const INDEX =
  '<!doctype html><html><head><title>Shopfront</title></head><body><div id="root"></div></body></html>';

const CHECKOUT_COOKIE = new URL('../../web/src/core/checkout-cookie.ts', import.meta.url).href;

const SERVER_BUILD = `
export { checkoutCookieValue, choiceFromCookie, discountCodeFrom } from ${JSON.stringify(CHECKOUT_COOKIE)};
export const LOCALES = ['en', 'af', 'fr'];
// The client page as built (the web's adds its note for no scripts, client-page.ts).
export function clientPage(template) { return template; }
export function unreadBranchCookieDrop() { return null; }
export function branchFromCookie() { return null; }
export function chosenBranchCookie() { return 'sf_branch=; path=/'; }
export async function sitemap() { return '<urlset></urlset>'; }
export async function render() { return { kind: 'client', reason: 'a stand-in renders nothing' }; }
`;

/** A stack (`env` as for startStack) whose gateway has the checkout's no-script forms. */
export async function startCheckoutFormStack(env: Record<string, string> = {}): Promise<TestStack> {
  const build = standInWebBuild(INDEX, SERVER_BUILD);
  const stack = await startStack({ ...env, ...build.env }).catch((error: unknown) => {
    build.remove();
    throw error;
  });
  return {
    ...stack,
    async close() {
      await stack.close();
      build.remove();
    },
  };
}

const SET_LINES = `mutation ($input: SetBasketLinesInput!) {
  setBasketLines(input: $input) { errors { __typename } }
}`;

/** Makes `shopper`'s basket two bags of maize meal at Parow (the checkout forms' basket). */
export async function maizeMealInBasket(shopper: GraphqlClient): Promise<void> {
  const set = await shopper.request<{ setBasketLines: { errors: unknown[] } }>(SET_LINES, {
    input: {
      lines: [{ offerId: MAIZE_MEAL_OFFER, sellableId: '1001', supplierId: '101', quantity: 2 }],
    },
  });
  expect(set.data?.setBasketLines.errors).toEqual([]);
}
