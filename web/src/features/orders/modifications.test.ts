import { describe, expect, it } from 'vitest';
import {
  addModification,
  afterPickCheck,
  modifiedQuantity,
  modifiedSubtotal,
  purgeAdded,
  toInput,
  uncheckedPicks,
  unsettledStockShort,
  withCheckedPrices,
  type PendingModification,
} from '../../core/order-modifications';
import { awaitsPayment, pillOf, timelineView } from './order-view';

const add = (offerId: string, quantity = 1): PendingModification => ({
  action: 'ADD',
  item: { offerId, quantity, seenPriceInCents: 1000, name: offerId },
});

describe('order modification replacement rules', () => {
  it('always appends an add, even for the same offer', () => {
    const list = addModification(addModification([], add('7')), add('7'));
    expect(list).toHaveLength(2);
  });

  it('replaces an earlier update, accept or remove of the same item', () => {
    let list = addModification([], { action: 'UPDATE', orderItemId: '1', quantity: 3 });
    list = addModification(list, add('9'));
    list = addModification(list, { action: 'REMOVE', orderItemId: '1' });
    list = addModification(list, { action: 'ACCEPT', orderItemId: '2' });
    expect(list).toEqual([
      { action: 'REMOVE', orderItemId: '1' },
      add('9'),
      { action: 'ACCEPT', orderItemId: '2' },
    ]);
  });

  it('update sets the quantity, accept keeps the supplied one, remove makes it 0', () => {
    const item = {
      id: '1',
      quantity: 1,
      quantityOrdered: 3,
      stockShort: true,
      unitPriceInCents: 500,
    };
    expect(modifiedQuantity(item, [{ action: 'UPDATE', orderItemId: '1', quantity: 2 }])).toBe(2);
    expect(modifiedQuantity(item, [{ action: 'ACCEPT', orderItemId: '1' }])).toBe(1);
    expect(modifiedQuantity(item, [{ action: 'REMOVE', orderItemId: '1' }])).toBe(0);
    expect(
      modifiedSubtotal([item], [{ action: 'UPDATE', orderItemId: '1', quantity: 2 }, add('5', 2)]),
    ).toBe(1000 + 2000);
  });

  it('needs every stock-short item accepted or removed', () => {
    const items = [
      { id: '1', quantity: 1, quantityOrdered: 3, stockShort: true, unitPriceInCents: 1 },
      { id: '2', quantity: 0, quantityOrdered: 2, stockShort: true, unitPriceInCents: 1 },
    ];
    const list: PendingModification[] = [
      { action: 'ACCEPT', orderItemId: '1' },
      { action: 'UPDATE', orderItemId: '2', quantity: 1 },
    ];
    expect(unsettledStockShort(items, list).map((i) => i.id)).toEqual(['2']);
    expect(
      unsettledStockShort(items, addModification(list, { action: 'REMOVE', orderItemId: '2' })),
    ).toEqual([]);
  });

  it('purges added items that are out of stock and builds the input', () => {
    const list = [add('7'), add('8'), { action: 'REMOVE' as const, orderItemId: '1' }];
    const purged = purgeAdded(list, new Set(['7']));
    expect(toInput(purged)).toEqual([
      { action: 'ADD', item: { offerId: '8', quantity: 1, seenPriceInCents: 1000 } },
      { action: 'REMOVE', orderItemId: '1' },
    ]);
  });
});

describe('order view models', () => {
  it('offers payment of an open order a change left underpaid, not of a finished one', () => {
    const underpaid = { payableBalanceInCents: 1899, paymentStatus: 'UNDERPAID' as const };
    expect(awaitsPayment({ ...underpaid, status: 'PENDING' })).toBe(true);
    expect(awaitsPayment({ ...underpaid, status: 'CANCELLED' })).toBe(false);
    expect(awaitsPayment({ ...underpaid, status: 'PENDING', payableBalanceInCents: 0 })).toBe(
      false,
    );
    expect(awaitsPayment({ status: 'PENDING_PAYMENT', payableBalanceInCents: 5697 })).toBe(true);
  });

  it('colours the pill green, red or amber by status', () => {
    expect(pillOf('COLLECTED').colour).toBe('GREEN');
    expect(pillOf('DELIVERED').colour).toBe('GREEN');
    for (const status of ['STOCK_SHORT', 'READY_FOR_COLLECTION', 'PENDING_PAYMENT'] as const)
      expect(pillOf(status).colour).toBe('RED');
    for (const status of [
      'PENDING',
      'PREPARING',
      'READY_FOR_DELIVERY',
      'OUT_FOR_DELIVERY',
    ] as const)
      expect(pillOf(status).className).toBe('pill pill-yellow');
  });

  it('shows no time for upcoming timeline steps', () => {
    const view = timelineView([
      { kind: 'ACCEPTED', state: 'DONE', at: '2026-11-21T10:00:00+02:00' },
      { kind: 'COLLECTED', state: 'UPCOMING', at: '2026-11-21T10:00:00+02:00' },
    ]);
    expect(view.map((step) => step.at)).toEqual(['2026-11-21T10:00:00+02:00', null]);
    expect(view[1]!.label.id).toBeTruthy();
  });
});

describe('withCheckedPrices', () => {
  it('takes the checked price of each added offer, leaving other changes alone', () => {
    const list: PendingModification[] = [
      { action: 'UPDATE', orderItemId: '7', quantity: 2 },
      {
        action: 'ADD',
        item: { offerId: '100065', quantity: 1, seenPriceInCents: 9999, name: 'Olive oil' },
      },
    ];
    expect(
      withCheckedPrices(list, [
        { added: false, offerId: '100001', unitPriceInCents: 4499 },
        { added: true, offerId: '100065', unitPriceInCents: 10099 },
      ]),
    ).toEqual([list[0], { ...list[1], item: { ...list[1]!.item!, seenPriceInCents: 10099 } }]);
  });
});

describe('checking added items (validate_picks)', () => {
  const pick = (offerId: string, priceInCents: number, outOfStock = false) => ({
    offerId,
    priceInCents,
    outOfStock,
    expired: false,
  });

  it('drops out-of-stock additions, reprices the others and marks them checked', () => {
    const list = [
      { action: 'ACCEPT' as const, orderItemId: '1' },
      add('milk'),
      add('bread'),
      add('eggs'),
    ];
    const outcome = afterPickCheck(list, [
      pick('milk', 1000),
      pick('bread', 1250),
      pick('eggs', 900, true),
    ]);
    expect(outcome.dropped).toEqual(['eggs']);
    expect(outcome.repriced).toEqual([{ name: 'bread', priceInCents: 1250 }]);
    expect(outcome.modifications).toEqual([
      { action: 'ACCEPT', orderItemId: '1' },
      { action: 'ADD', item: { ...add('milk').item, checked: true } },
      { action: 'ADD', item: { ...add('bread').item, seenPriceInCents: 1250, checked: true } },
    ]);
    expect(uncheckedPicks(outcome.modifications)).toEqual([]);
  });

  it('leaves additions already checked alone', () => {
    const checked: PendingModification = {
      action: 'ADD',
      item: { ...add('milk').item!, checked: true },
    };
    const outcome = afterPickCheck([checked], [pick('milk', 5000, true)]);
    expect(outcome.modifications).toEqual([checked]);
    expect(outcome.dropped).toEqual([]);
  });
});
