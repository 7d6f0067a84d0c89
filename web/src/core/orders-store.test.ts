import { beforeEach, describe, expect, it } from 'vitest';
import { dismiss, FINALIZED_KEPT, getOrdersState, recordFinalized } from './orders-store';

const outcome = (orderId: string) => ({ orderId, ok: true, reason: null, message: null });

describe('what the orders store keeps on the device', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });

  it('keeps the newest payment returns only, however many payments a device makes', () => {
    for (let payment = 1; payment <= 200; payment += 1) {
      recordFinalized(`pay-${payment}`, outcome(String(payment)));
    }
    const kept = Object.keys(getOrdersState().finalized);
    expect(kept).toHaveLength(FINALIZED_KEPT);
    expect(kept.at(-1)).toBe('pay-200');
    expect(kept).not.toContain('pay-180');
    // A reload of the newest return still shows its outcome.
    expect(getOrdersState().finalized['pay-200']).toEqual(outcome('200'));
  });

  it('keeps a bounded list of dismissed review prompts', () => {
    for (let order = 1; order <= 500; order += 1) dismiss(String(order));
    const { dismissed } = getOrdersState();
    expect(dismissed.length).toBeLessThanOrEqual(200);
    expect(dismissed.at(-1)).toBe('500');
  });
});
