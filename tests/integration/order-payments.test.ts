/**
 * What paid an order, by source, as the simulator stores it: Thandi spends her R 50.00 wallet
 * credit on a R 89.98 order paid by EFT; before the transfer arrives only the wallet has paid,
 * after it the EFT pays the rest; the status pill says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIZE_MEAL_OFFER, THANDI, firstTimeslot, signedIn } from '../support/shoppers';
import type { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const ORDER_MONEY = `{
  id totalInCents payableBalanceInCents creditInCents
  statusPill { colour label }
  payments { source provider amountInCents }
}`;

interface OrderMoney {
  id: string;
  totalInCents: number;
  payableBalanceInCents: number;
  statusPill: { colour: string; label: string };
  payments: Array<{ source: string; provider: string | null; amountInCents: number }>;
}

describe('Order.payments', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  it('says the wallet paid part, then the EFT the rest once it arrives', async () => {
    const placed = await thandi.request<{ placeOrder: { order: OrderMoney | null } }>(
      `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order ${ORDER_MONEY} } }`,
      {
        input: {
          idempotencyKey: `payments-${Date.now()}-eft`,
          supplierId: '101',
          items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2, seenPriceInCents: 4499 }],
          paymentProvider: 'OFFLINE_EFT',
          dispatch: 'COLLECT',
          timeslot: await firstTimeslot(stack.sim.url),
          useCredit: true,
        },
      },
    );
    const order = placed.data?.placeOrder.order;
    expect(order).toMatchObject({ totalInCents: 8998, payableBalanceInCents: 3998 });
    expect(order?.payments).toEqual([{ source: 'WALLET', provider: null, amountInCents: 5000 }]);
    expect(order?.statusPill).toEqual({ colour: 'RED', label: 'Awaiting payment' });

    const arrived = await fetch(`${stack.sim.url}/sim/orders/${order!.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_in_cents: 3998 }),
    });
    expect(arrived.ok).toBe(true);
    const after = await thandi.request<{ viewer: { order: OrderMoney } }>(
      `query ($id: ID!) { viewer { order(id: $id) ${ORDER_MONEY} } }`,
      { id: order!.id },
    );
    expect(after.data?.viewer.order.payments).toEqual([
      { source: 'WALLET', provider: null, amountInCents: 5000 },
      { source: 'PROVIDER', provider: 'OFFLINE_EFT', amountInCents: 3998 },
    ]);
    expect(after.data?.viewer.order.statusPill).toEqual({ colour: 'YELLOW', label: 'Accepted' });
  });
});
