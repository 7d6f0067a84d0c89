/**
 * Ranks a comparison for the shopper's dispatch choice, like with like: for collection every
 * branch's basket costs its items alone; for delivery the items plus delivery, at the branches that
 * deliver there (the others cannot serve the choice and come last). Among baskets that serve the
 * choice and miss as few lines, an open branch comes before a closed one, then the cheaper total,
 * then the nearer branch. Variances are measured against the first basket.
 */
import type { RestComparedBasket, RestSupplier } from '@shopfront/legacy-api';
import { DispatchMethod } from '../../generated/resolvers-types.js';
import type { SupplierBasketParent } from './parents.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Ranked {
  basket: SupplierBasketParent;
  serves: boolean;
  closed: boolean;
  distance: number;
}

function compareRanked(a: Ranked, b: Ranked): number {
  return (
    Number(b.serves) - Number(a.serves) ||
    a.basket.missing_items_count - b.basket.missing_items_count ||
    Number(a.closed) - Number(b.closed) ||
    a.basket.total_in_cents - b.basket.total_in_cents ||
    a.distance - b.distance ||
    a.basket.supplier.id - b.basket.supplier.id
  );
}

/**
 * `branches` are the compared branches in full (closed notice, distance from the shopper), by id;
 * a branch missing from it counts as open and of unknown distance.
 */
export function rankForDispatch(
  baskets: readonly RestComparedBasket[],
  dispatch: DispatchMethod,
  branches: ReadonlyMap<number, RestSupplier>,
): SupplierBasketParent[] {
  const collected = dispatch === DispatchMethod.Collect;
  const ranked = baskets
    .map((basket): Ranked => {
      const branch = branches.get(basket.supplier.id);
      const serves = collected || basket.shipping_cost_in_cents !== null;
      const total = collected
        ? basket.subtotal_in_cents
        : basket.subtotal_in_cents + (basket.shipping_cost_in_cents ?? 0);
      return {
        basket: {
          ...basket,
          supplier: branch ?? basket.supplier,
          total_in_cents: total,
          collected,
          serves,
        },
        serves,
        closed: Boolean(branch?.closed_text),
        distance: branch?.distance ?? Number.POSITIVE_INFINITY,
      };
    })
    .sort(compareRanked);
  const first = ranked[0]?.basket.total_in_cents ?? 0;
  return ranked.map(({ basket }) => ({
    ...basket,
    total_vs_cheapest_variance_percent: first
      ? round2(((basket.total_in_cents - first) / first) * 100)
      : 0,
    percent_value_vs_cheapest: first ? round2((basket.total_in_cents / first) * 100) : 100,
  }));
}
