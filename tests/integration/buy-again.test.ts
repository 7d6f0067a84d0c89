/**
 * "Buy again" rebuilds basket lines for a past order from its branch's current offers and names
 * the items no longer available.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const key = () => `again-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('buy again', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  it("rebuilds the order's lines from the current offers of its branch", async () => {
    const placed = await placeOrder(thandi, stack.sim.url, key());
    const result = await thandi.request<{
      viewer: {
        order: {
          supplierId: string;
          buyAgain: {
            supplierId: string;
            lines: Array<{ offerId: string; quantity: number }>;
            unavailable: Array<{ name: string }>;
          };
        };
      };
    }>(
      `query ($id: ID!) { viewer { order(id: $id) { supplierId
        buyAgain { supplierId lines { offerId quantity } unavailable { name } } } } }`,
      { id: placed.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer.order.buyAgain).toEqual({
      supplierId: '101',
      lines: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2 }],
      unavailable: [],
    });
  });
});
