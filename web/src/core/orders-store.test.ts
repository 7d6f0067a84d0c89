import { beforeEach, describe, expect, it, vi } from 'vitest';
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

const addedBread = { offerId: '9', quantity: 1, seenPriceInCents: 1899, name: 'Bread' };

describe('saving an order edit', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('resends the same key and revision after a reload when the answer was lost', async () => {
    const sent: Array<[string, string]> = [];
    const changes = { orderId: '7', modifications: [{ action: 'ADD', offerId: '9' }] };
    const before = await import('./orders-store');
    before.startEditing('7');
    before.modify('7', { action: 'ADD', item: addedBread });
    await expect(
      before.orderSaveKeys.sendAt('7', changes, 'r1', (key, revision) => {
        sent.push([key, revision]);
        return Promise.reject(new Error('Please try again'));
      }),
    ).rejects.toThrow();

    // The page is loaded again: only what local storage kept is left.
    vi.resetModules();
    const after = await import('./orders-store');
    // The lost attempt was made: the order the page reads now is at a newer revision.
    await after.orderSaveKeys.sendAt('7', changes, 'r2', (key, revision) => {
      sent.push([key, revision]);
      return Promise.resolve('saved');
    });
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]![1]).toBe('r1');

    // Answered: the next save of the order is a new intent.
    after.modify('7', { action: 'ADD', item: { ...addedBread, offerId: '10' } });
    await after.orderSaveKeys.sendAt('7', { other: true }, 'r2', (key, revision) => {
      sent.push([key, revision]);
      return Promise.resolve('saved');
    });
    expect(sent[2]![0]).not.toBe(sent[0]![0]);
    expect(sent[2]![1]).toBe('r2');
  });

  it('forgets the key with the changes when the shopper stops updating', async () => {
    const store = await import('./orders-store');
    store.startEditing('7');
    store.modify('7', { action: 'ADD', item: addedBread });
    const changes = { add: 'bread' };
    const keys: string[] = [];
    const lost = (key: string) => {
      keys.push(key);
      return Promise.reject(new Error('lost'));
    };
    await expect(store.orderSaveKeys.sendAt('7', changes, 'r1', lost)).rejects.toThrow();
    store.stopEditing();
    expect(localStorage.getItem('orders-v1')).not.toContain(keys[0]!);
  });
});
