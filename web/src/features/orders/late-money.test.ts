import { describe, expect, it } from 'vitest';
import { centsOf, lateMoneyInCents } from './late-money';

const placed = { name: 'order_placed', message: 'Order placed' };
const cancelled = { name: 'cancelled', message: 'Order cancelled' };

describe('money received after the order stopped', () => {
  it('is the wallet credit written after the cancel', () => {
    expect(
      lateMoneyInCents({
        events: [
          placed,
          cancelled,
          { name: 'payment_received', message: 'R 295.14 received' },
          { name: 'refund', message: 'R 295.14 credited to your wallet' },
        ],
      }),
    ).toBe(29_514);
  });

  it('leaves out what the cancel itself gave back', () => {
    expect(
      lateMoneyInCents({
        events: [
          placed,
          { name: 'transaction_successful', message: 'R 89.98 paid with yoco' },
          { name: 'refund', message: 'R 89.98 refunded to your wallet' },
          cancelled,
        ],
      }),
    ).toBe(0);
  });

  it('is nothing on an open order', () => {
    expect(lateMoneyInCents({ events: [placed] })).toBe(0);
  });

  it('reads rand with thousands spaced', () => {
    expect(centsOf('R 1 295.14')).toBe(129_514);
  });
});
