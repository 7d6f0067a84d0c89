/**
 * The shop as docker-compose.yml runs it (three gateways behind nginx as production runs them,
 * Redis, the simulator): the gateways run on jemalloc as their image does, pictures load with no
 * content-security-policy violation, an order sent twice through the load balancer (a retry of the same request) lands exactly once, and its key
 * is still known after Redis restarts.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { THANDI, MAIZE_MEAL_OFFER, firstTimeslot } from '../support/shoppers';
import { webOperation } from '../support/web-manifest';
import { startComposeStack, type ComposeStack } from './compose-stack';
import { within } from '../support/time-scale';

let stack: ComposeStack;

test.beforeAll(async () => {
  // Five processes start one after the other; on a loaded machine that took two minutes.
  test.setTimeout(within(240_000));
  stack = await startComposeStack();
});
test.afterAll(async () => {
  await stack?.close();
});

test("every gateway runs on the image's jemalloc", () => {
  expect(stack.gatewayPids).toHaveLength(stack.gatewayCount);
  for (const pid of stack.gatewayPids) {
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toContain('libjemalloc.so.2');
  }
});

test('the shop behind nginx shows its pictures with no policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.blockedURI}`);
    });
  });
  const simOrigin = new URL(stack.simUrl.replace('127.0.0.1', 'localhost')).origin;
  await page.goto(stack.shopUrl);
  // Pictures come from the simulator's public address, as in compose (localhost:<its port>).
  await expect
    .poll(
      () =>
        page.evaluate(
          (origin) =>
            Array.from(document.images).filter(
              (image) => image.src.startsWith(origin) && image.complete && image.naturalWidth > 0,
            ).length,
          simOrigin,
        ),
      { timeout: within(30_000) },
    )
    .toBeGreaterThan(0);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
  );
  expect(broken).toEqual([]);
  expect(violations).toEqual([]);
});

/** The web's own operations (the safelist runs nothing else), as the browser sends them. */
async function shopperSession(page: Page) {
  await page.goto(stack.shopUrl);
  const timeslot = await firstTimeslot(stack.simUrl);
  const signIn = await graphqlIn(page, webOperation('SignIn').body, {
    input: { login: THANDI.login, password: THANDI.password },
  });
  expect(signIn.errors).toBeUndefined();
  return {
    placeOrder: async (idempotencyKey: string) => {
      const answer = await graphqlIn(page, webOperation('CheckoutPlaceOrder').body, {
        input: {
          idempotencyKey,
          supplierId: '101',
          items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
          paymentProvider: 'CASH',
          dispatch: 'COLLECT',
          timeslot,
        },
      });
      // The order's id, or what refused it (e.g. SERVICE_UNAVAILABLE while Redis is away).
      const placed = answer.data as { placeOrder?: { order?: { id: string } | null } } | null;
      const refusal = answer.errors?.[0] as { extensions?: { code?: string } } | undefined;
      return placed?.placeOrder?.order?.id ?? `refused: ${refusal?.extensions?.code ?? 'no order'}`;
    },
  };
}

async function graphqlIn(page: Page, query: string, variables: unknown) {
  return page.evaluate(
    async ({ query, variables }) =>
      (await (
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data?: unknown; errors?: unknown[] },
    { query, variables },
  );
}

async function orderRegistrations(): Promise<number> {
  const { calls } = (await (await fetch(`${stack.simUrl}/sim/calls`)).json()) as {
    calls: Record<string, number>;
  };
  return calls['POST /api/v1/orders/register'] ?? 0;
}

test('an order sent twice through nginx lands exactly once', async ({ page }) => {
  const shopper = await shopperSession(page);
  await fetch(`${stack.simUrl}/sim/calls`, { method: 'DELETE' });
  // The same order twice: a shopper's double tap, or a retry after a lost answer.
  const key = `compose-${Date.now()}`;
  const first = await shopper.placeOrder(key);
  const second = await shopper.placeOrder(key);
  expect(first).toBeTruthy();
  expect(second).toBe(first);
  expect(await orderRegistrations()).toBe(1);
});

test("an order's key outlives a Redis restart (append-only file)", async ({ page }) => {
  const shopper = await shopperSession(page);
  await fetch(`${stack.simUrl}/sim/calls`, { method: 'DELETE' });
  const key = `compose-restart-${Date.now()}`;
  const first = await shopper.placeOrder(key);
  expect(first).toBeTruthy();
  await stack.restartRedis();
  // Each replica's Redis client reconnects in the background; the retry is answered from the key
  // Redis kept, on whichever replica nginx picks: the legacy API is not asked again.
  await expect.poll(() => shopper.placeOrder(key), { timeout: within(30_000) }).toBe(first);
  expect(await orderRegistrations()).toBe(1);
});
