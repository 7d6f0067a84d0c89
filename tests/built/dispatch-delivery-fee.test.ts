/**
 * The dispatch step rendered for a signed-in shopper delivering to her saved address says this
 * basket's delivery fee to it, read from the legacy comparison in the render. The page can do
 * without that answer: the comparison failing leaves the fee out and the step is still
 * the page (with JavaScript off, the only way on), never "data failed". Over the real simulator,
 * with the web's build (`npm run build`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

/** Delivered by Parow's own drivers to Thandi's saved address (id 1, 14 Fairfield Street). */
const DELIVERING = { s: '101', d: 'DELIVER', p: 'MANUAL_DELIVERY', t: null, a: '1' };

describe('the dispatch step’s delivery fee, rendered', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack({ PUBLIC_ORIGIN: 'https://shop.test' });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
  });

  /** Her basket: `quantity` of maize meal (each quantity a basket not compared before). */
  const basketOf = async (quantity: number) => {
    const set = await thandi.request<{ setBasketLines: { errors: unknown[] } }>(
      `mutation ($input: SetBasketLinesInput!) { setBasketLines(input: $input) { errors { message } } }`,
      { input: { lines: [{ offerId: MAIZE_MEAL_OFFER, quantity }] } },
    );
    expect(set.data?.setBasketLines.errors).toEqual([]);
  };
  const step = () =>
    fetch(`${stack.gatewayUrl}/checkout/dispatch`, {
      headers: {
        accept: 'text/html',
        cookie: `${thandi.cookieHeader}; sf_checkout=${encodeURIComponent(JSON.stringify(DELIVERING))}`,
      },
    });

  it('says this basket’s fee to her address', async () => {
    await basketOf(2);
    const answer = await step();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-render')).toBe('rendered; private');
    expect(await answer.text()).toMatch(
      /Delivery fees for this basket to [^<]*14 Fairfield Street/,
    );
  });

  it('is still the page when the comparison fails: the fee left out, never kept for others', async () => {
    await basketOf(3);
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: 'POST /shopit/v1/compare/sync', error_rate: 1, status: 500 }]),
    });
    const answer = await step();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-render')).toBe('rendered; private');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const html = await answer.text();
    expect(html).toContain('Delivery address');
    expect(html).toContain('14 Fairfield Street');
    expect(html).not.toMatch(/Delivery fees for this basket to/);
  });
});
