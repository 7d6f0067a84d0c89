/** The newer API generations, chosen by configuration: clients see the same fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

describe('LEGACY_ORDERS_API=v2 and LEGACY_ACCOUNT_API=v2', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ LEGACY_ORDERS_API: 'v2', LEGACY_ACCOUNT_API: 'v2' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('signs in, places, reads and lists orders through the v2 routes', async () => {
    await stack.resetCalls();
    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    const order = await placeOrder(thandi, stack.sim.url, `v2-${Date.now()}`);
    const result = await thandi.request<{
      viewer: {
        order: { reference: string; supplierName: string; items: Array<{ totalInCents: number }> };
        orders: { orders: Array<{ id: string }> };
      };
    }>(
      `query ($id: ID!) { viewer {
        order(id: $id) { reference supplierName items { totalInCents } }
        orders { orders { id } }
      } }`,
      { id: order.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer.order).toEqual({
      reference: order.reference,
      supplierName: 'Mzansi Fresh Parow',
      items: [{ totalInCents: 8998 }],
    });
    expect(result.data?.viewer.orders.orders.map((item) => item.id)).toContain(order.id);
    const calls = (await stack.calls()).calls;
    expect(calls).toMatchObject({
      'POST /api/v2/account/{scope}/sign_in': 1,
      'POST /cart/v1/order': 1,
      'GET /api/v2/orders/{order_id}': 1,
      'GET /api/v2/users/{user_id}/orders': 1,
    });
    expect(calls['POST /api/v1/orders/register']).toBeUndefined();
  });
});
