/**
 * Wallet credit can be used in part at checkout: validation takes any amount up to the balance
 * and says what is then left to pay (total - credit); more than the balance is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, THANDI, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const VALIDATE = `mutation ($input: ValidateCartInput!) { validateCart(input: $input) {
  validation { subtotalInCents discountInCents shippingCostInCents bagTotalInCents
    creditInCents creditAppliedInCents totalInCents amountToPayInCents } } }`;

interface Totals {
  subtotalInCents: number;
  discountInCents: number;
  shippingCostInCents: number;
  bagTotalInCents: number;
  creditInCents: number;
  creditAppliedInCents: number;
  totalInCents: number;
  amountToPayInCents: number;
}

describe('wallet credit at checkout', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  const validate = (creditToUseInCents: number) =>
    thandi.request<{ validateCart: { validation: Totals } }>(VALIDATE, {
      input: {
        supplierId: '101',
        items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 3 }],
        dispatch: 'COLLECT',
        requiresBags: true,
        bagQuantity: 2,
        creditToUseInCents,
      },
    });

  it('takes part of the balance and leaves the rest to pay', async () => {
    const result = await validate(1_234);
    expect(result.errors).toBeUndefined();
    const totals = result.data!.validateCart.validation;
    expect(totals.creditInCents).toBeGreaterThan(1_234);
    expect(totals.creditAppliedInCents).toBe(1_234);
    expect(totals.amountToPayInCents).toBe(
      totals.subtotalInCents -
        totals.discountInCents +
        totals.shippingCostInCents +
        totals.bagTotalInCents -
        totals.creditAppliedInCents,
    );
  });

  it('refuses more credit than the balance, naming the argument', async () => {
    const balance = (await validate(0)).data!.validateCart.validation.creditInCents;
    const result = await validate(balance + 1);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.creditToUseInCents',
    });
  });
});
