import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../../apollo/client';
import { basketSettled, getCart, loadBasket } from '../basket/cart-store';
import { fakeBasketGateway, type FakeBasketGateway } from '../basket/test-basket-gateway';
import type { BasketOffer_OfferFragment } from '../basket/BasketOffer_offer.generated';
import { getOrdersState, startEditing, stopEditing } from '../../core/orders-store';
import { AddToCartModal } from './AddToCartModal';
import type { Offer } from './offer-model';
import { renderInShop } from '../../test-support/render-in-shop';

/** Onions by the kg at R 19.99, sold from 250 g in steps of 50 g. */
function onions(overrides: Partial<Offer> = {}): Offer {
  return {
    __typename: 'Offer',
    id: '8001',
    name: 'Onions (per kg)',
    priceInCents: 1999,
    basePriceInCents: 1999,
    savingInCents: 0,
    unitPriceInCents: 1999,
    priceUnit: 'kg',
    startAt: null,
    endAt: null,
    promo: false,
    stokvel: false,
    stokvelMinQuantity: null,
    stockLeft: null,
    outOfStock: false,
    lowStockLabel: null,
    lowStockText: null,
    perKg: true,
    quantityRule: { minimum: 0.25, step: 0.05, conversionRate: 1, symbol: 'kg' },
    rootCategoryName: 'Fruit & Veg',
    sellable: {
      id: '601',
      name: 'Onions',
      imageUrl: 'https://example.test/onions.png',
      largeImageUrl: 'https://example.test/onions.png',
      pack: 'Per kg',
      unit: 'kg',
      measurement: 1,
      productId: '21',
      brand: null,
    },
    supplier: { id: '303', name: 'Kaap Spens Milnerton', closedText: null },
    ...overrides,
  };
}

/** Tins of beans, whole items. */
const beans = (overrides: Partial<Offer> = {}) =>
  onions({
    id: '8002',
    name: 'Baked beans 410 g',
    priceInCents: 1500,
    basePriceInCents: 1500,
    unitPriceInCents: 1500,
    priceUnit: 'each',
    perKg: false,
    quantityRule: { minimum: 1, step: 1, conversionRate: 1, symbol: '' },
    ...overrides,
  });

function renderModal(offer: Offer) {
  const onClose = vi.fn();
  renderInShop(<AddToCartModal offer={offer} onClose={onClose} />, apolloClient);
  return onClose;
}

const amount = () => screen.getByRole('status', { name: 'Quantity' }).textContent;
const total = () => document.querySelector('.add-to-cart-total strong')?.textContent;

function type(label: string | RegExp, text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Set' }));
}

describe('AddToCartModal quick quantities', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  let gateway: FakeBasketGateway;
  beforeEach(async () => {
    await apolloClient.cache.reset();
    gateway = fakeBasketGateway([onions(), beans()] as BasketOffer_OfferFragment[]);
    await loadBasket();
    stopEditing();
  });
  afterEach(async () => {
    cleanup();
    await basketSettled();
    gateway.stop();
  });

  it('sets 1 kg in one tap with a preset and adds that to the basket', async () => {
    renderModal(onions());
    fireEvent.click(screen.getByRole('button', { name: '1 kg' }));
    expect(amount()).toBe('1 kg');
    expect(total()).toMatch(/^R\s19\.99$/);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await basketSettled();
    expect(gateway.lines).toEqual([{ offerId: '8001', quantity: 1, agreedPriceInCents: 1999 }]);
    expect(getCart().items.map((line) => [line.offerId, line.quantity])).toEqual([['8001', 1]]);
  });

  it('shows only the presets at or above the minimum', () => {
    renderModal(
      onions({ quantityRule: { minimum: 0.5, step: 0.1, conversionRate: 1, symbol: 'kg' } }),
    );
    const presets = screen.getByRole('group', { name: 'Quick amounts' });
    expect([...presets.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '500 g',
      '1 kg',
      '2 kg',
    ]);
  });

  it('takes a typed weight and says when it was rounded to a step', () => {
    renderModal(onions());
    type('Amount in kg', '1.5');
    expect(amount()).toBe('1.5 kg');
    expect(screen.queryByRole('alert')).toBeNull();
    type('Amount in kg', '1,23');
    expect(amount()).toBe('1.25 kg');
    expect(screen.getByText('Rounded to 1.25 kg: sold in steps of 0.05 kg.')).toBeTruthy();
    // Once the stepper moves on, the note about the rounding goes.
    fireEvent.click(screen.getByRole('button', { name: 'More' }), { detail: 0 });
    expect(amount()).toBe('1.3 kg');
    expect(screen.queryByText(/^Rounded to/)).toBeNull();
  });

  it('refuses letters, zero, negative and huge amounts and keeps the amount', () => {
    renderModal(onions());
    type('Amount in kg', '0.5');
    for (const [text, message] of [
      ['lots', 'Enter a number, such as 1.5.'],
      ['0', 'Enter an amount above zero.'],
      ['-1', 'Enter an amount above zero.'],
      ['5000', 'Enter at most 100 kg.'],
    ]) {
      type('Amount in kg', text!);
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(amount()).toBe('0.5 kg');
    }
    expect(screen.getByRole('textbox', { name: 'Amount in kg' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('takes a typed count for whole items, within what is left', () => {
    renderModal(beans({ stockLeft: 5, lowStockText: 'Only 5 left' }));
    expect(screen.queryByRole('group', { name: 'Quick amounts' })).toBeNull();
    type('Number of items', '4');
    expect(amount()).toBe('4');
    type('Number of items', '2.5');
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number.');
    expect(amount()).toBe('4');
    type('Number of items', '12');
    expect(amount()).toBe('5');
    expect(screen.getByText('Only 5 left: set to 5.')).toBeTruthy();
  });

  it('raises a typed count to the stokvel minimum', () => {
    renderModal(beans({ stokvel: true, stokvelMinQuantity: 6 }));
    type('Number of items', '2');
    expect(amount()).toBe('6');
    expect(screen.getByText('The least you can order is 6: set to 6.')).toBeTruthy();
  });

  it('says Add to order while an order is edited, and adds to that order', () => {
    startEditing('o-1');
    renderModal(onions());
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2 kg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));
    expect(getCart().items).toEqual([]);
    expect(getOrdersState().edits['o-1']?.changes).toMatchObject([
      { action: 'ADD', item: { offerId: '8001', quantity: 2 } },
    ]);
  });
});
