import type { RestComparedBasket, RestSupplier } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { DispatchMethod } from '../../generated/resolvers-types.js';
import { rankForDispatch } from './ranking.js';

function basket(id: number, subtotal: number, shipping: number | null, missing = 0) {
  return {
    supplier: { id, name: `Branch ${id}`, image_url: '' },
    items: [],
    subtotal_in_cents: subtotal,
    shipping_cost_in_cents: shipping,
    total_in_cents: subtotal + (shipping ?? 0),
    total_vs_cheapest_variance_percent: 0,
    percent_value_vs_cheapest: 100,
    unit_price_varience_over_threshold_count: 0,
    direct_overall_calculation: missing === 0,
    missing_items_count: missing,
  } satisfies RestComparedBasket;
}

function branches(list: Array<[id: number, distance: number, closed?: boolean]>) {
  return new Map(
    list.map(([id, distance, closed]) => [
      id,
      { id, distance, closed_text: closed ? 'Closed until Monday 08:00.' : null } as RestSupplier,
    ]),
  );
}

const ids = (ranked: Array<{ supplier: { id: number } }>) => ranked.map((b) => b.supplier.id);

describe('rankForDispatch', () => {
  it('compares collected baskets on their items alone', () => {
    const ranked = rankForDispatch(
      [basket(1, 3298, null), basket(2, 2898, 7184), basket(3, 2998, 4500)],
      DispatchMethod.Collect,
      branches([
        [1, 8],
        [2, 12],
        [3, 3],
      ]),
    );
    expect(ids(ranked)).toEqual([2, 3, 1]);
    expect(ranked.map((b) => b.total_in_cents)).toEqual([2898, 2998, 3298]);
    expect(ranked[1]?.total_vs_cheapest_variance_percent).toBe(3.45);
  });

  it('puts branches that cannot deliver after those that can', () => {
    const ranked = rankForDispatch(
      [basket(1, 1000, null), basket(2, 2000, 500)],
      DispatchMethod.Deliver,
      branches([
        [1, 1],
        [2, 2],
      ]),
    );
    expect(ids(ranked)).toEqual([2, 1]);
    expect(ranked.map((b) => b.serves)).toEqual([true, false]);
  });

  it('gives a tie to the open branch, then to the nearer', () => {
    const ranked = rankForDispatch(
      [basket(1, 1400, null), basket(2, 1400, null), basket(3, 1400, null)],
      DispatchMethod.Collect,
      branches([
        [1, 2, true],
        [2, 9],
        [3, 4],
      ]),
    );
    expect(ids(ranked)).toEqual([3, 2, 1]);
  });

  it('never puts a closed branch first while an open one has the whole basket', () => {
    const ranked = rankForDispatch(
      [basket(1, 1000, null), basket(2, 1500, null), basket(3, 900, null, 1)],
      DispatchMethod.Collect,
      branches([
        [1, 1, true],
        [2, 5],
        [3, 1],
      ]),
    );
    expect(ids(ranked)).toEqual([2, 1, 3]);
  });
});
