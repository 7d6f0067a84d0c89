/**
 * A weighed item in French: its name ends "(au kilo)" and its pack, "Per kg" from the legacy API,
 * is not said a second time under it ("Au kilo" stood under "Beetroot (au kilo)").
 */
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OfferCard } from './OfferCard';
import type { Offer } from './offer-model';
import { renderInShop } from '../../test-support/render-in-shop';

const beetroot: Offer = {
  __typename: 'Offer',
  id: '7001',
  name: 'Beetroot (per kg)',
  priceInCents: 1399,
  basePriceInCents: 1399,
  savingInCents: 0,
  unitPriceInCents: 1399,
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
    id: '501',
    name: 'Beetroot',
    imageUrl: 'https://example.test/beetroot.png',
    largeImageUrl: 'https://example.test/beetroot-lg.png',
    pack: 'Per kg',
    unit: 'kg',
    measurement: 1,
    productId: '12',
    brand: { __typename: 'Brand', id: '9', name: 'Farmhouse Hen' },
  },
  supplier: { id: '101', name: 'Mzansi Fresh Parow', closedText: null },
} as Offer;

describe('OfferCard in French', () => {
  afterEach(cleanup);
  afterAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });

  it('says "au kilo" once, in the name, and still names the brand', () => {
    i18n.load('fr', {
      [generateMessageId('Per kg')]: 'Au kilo',
      [generateMessageId('(per kg)')]: '(au kilo)',
    });
    i18n.activate('fr');
    renderInShop(
      <ul>
        <OfferCard offer={beetroot} listName="Search" showSupplier />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(screen.getByRole('heading', { name: 'Beetroot (au kilo)' })).toBeTruthy();
    expect(card.textContent).not.toMatch(/Au kilo/);
    expect(card.querySelector('.offer-meta')?.textContent).toBe('Farmhouse Hen');
  });
});
