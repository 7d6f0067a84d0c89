import type { RestOrder } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { orderPayments } from './payments.js';

const order = (overrides: Partial<RestOrder>): RestOrder =>
  ({
    status: 'pending',
    provider: 'yoco',
    total_in_cents: 16_170,
    credit_in_cents: 5_000,
    payable_balance_in_cents: 0,
    order_events: [],
    ...overrides,
  }) as RestOrder;

describe('orderPayments', () => {
  it('splits a paid order into the wallet credit and the card payment', () => {
    expect(orderPayments(order({}))).toEqual([
      { source: 'WALLET', provider: null, amountInCents: 5_000 },
      { source: 'PROVIDER', provider: 'YOCO', amountInCents: 11_170 },
    ]);
  });

  it('shows only the wallet while the rest is still to pay', () => {
    expect(
      orderPayments(order({ provider: 'offline_eft', payable_balance_in_cents: 11_170 })),
    ).toEqual([{ source: 'WALLET', provider: null, amountInCents: 5_000 }]);
  });

  it('keeps what was paid when a change lowered the total (the difference is due back)', () => {
    expect(
      orderPayments(order({ total_in_cents: 7_622, payable_balance_in_cents: -8_548 })),
    ).toEqual([
      { source: 'WALLET', provider: null, amountInCents: 5_000 },
      { source: 'PROVIDER', provider: 'YOCO', amountInCents: 11_170 },
    ]);
  });

  it('reads a cancelled order’s payments from its refund', () => {
    expect(
      orderPayments(
        order({
          status: 'cancelled',
          payable_balance_in_cents: 16_170,
          order_events: [
            {
              name: 'refund',
              message: 'R 161.70 refunded to your wallet',
              timestamp: '2026-11-22T10:00:00+02:00',
            },
          ],
        }),
      ),
    ).toEqual([
      { source: 'WALLET', provider: null, amountInCents: 5_000 },
      { source: 'PROVIDER', provider: 'YOCO', amountInCents: 11_170 },
    ]);
  });

  it('is empty when nothing is paid', () => {
    expect(orderPayments(order({ credit_in_cents: 0, payable_balance_in_cents: 16_170 }))).toEqual(
      [],
    );
  });
});
