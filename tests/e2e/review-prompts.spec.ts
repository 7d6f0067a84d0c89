// Review prompts never trap the shopper: each one closes with ×, Escape or "Send review", they
// never chain one after another in a visit, and "Send review" needs a rating first.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { advanceOrder, resetSim, signIn, simOrigin } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const PLACE = `mutation ($input: RegisterOrderInput!) {
  registerOrder(input: $input) { order { id totalInCents } errors { message } }
}`;

async function collectedCashOrder(request: APIRequestContext): Promise<string> {
  const slots = await request.post('/graphql', {
    data: { query: '{ timeslots(supplierId: "101", dispatch: COLLECT) { value } }' },
  });
  const timeslot = (await slots.json()).data.timeslots[0].value as string;
  const placed = await request.post('/graphql', {
    data: {
      query: PLACE,
      variables: {
        input: {
          idempotencyKey: `review-${Date.now()}-${Math.random()}`,
          supplierId: '101',
          items: [{ offerId: '100001', quantity: 1 }],
          paymentProvider: 'CASH',
          dispatch: 'COLLECT',
          timeslot,
        },
      },
    },
  });
  const { id, totalInCents } = (await placed.json()).data.registerOrder.order as {
    id: string;
    totalInCents: number;
  };
  // The money arrives, then the shopper collects the order.
  const paid = await request.post(`${await simOrigin(request)}/sim/orders/${id}/pay`, {
    data: { amount_in_cents: totalInCents },
  });
  expect(paid.ok()).toBe(true);
  await advanceOrder(request, id, 'collected');
  return id;
}

test('two orders to review: each prompt closes, and they do not chain in one visit', async ({
  page,
}) => {
  await resetSim(page.request);
  await signIn(page);
  await collectedCashOrder(page.request);
  await collectedCashOrder(page.request);

  await page.goto('/');
  const prompt = page.getByRole('dialog', { name: /^How was order SF-/ });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();
  // The shop is usable: no second prompt over it in this visit.
  await page.getByRole('link', { name: /^Basket:/ }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(prompt).toHaveCount(0);

  // Next visit: the other order's prompt, which closes with Escape.
  await page.goto('/');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Send review' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
});
