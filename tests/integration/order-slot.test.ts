/**
 * The order carries its whole slot: the legacy order holds the slot's start and its
 * formatted text; the gateway reads the end from the text, so a client can show start and end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

describe('an order time slot', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('has a start and an end two hours later for a collection', async () => {
    const client = await signedIn(stack.gatewayUrl, THANDI);
    const placed = await placeOrder(client, stack.sim.url, 'slot-end-1');
    const result = await client.request<{
      viewer: {
        order: {
          collectionDate: string;
          collectionStartsAt: string;
          collectionEndsAt: string;
          formattedCollectionDate: string;
        };
      };
    }>(
      `query ($id: ID!) { viewer { order(id: $id) {
        collectionDate collectionStartsAt collectionEndsAt formattedCollectionDate } } }`,
      { id: placed.id },
    );
    const order = result.data!.viewer.order;
    expect(order.collectionStartsAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\+02:00$/);
    // The deprecated String field still answers, the same instant.
    expect(order.collectionDate).toBe(order.collectionStartsAt);
    expect(Date.parse(order.collectionEndsAt) - Date.parse(order.collectionStartsAt)).toBe(
      2 * 60 * 60 * 1000,
    );
    expect(order.formattedCollectionDate).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3} \d{4}, \d\d:00 - \d\d:00$/,
    );
  });
});
