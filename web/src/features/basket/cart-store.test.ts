import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../../apollo/client';
import { readBasket } from './basket-view';
import {
  basketSettled,
  clearCart,
  getCart,
  loadBasket,
  removeLine,
  removeLines,
  replaceLines,
  setBasketLine,
  setLine,
  setQuantity,
} from './cart-store';
import { getOrdersState, startEditing, stopEditing } from '../../core/orders-store';
import { basketOffer, cacheOffers } from './test-offers';
import { fakeBasketGateway, type FakeBasketGateway } from './test-basket-gateway';
import { SEEN_WITHIN } from '../../test-support/seen-within';

const OFFERS = [
  basketOffer('1', { basePriceInCents: 1200 }),
  basketOffer('2', { perKg: true, priceInCents: 8999 }),
  basketOffer('3', { outOfStock: true }),
];
const toAdd = (id: string, priceInCents = 1000) => ({
  id,
  name: `Offer ${id}`,
  priceInCents,
  sellableId: `s${id}`,
  supplierId: '101',
});
const add = (id: string, quantity: number, priceInCents = 1000) =>
  setLine(toAdd(id, priceInCents), quantity);
const lines = () => getCart().items.map((line) => [line.offerId, line.quantity]);

describe('the basket, kept by the gateway', () => {
  let gateway: FakeBasketGateway;
  beforeEach(async () => {
    localStorage.clear();
    await apolloClient.cache.reset();
    gateway = fakeBasketGateway(OFFERS);
    cacheOffers(...OFFERS);
    await loadBasket();
  });
  afterEach(async () => {
    await basketSettled();
    gateway.stop();
  });

  it('keeps nothing of the basket on the device: the lines are set on the gateway', async () => {
    add('1', 2, 1899);
    await basketSettled();
    expect(localStorage.getItem('cart-v1')).toBeNull();
    expect(gateway.calls.at(-1)).toEqual({
      operation: 'SetBasketLines',
      variables: {
        input: {
          lines: [
            {
              offerId: '1',
              sellableId: 's1',
              supplierId: '101',
              quantity: 2,
              seenPriceInCents: 1899,
            },
          ],
        },
      },
    });
    expect(gateway.lines).toEqual([{ offerId: '1', quantity: 2, agreedPriceInCents: 1899 }]);
  });

  it("waits for the Adds the page posted before its scripts ran, so a visitor's first change names their basket", async () => {
    let answered!: () => void;
    const window_ = window as { shopfrontBasketPosts?: Promise<unknown> };
    window_.shopfrontBasketPosts = new Promise<void>((resolve) => (answered = resolve));
    try {
      const before = gateway.calls.length;
      add('1', 1);
      // Nothing sent while the page's own post is on its way.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(gateway.calls.length).toBe(before);
      answered();
      await basketSettled();
      expect(gateway.calls.at(-1)?.operation).toBe('SetBasketLines');
    } finally {
      delete window_.shopfrontBasketPosts;
    }
  });

  it('shows a change at once, before the gateway answers, then as the gateway answered', async () => {
    gateway.hold();
    add('1', 2);
    expect(lines()).toEqual([['1', 2]]);
    await vi.waitFor(
      () => expect(gateway.calls.at(-1)?.operation).toBe('SetBasketLines'),
      SEEN_WITHIN,
    );
    expect(lines()).toEqual([['1', 2]]);
    await gateway.release();
    await basketSettled();
    expect(lines()).toEqual([['1', 2]]);
  });

  it('sends changes one after the other: the last one made is the one kept', async () => {
    gateway.hold();
    add('1', 1);
    void setQuantity('1', 2);
    void setQuantity('1', 3);
    expect(lines()).toEqual([['1', 3]]);
    const sets = () => gateway.calls.filter((call) => call.operation === 'SetBasketLines');
    await vi.waitFor(() => expect(sets()).toHaveLength(1), SEEN_WITHIN);
    // Only the first is on its way; the others wait for its answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sets()).toHaveLength(1);
    void gateway.release();
    await basketSettled();
    expect(gateway.lines.map((line) => line.quantity)).toEqual([3]);
    expect(lines()).toEqual([['1', 3]]);
  });

  it('drops a change the gateway refuses (out of stock): the basket stays as it answered', async () => {
    add('1', 1);
    await basketSettled();
    expect(await setBasketLine(toAdd('3'), 1)).toBe('refused');
    expect(lines()).toEqual([['1', 1]]);
  });

  it('says why an Add was not made: refused (with the refusal) or not answered', async () => {
    const notAdded = vi.fn();
    setLine(toAdd('3'), 1, notAdded);
    await basketSettled();
    expect(notAdded).toHaveBeenCalledWith('BasketOutOfStockError');
    setLine(toAdd('99'), 1, notAdded);
    await basketSettled();
    expect(notAdded).toHaveBeenLastCalledWith('UnknownOfferError');
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    setLine(toAdd('1'), 1, notAdded);
    await basketSettled();
    expect(notAdded).toHaveBeenLastCalledWith('failed');
    setLine(toAdd('1'), 2, notAdded);
    await basketSettled();
    expect(notAdded).toHaveBeenCalledTimes(3);
    expect(lines()).toEqual([['1', 2]]);
  });

  it('says why a new quantity or a removal was not made', async () => {
    add('1', 1);
    await basketSettled();
    const notChanged = vi.fn();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await setQuantity('1', 2, notChanged);
    expect(notChanged).toHaveBeenLastCalledWith('failed');
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await removeLine('1', notChanged);
    expect(notChanged).toHaveBeenCalledTimes(2);
    expect(lines()).toEqual([['1', 1]]);
    await setQuantity('1', 3, notChanged);
    expect(notChanged).toHaveBeenCalledTimes(2);
    expect(lines()).toEqual([['1', 3]]);
  });

  it('totals only lines in stock at the offer price now, and counts the rest', async () => {
    add('1', 3);
    add('2', 0.35, 8999);
    await basketSettled();
    // Out of stock since it was added.
    gateway.lines.push({ offerId: '3', quantity: 1, agreedPriceInCents: 1000 });
    await apolloClient.query({
      query: (await import('./Basket.generated')).BasketDocument,
      fetchPolicy: 'network-only',
    });
    expect(readBasket().summary).toEqual({
      count: 5,
      inStockCount: 4,
      outOfStockCount: 1,
      totalInCents: 3000 + 3150,
      savingsInCents: 600,
    });
    await removeLines(['3']);
    expect(getCart().items).toHaveLength(2);
  });

  it('shows a price that moved since it was agreed, and keeps it on a quantity change', async () => {
    // The gateway reads the offer at 21.99; the shopper saw 18.99.
    gateway.stop();
    gateway = fakeBasketGateway([basketOffer('1', { priceInCents: 2199 })]);
    add('1', 1, 1899);
    await basketSettled();
    expect(readBasket().lines[0]?.movedFromInCents).toBe(1899);
    await setQuantity('1', 3);
    const [line] = readBasket().lines;
    expect([line?.quantity, line?.movedFromInCents, line?.totalInCents]).toEqual([3, 1899, 6597]);
  });

  it('updates and removes a line by quantity; replaces and empties the whole basket', async () => {
    add('1', 1);
    add('1', 4);
    await basketSettled();
    expect(lines()).toEqual([['1', 4]]);
    add('1', 0);
    await basketSettled();
    expect(getCart().items).toEqual([]);
    add('1', 1);
    await replaceLines([
      { offerId: '2', sellableId: 's2', supplierId: '101', quantity: 0.5, seenPriceInCents: 8999 },
    ]);
    expect(lines()).toEqual([['2', 0.5]]);
    await clearCart();
    expect(gateway.lines).toEqual([]);
  });

  it('puts a reorder into the basket while another order is edited, never into that order', async () => {
    startEditing('77');
    void setBasketLine(toAdd('1'), 2);
    await setBasketLine(toAdd('2'), 1);
    expect(lines()).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    expect(getOrdersState().edits).toEqual({});
    // Adding from the catalogue still goes to the edited order.
    expect(setLine(toAdd('3'), 1)).toBe('77');
    stopEditing();
  });
});
