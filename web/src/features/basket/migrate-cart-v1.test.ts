import { beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateStoredBasket, type MigratedLine, type MigrationDeps } from './migrate-cart-v1';

/** The old snapshot line, as the web stored it before `cart-v1` held intent only. */
const snapshot = (id: string, qty: number, patch: Record<string, unknown> = {}) => ({
  offer: {
    id,
    name: `Snapshot ${id}`,
    priceInCents: 1500,
    sellableId: `s${id}`,
    supplierId: '103',
    ...patch,
  },
  qty,
});

function deps(outcomes: Array<'done' | 'refused' | 'failed'> = [], kept: unknown = undefined) {
  const sent: MigratedLine[][] = [];
  const forgetKeptOffers = vi.fn(() => Promise.resolve());
  const keepCompareDispatch = vi.fn();
  const given: MigrationDeps = {
    readKeptOffers: () => Promise.resolve(kept),
    setLines: (lines) => {
      sent.push(lines);
      return Promise.resolve(outcomes.shift() ?? 'done');
    },
    forgetKeptOffers,
    keepCompareDispatch,
  };
  return { given, sent, forgetKeptOffers, keepCompareDispatch };
}

const store = (value: unknown) => localStorage.setItem('cart-v1', JSON.stringify(value));

describe('a basket stored on the device before the gateway kept baskets', () => {
  beforeEach(() => localStorage.clear());

  it('is sent to the gateway once, then forgotten on the device', async () => {
    // Today's intent lines find their offer's sellable and branch in the offers kept beside them.
    store({
      items: [
        { offerId: '7', quantity: 2, seenPriceInCents: 1899 },
        { offerId: '8', quantity: 1.25, seenPriceInCents: 8999 },
      ],
      serverCartId: '42',
      compareDispatch: 'DELIVER',
    });
    const kept = [
      { id: '7', sellable: { id: 's7' }, supplier: { id: '101' } },
      { id: '8', sellable: { id: 's8' }, supplier: { id: '101' } },
    ];
    const { given, sent, forgetKeptOffers, keepCompareDispatch } = deps([], kept);
    expect(await migrateStoredBasket(given)).toBe(true);
    expect(sent).toEqual([
      [
        { offerId: '7', sellableId: 's7', supplierId: '101', quantity: 2, seenPriceInCents: 1899 },
        {
          offerId: '8',
          sellableId: 's8',
          supplierId: '101',
          quantity: 1.25,
          seenPriceInCents: 8999,
        },
      ],
    ]);
    expect(localStorage.getItem('cart-v1')).toBeNull();
    expect(forgetKeptOffers).toHaveBeenCalled();
    expect(keepCompareDispatch).toHaveBeenCalledWith('DELIVER');
    // The next start has nothing to send.
    const again = deps();
    expect(await migrateStoredBasket(again.given)).toBe(true);
    expect(again.sent).toEqual([]);
  });

  it('reads the older snapshot lines, and leaves out a line whose offer cannot be found', async () => {
    store({
      items: [
        snapshot('7', 2),
        snapshot('8', 1.5, { priceInCents: 8999 }),
        { offer: { name: 'no id' }, qty: 1 },
        { offerId: '9', quantity: 1, seenPriceInCents: 500 },
      ],
    });
    const { given, sent } = deps();
    await migrateStoredBasket(given);
    expect(sent.flat().map((line) => [line.offerId, line.sellableId, line.quantity])).toEqual([
      ['7', 's7', 2],
      ['8', 's8', 1.5],
    ]);
  });

  it('sends at most ten lines a call, and a refused call line by line (a line no longer sold)', async () => {
    store({ items: Array.from({ length: 12 }, (_, index) => snapshot(String(index + 1), 1)) });
    const { given, sent } = deps(['refused', 'done', 'refused']);
    expect(await migrateStoredBasket(given)).toBe(true);
    expect(sent.map((lines) => lines.length)).toEqual([10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('stays on the device when the gateway cannot be asked (offline), for the next start', async () => {
    store({ items: [snapshot('7', 2)] });
    const { given } = deps(['failed']);
    expect(await migrateStoredBasket(given)).toBe(false);
    expect(localStorage.getItem('cart-v1')).not.toBeNull();
  });
});
