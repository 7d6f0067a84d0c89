import type { RestOrder } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SNAPSHOT_TTL_MS } from '../upstream/account-snapshots.js';
import { walletCreditedLately } from './wallet-credited.js';

const NOW = Date.parse('2026-11-29T08:00:00+02:00');

function orderWith(events: Array<{ name: string; at: number }>): RestOrder {
  return {
    order_events: events.map(({ name, at }) => ({
      name,
      timestamp: new Date(at).toISOString(),
      message: name === 'refund' ? 'R 56.97 credited to your wallet' : name,
    })),
  } as RestOrder;
}

describe('walletCreditedLately', () => {
  it('is true for a refund younger than an account snapshot can be', () => {
    const order = orderWith([
      { name: 'cancelled', at: NOW - 60_000 },
      { name: 'refund', at: NOW - 1_000 },
    ]);
    expect(walletCreditedLately(order, NOW)).toBe(true);
  });

  it('is true for a refund dated ahead of this clock (the legacy clock runs ahead)', () => {
    expect(walletCreditedLately(orderWith([{ name: 'refund', at: NOW + 3_600_000 }]), NOW)).toBe(
      true,
    );
  });

  it('is false for a refund every kept snapshot was taken after', () => {
    const order = orderWith([{ name: 'refund', at: NOW - ACCOUNT_SNAPSHOT_TTL_MS - 1 }]);
    expect(walletCreditedLately(order, NOW)).toBe(false);
  });

  it('is false for an order with no refund', () => {
    const order = orderWith([{ name: 'payment_received', at: NOW }]);
    expect(walletCreditedLately(order, NOW)).toBe(false);
  });
});
