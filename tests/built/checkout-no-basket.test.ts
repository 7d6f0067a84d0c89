/**
 * A checkout step asked for with a basket that cannot be checked out, rendered on the server by
 * the web's real server build over a gateway on the real simulator. The hydrated app sends the
 * shopper back to the basket (CheckoutLayout's guard: an empty basket, or one holding items from
 * more than one branch); the server's page did the same only once its scripts ran, and without
 * them it was a heading over a blank page. For a basket from two branches the server answers with
 * the basket page's address, which says to compare and choose one; for an empty one the page
 * says so to a browser without scripts and leads to the basket (the app decides where to go, as
 * right after placing it goes to that order). A basket at one branch gets its step as before. Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, PIETER, signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const SET_LINES = `mutation ($input: SetBasketLinesInput!) {
  setBasketLines(input: $input) { errors { __typename } }
}`;
/** Maize meal at Mzansi Fresh Tyger Valley (102): another branch than MAIZE_MEAL_OFFER's (101). */
const TYGER_VALLEY_MAIZE_MEAL = '100534';
const STEPS = ['/checkout/dispatch', '/checkout/shipping_address', '/checkout/confirmation'];

describe('a checkout step for a basket that cannot be checked out', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let pieter: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack({ PUBLIC_ORIGIN: 'https://shop.test' });
    [thandi, pieter] = await Promise.all([
      signedIn(stack.gatewayUrl, THANDI),
      signedIn(stack.gatewayUrl, PIETER),
    ]);
  });
  afterAll(async () => {
    await stack.close();
  });

  const fill = async (shopper: GraphqlClient, offerIds: string[]) => {
    const answer = await shopper.request<{ setBasketLines: { errors: unknown[] } }>(SET_LINES, {
      input: { lines: offerIds.map((offerId) => ({ offerId, quantity: 1 })) },
    });
    expect(answer.data?.setBasketLines.errors).toEqual([]);
  };
  const step = (shopper: GraphqlClient, path: string) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      redirect: 'manual',
      headers: { accept: 'text/html', cookie: shopper.cookieHeader },
    });

  it('sends a basket from two branches to the basket page, which says to choose one', async () => {
    await fill(thandi, [MAIZE_MEAL_OFFER, TYGER_VALLEY_MAIZE_MEAL]);
    for (const path of STEPS) {
      const response = await step(thandi, path);
      expect({ path, status: response.status, render: response.headers.get('x-render') }).toEqual({
        path,
        status: 302,
        render: 'rendered',
      });
      expect(response.headers.get('location')).toBe('/basket');
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
    }
    const basket = await (await step(thandi, '/basket')).text();
    expect(basket).toContain('Your basket holds items from 2 branches');
  });

  it('says to a browser without scripts that an empty basket has no step, and leads to the basket', async () => {
    // Not sent on by the server: right after placing, the app sends the tab to that order.
    for (const path of STEPS) {
      const response = await step(pieter, path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toMatch(
        /<noscript><div class="checkout-page"><p>Your basket is empty: add items before you check out\.<\/p><div class="checkout-actions"><a class="button" href="\/basket">Back to the basket<\/a>/,
      );
    }
  });

  it('renders the step for a basket at one branch', async () => {
    await fill(pieter, [MAIZE_MEAL_OFFER]);
    const response = await step(pieter, '/checkout/dispatch');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toBe('rendered; private');
    const html = await response.text();
    expect(html).toContain('Collect or deliver');
    expect(html).toMatch(/<form[^>]*action="\/checkout\/dispatch"/);
  });
});
