import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apolloClient } from '../../apollo/client';
import { basketSettled, getCart, loadBasket } from '../basket/cart-store';
import type { BasketOffer_OfferFragment } from '../basket/BasketOffer_offer.generated';
import { fakeBasketGateway, type FakeBasketGateway } from '../basket/test-basket-gateway';
import { getOrdersState, startEditing, stopEditing } from '../../core/orders-store';
import type { Offer } from '../offers/offer-model';
import { ProductTile } from './ProductTile';
import type { ProductTile_ProductFragment } from './ProductTile_product.generated';
import { renderInShop } from '../../test-support/render-in-shop';

/** Full Cream Milk 1 l at Boland Bulk Bellville, R 17.99: a whole item. */
function milkOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    __typename: 'Offer',
    id: '100123',
    name: 'Clover Hill Full Cream Milk 1 l',
    priceInCents: 1799,
    basePriceInCents: 1799,
    savingInCents: 0,
    unitPriceInCents: 1799,
    priceUnit: 'l',
    startAt: null,
    endAt: null,
    promo: false,
    stokvel: false,
    stokvelMinQuantity: null,
    stockLeft: null,
    outOfStock: false,
    lowStockLabel: null,
    lowStockText: null,
    perKg: false,
    quantityRule: { minimum: 1, step: 1, conversionRate: 1, symbol: null },
    rootCategoryName: 'Dairy & Eggs',
    sellable: {
      id: '1165',
      name: 'Clover Hill Full Cream Milk 1 l',
      imageUrl: 'https://example.test/milk.svg',
      largeImageUrl: 'https://example.test/milk-lg.svg',
      pack: '1 l',
      unit: 'l',
      measurement: 1,
      productId: '86',
      brand: { id: '7', name: 'Clover Hill' },
    },
    supplier: { id: '201', name: 'Boland Bulk Bellville', closedText: null },
    ...overrides,
  };
}

function product(offer: Offer | null): ProductTile_ProductFragment {
  return {
    __typename: 'ProductSummary',
    id: '86',
    name: 'Full Cream Milk',
    imageUrl: 'https://example.test/milk.svg',
    fromPriceInCents: offer?.priceInCents ?? null,
    cheapestOffer: offer,
  } as ProductTile_ProductFragment;
}

describe('ProductTile (a category grid card)', () => {
  beforeAll(async () => {
    i18n.load('en', {});
    i18n.activate('en');
    // The dialog is a lazy chunk: loaded here, its first transform on a busy machine does not
    // eat the second findByRole waits for it.
    await import('../offers/AddToCartModal');
  });
  // The basket is the gateway's, faked here; the card reads it from the shop's own client.
  let gateway: FakeBasketGateway;
  beforeEach(async () => {
    await apolloClient.cache.reset();
    gateway = fakeBasketGateway([milkOffer()] as BasketOffer_OfferFragment[]);
    await loadBasket();
    stopEditing();
  });
  afterEach(async () => {
    cleanup();
    await basketSettled();
    gateway.stop();
  });

  it('shows the pack and the branch it is priced at', () => {
    renderInShop(<ProductTile product={product(milkOffer())} />);
    const card = screen.getByRole('listitem');
    expect(card.textContent).toContain('1 l');
    expect(card.textContent).toContain('Boland Bulk Bellville');
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toContain('R 17.99');
  });

  it('adds a whole item to the basket in one tap, with no dialog', async () => {
    renderInShop(<ProductTile product={product(milkOffer())} />, apolloClient);
    gateway.hold();
    fireEvent.click(
      screen.getByRole('button', { name: 'Add Clover Hill Full Cream Milk 1 l to basket' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // At once, before the gateway answers; then as it answered.
    expect(getCart().items.map((line) => [line.offerId, line.quantity])).toEqual([['100123', 1]]);
    expect(
      await screen.findByRole('button', {
        name: 'Change Clover Hill Full Cream Milk 1 l in basket (1)',
      }),
    ).toBeTruthy();
    await gateway.release();
    await basketSettled();
    expect(gateway.lines).toEqual([{ offerId: '100123', quantity: 1, agreedPriceInCents: 1799 }]);
  });

  it('keeps a line the basket holds when Add is tapped before the basket is read', async () => {
    gateway.lines = [{ offerId: '100123', quantity: 3, agreedPriceInCents: 1799 }];
    await apolloClient.cache.reset();
    gateway.hold();
    renderInShop(<ProductTile product={product(milkOffer())} />, apolloClient);
    fireEvent.click(
      screen.getByRole('button', { name: 'Add Clover Hill Full Cream Milk 1 l to basket' }),
    );
    await gateway.release();
    expect(
      await screen.findByRole('button', {
        name: 'Change Clover Hill Full Cream Milk 1 l in basket (3)',
      }),
    ).toBeTruthy();
    await basketSettled();
    expect(gateway.lines).toEqual([{ offerId: '100123', quantity: 3, agreedPriceInCents: 1799 }]);
    expect(gateway.calls.map((call) => call.operation)).not.toContain('SetBasketLines');
  });

  it('asks how much of a weighed item, in the dialog', async () => {
    const onions = milkOffer({
      name: 'Onions (per kg)',
      perKg: true,
      priceUnit: 'kg',
      quantityRule: { minimum: 0.25, step: 0.05, conversionRate: 1, symbol: 'kg' },
    });
    renderInShop(<ProductTile product={product(onions)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Onions (per kg) to basket' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(getCart().items).toEqual([]);
  });

  it('while an order is edited, says "to order" and adds to the order, not the basket', () => {
    startEditing('5001');
    renderInShop(<ProductTile product={product(milkOffer())} />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Add Clover Hill Full Cream Milk 1 l to order' }),
    );
    expect(getCart().items).toEqual([]);
    expect(getOrdersState().edits['5001']?.changes).toMatchObject([
      { action: 'ADD', item: { offerId: '100123', quantity: 1 } },
    ]);
  });

  it('says "Out of stock" when the offer it stands for is out of stock, and cannot add it', () => {
    renderInShop(<ProductTile product={product(milkOffer({ outOfStock: true }))} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Out of stock')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Add Clover Hill Full Cream Milk 1 l to basket' }),
    ).toHaveProperty('disabled', true);
  });

  it('gives no stock label to an offer in stock', () => {
    renderInShop(<ProductTile product={product(milkOffer())} />);
    expect(screen.getByRole('listitem').textContent).not.toContain('Out of stock');
  });

  it('says so when no branch sells it, with nothing to add', () => {
    renderInShop(<ProductTile product={product(null)} />);
    expect(screen.getByRole('listitem').textContent).toContain('Not available');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
