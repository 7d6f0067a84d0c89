import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfferCard } from './OfferCard';
import type { Offer } from './offer-model';
import { renderInShop } from '../../test-support/render-in-shop';

/** A leaflet special of beetroot at Kaap Spens Milnerton, R 13.99 instead of R 17.99. */
function promotion(overrides: Partial<Offer> = {}): Offer {
  return {
    __typename: 'Offer',
    id: '7001',
    name: 'Beetroot (per kg)',
    priceInCents: 1399,
    basePriceInCents: 1799,
    savingInCents: 400,
    unitPriceInCents: 1399,
    priceUnit: 'kg',
    startAt: '2020-11-20T00:00:00+02:00',
    endAt: '2099-12-05T00:00:00+02:00',
    promo: true,
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
      id: '501',
      name: 'Beetroot',
      imageUrl: 'https://example.test/beetroot.png',
      largeImageUrl: 'https://example.test/beetroot-lg.png',
      pack: 'Per kg',
      unit: 'kg',
      measurement: 1,
      productId: '12',
      brand: null,
    },
    supplier: { id: '303', name: 'Kaap Spens Milnerton', closedText: null },
    ...overrides,
  };
}

function renderCard(offer: Offer) {
  renderInShop(
    <ul>
      <OfferCard offer={offer} listName="Leaflet promotions" showSupplier />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('OfferCard', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('lets the shopper add a promotion that has started', () => {
    const card = renderCard(promotion());
    const add = within(card).getByRole('button', { name: 'Add Beetroot (per kg) to basket' });
    expect(add).toHaveProperty('disabled', false);
    expect(add.textContent).toBe('Add');
  });

  it('adds at least the least the offer sells before the scripts run, never lowering a line', () => {
    const card = renderCard(promotion());
    const add = within(card).getByRole('button', { name: 'Add Beetroot (per kg) to basket' });
    const form = add.closest('form');
    expect(form?.getAttribute('action')).toBe('/basket');
    expect(form?.getAttribute('method')).toBe('post');
    const fields = Object.fromEntries(new FormData(form ?? undefined));
    expect(fields).toMatchObject({
      offerId: '7001',
      sellableId: '501',
      supplierId: '303',
      quantity: '0.25',
      atLeast: '1',
    });
  });

  it('shows a promotion that has not started as upcoming, with when it starts and no Add', () => {
    const card = renderCard(promotion({ startAt: '2099-11-27T00:00:00+02:00' }));
    expect(within(card).queryByRole('button', { name: /^Add / })).toBeNull();
    const upcoming = within(card).getByRole('button', {
      name: 'Beetroot (per kg) can be added from 27 Nov',
    });
    expect(upcoming).toHaveProperty('disabled', true);
    expect(upcoming.textContent).toBe('From 27 Nov');
    // The card still says until when it runs.
    expect(card.textContent).toContain('Valid until 04 Dec');
  });

  it('reads the start day in Johannesburg time', () => {
    // 22:30 UTC on the 26th is 00:30 on the 27th in Johannesburg.
    const card = renderCard(promotion({ startAt: '2099-11-26T22:30:00Z' }));
    expect(within(card).getByRole('button').textContent).toBe('From 27 Nov');
  });

  it('marks an offer of a branch that is closed now, with the branch notice as its title', () => {
    const closedText = 'Closed for stocktake until Monday 08:00.';
    const card = renderCard(
      promotion({ supplier: { id: '303', name: 'Kaap Spens Milnerton', closedText } }),
    );
    const mark = within(card).getByText('Closed now');
    expect(mark.getAttribute('title')).toBe(closedText);
  });

  it('puts no mark on an open branch', () => {
    const card = renderCard(promotion());
    expect(within(card).queryByText('Closed now')).toBeNull();
  });
});
