import { describe, expect, it } from 'vitest';
import { RefundDestination } from '../../generated/resolvers-types.js';
import { orderRefund } from './refund.js';

const event = (name: string, message: string) => ({
  timestamp: '2026-11-22T10:00:00+02:00',
  name,
  message,
});

describe('orderRefund', () => {
  it('adds up the refund events and says where the money went', () => {
    expect(
      orderRefund([
        event('order_placed', 'Order placed'),
        event('refund', 'R 5.00 credited to your wallet'),
        event('refund', 'R 1 089.98 refunded to your debtor card'),
      ]),
    ).toEqual({ amountInCents: 109_498, destination: RefundDestination.DebtorCard });
  });

  it('is null without a refund', () => {
    expect(orderRefund([event('cancelled', 'Order cancelled')])).toBeNull();
  });
});
