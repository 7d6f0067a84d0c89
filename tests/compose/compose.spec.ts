/**
 * The shop as docker-compose.yml runs it (three gateways behind nginx, Redis, the simulator):
 * pictures load with no content-security-policy violation, and an order sent twice through the
 * load balancer (a retry of the same request) lands exactly once.
 */
import { expect, test } from '@playwright/test';
import { REGISTER_ORDER, THANDI, MAIZE_MEAL_OFFER, firstTimeslot } from '../support/shoppers';
import { startComposeStack, type ComposeStack } from './compose-stack';

let stack: ComposeStack;

test.beforeAll(async () => {
  stack = await startComposeStack();
});
test.afterAll(async () => {
  await stack?.close();
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
      { timeout: 30_000 },
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

test('an order sent twice through nginx lands exactly once', async ({ page }) => {
  await page.goto(stack.shopUrl);
  const timeslot = await firstTimeslot(stack.simUrl);
  await fetch(`${stack.simUrl}/sim/calls`, { method: 'DELETE' });
  const answers = await page.evaluate(
    async ({ login, password, registerOrder, input }) => {
      const graphql = async (query: string, variables: unknown) =>
        (await (
          await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query, variables }),
          })
        ).json()) as { data?: { registerOrder?: { order?: { id: string } } } };
      await graphql(
        'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
        { input: { login, password } },
      );
      // The same order twice: a shopper's double tap, or a retry after a lost answer.
      const first = await graphql(registerOrder, { input });
      const second = await graphql(registerOrder, { input });
      return [first.data?.registerOrder?.order?.id, second.data?.registerOrder?.order?.id];
    },
    {
      login: THANDI.login,
      password: THANDI.password,
      registerOrder: REGISTER_ORDER,
      input: {
        idempotencyKey: `compose-${Date.now()}`,
        supplierId: '101',
        items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
        paymentProvider: 'CASH',
        dispatch: 'COLLECT',
        timeslot,
      },
    },
  );
  expect(answers[0]).toBeTruthy();
  expect(answers[1]).toBe(answers[0]);
  const { calls } = (await (await fetch(`${stack.simUrl}/sim/calls`)).json()) as {
    calls: Record<string, number>;
  };
  expect(calls['POST /api/v1/orders/register']).toBe(1);
});
