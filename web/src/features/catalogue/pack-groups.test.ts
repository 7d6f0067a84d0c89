import { describe, expect, it } from 'vitest';
import type { Offer } from '../offers/offer-model';
import { cheapestPerUnit, packGroups } from './pack-groups';

/** Full Cream Milk at one branch, in a pack of `litres`. */
function milk(id: string, litres: number, priceInCents: number, extra: Partial<Offer> = {}): Offer {
  return {
    __typename: 'Offer',
    id,
    name: `Clover Hill Full Cream Milk ${litres} l`,
    priceInCents,
    basePriceInCents: priceInCents,
    savingInCents: 0,
    unitPriceInCents: Math.round(priceInCents / litres),
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
      id: `s-${litres}`,
      name: `Clover Hill Full Cream Milk ${litres} l`,
      imageUrl: 'https://example.test/milk.svg',
      largeImageUrl: 'https://example.test/milk-lg.svg',
      pack: `${litres} l`,
      unit: 'l',
      measurement: litres,
      productId: '86',
      brand: { id: 'b1', name: 'Clover Hill' },
    },
    supplier: { id: id, name: `Branch ${id}`, closedText: null },
    ...extra,
  };
}

describe('packGroups', () => {
  it('groups by pack, smallest first, each cheapest first', () => {
    const groups = packGroups([
      milk('1', 2, 3499),
      milk('2', 1, 1999),
      milk('3', 1, 1799),
      milk('4', 2, 3299),
    ]);
    expect(groups.map((group) => group.pack)).toEqual(['1 l', '2 l']);
    expect(groups[0]!.offers.map((offer) => offer.id)).toEqual(['3', '2']);
    expect(groups[1]!.offers.map((offer) => offer.id)).toEqual(['4', '1']);
    expect(groups[1]!.cheapest.id).toBe('4');
  });

  it('calls the cheapest of a pack one the shopper can buy now', () => {
    const [group] = packGroups([milk('1', 1, 1599, { outOfStock: true }), milk('2', 1, 1799)]);
    expect(group!.cheapest.id).toBe('2');
  });
});

describe('cheapestPerUnit', () => {
  it('finds 2 l at R16.50 a litre cheaper than 1 l at R17.99', () => {
    const best = cheapestPerUnit(packGroups([milk('1', 1, 1799), milk('2', 2, 3300)]));
    expect(best?.id).toBe('2');
  });

  it('says nothing for one pack, or packs priced each', () => {
    expect(cheapestPerUnit(packGroups([milk('1', 1, 1799), milk('2', 1, 1899)]))).toBeNull();
    const eggs = (id: string, count: number, price: number) =>
      milk(id, count, price, {
        priceUnit: 'each',
        unitPriceInCents: price,
        sellable: { ...milk(id, count, price).sellable, pack: `${count} pack`, unit: 'each' },
      });
    expect(cheapestPerUnit(packGroups([eggs('1', 6, 2199), eggs('2', 18, 5999)]))).toBeNull();
  });
});
