import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../offers/offer-model';
import { BranchPrices } from './BranchPrices';
import { renderInShop } from '../../test-support/render-in-shop';

/** "Mushrooms Sliced" 410 g, as the product page's Price comparison lists it. */
function mushrooms(
  id: string,
  branch: string,
  brand: string,
  priceInCents: number,
  basePriceInCents = priceInCents,
): Offer {
  return {
    __typename: 'Offer',
    id,
    name: `${brand} Mushrooms Sliced 410 g`,
    priceInCents,
    basePriceInCents,
    savingInCents: basePriceInCents - priceInCents,
    unitPriceInCents: Math.round((priceInCents * 1000) / 410),
    priceUnit: 'kg',
    startAt: basePriceInCents > priceInCents ? '2020-11-20T00:00:00+02:00' : null,
    endAt: basePriceInCents > priceInCents ? '2099-12-01T00:00:00+02:00' : null,
    promo: basePriceInCents > priceInCents,
    stokvel: false,
    stokvelMinQuantity: null,
    stockLeft: null,
    outOfStock: false,
    lowStockLabel: null,
    lowStockText: null,
    perKg: false,
    quantityRule: { minimum: 1, step: 1, conversionRate: 1, symbol: null },
    rootCategoryName: 'Pantry',
    sellable: {
      id: `s-${brand}`,
      name: `${brand} Mushrooms Sliced 410 g`,
      imageUrl: 'https://example.test/mushrooms.png',
      largeImageUrl: 'https://example.test/mushrooms-lg.png',
      pack: '410 g',
      unit: 'g',
      measurement: 410,
      productId: '41',
      brand: { id: `b-${brand}`, name: brand },
    },
    supplier: { id: '102', name: 'Mzansi Fresh Tyger Valley', closedText: null },
  };
}

function rows(offers: Offer[]) {
  renderInShop(<BranchPrices offers={offers} productName="Mushrooms Sliced" />);
  return screen.getAllByRole('listitem').map((row) => row.textContent ?? '');
}

describe('BranchPrices', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('names the brand in each row when the branches sell the product under several brands', () => {
    const texts = rows([
      mushrooms('1', 'Mzansi Fresh Tyger Valley', 'Koo-Koo', 1899, 2499),
      mushrooms('2', 'Mzansi Fresh Tyger Valley', 'Lucky Catch', 2199),
      mushrooms('3', 'Mzansi Fresh Tyger Valley', 'Koo-Koo', 2499),
    ]);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Koo-Koo');
    expect(texts[0]).toContain('Special');
    expect(texts[1]).toContain('Lucky Catch');
    expect(texts[2]).toContain('Koo-Koo');
    expect(texts[1]).not.toContain('Koo-Koo');
    // The same pack everywhere: it would tell nothing apart.
    expect(texts.some((text) => text.includes('410 g'))).toBe(false);
  });

  it('does not call a special that starts later the cheapest, and offers it from its start day', () => {
    const upcoming = {
      ...mushrooms('1', 'Mzansi Fresh Tyger Valley', 'Koo-Koo', 1899, 2499),
      startAt: '2099-11-27T00:00:00+02:00',
    };
    const texts = rows([
      upcoming,
      mushrooms('2', 'Mzansi Fresh Tyger Valley', 'Lucky Catch', 2199),
    ]);
    expect(texts[0]).not.toContain('Cheapest');
    expect(texts[0]).toContain('From 27 Nov');
    expect(texts[1]).toContain('Cheapest');
  });

  it('names no brand when every offer is of one brand', () => {
    const texts = rows([
      mushrooms('1', 'Mzansi Fresh Tyger Valley', 'Lucky Catch', 2199),
      mushrooms('2', 'Mzansi Fresh Durbanville', 'Lucky Catch', 2299),
    ]);
    expect(texts.some((text) => text.includes('Lucky Catch'))).toBe(false);
  });

  it('groups 1 l and 2 l, and names the pack cheapest per litre beside the cheapest of each pack', () => {
    const milk = (id: string, branch: string, litres: number, price: number): Offer => {
      const base = mushrooms(id, branch, 'Clover Hill', price);
      return {
        ...base,
        name: `Clover Hill Full Cream Milk ${litres} l`,
        unitPriceInCents: Math.round(price / litres),
        priceUnit: 'l',
        sellable: {
          ...base.sellable,
          id: `milk-${litres}`,
          pack: `${litres} l`,
          unit: 'l',
          measurement: litres,
        },
        supplier: { id, name: branch, closedText: null },
      };
    };
    renderInShop(
      <BranchPrices
        offers={[
          milk('1', 'Boland Bulk Bellville', 1, 1799),
          milk('2', 'Mzansi Fresh Parow', 1, 1999),
          milk('3', 'Boland Bulk Kuils River', 2, 3300),
          milk('4', 'Kaap Spens Goodwood', 2, 3999),
        ]}
        productName="Full Cream Milk"
      />,
    );
    const oneLitre = screen.getByRole('list', { name: 'Offers for Full Cream Milk, 1 l' });
    const twoLitres = screen.getByRole('list', { name: 'Offers for Full Cream Milk, 2 l' });
    expect(within(oneLitre).getAllByRole('listitem')).toHaveLength(2);
    expect(within(twoLitres).getAllByRole('listitem')).toHaveLength(2);
    const [bellville] = within(oneLitre).getAllByRole('listitem');
    const [kuilsRiver] = within(twoLitres).getAllByRole('listitem');
    expect(bellville!.textContent).toContain('Cheapest 1 l');
    expect(bellville!.textContent).not.toContain('per litre');
    expect(kuilsRiver!.textContent).toContain('Cheapest per litre');
    expect(kuilsRiver!.textContent?.replace(/\u00a0/g, ' ')).toContain('R 16.50 / l');
  });

  it('shows a special with the shelf price it undercuts struck through', () => {
    const texts = rows([mushrooms('1', 'Mzansi Fresh Tyger Valley', 'Koo-Koo', 1899, 2599)]);
    expect(texts).toHaveLength(1);
    expect(screen.getByLabelText('Was R 25.99')).toBeTruthy();
  });
});
