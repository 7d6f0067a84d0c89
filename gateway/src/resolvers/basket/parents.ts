/** Parent types of basket resolvers (codegen `mappers`): named parts of the legacy REST shapes. */
import type {
  RestCart,
  RestComparedBasket,
  RestCompareDebugResponse,
  RestSupplierSummary,
} from '@shopfront/legacy-api';
import type { DispatchMethod } from '../../generated/resolvers-types.js';
import type { StoredBasket } from '../../basket/types.js';
import type { SupplierParent } from '../catalogue/parents.js';

export type CartLineParent = RestCart['items'][number];

/**
 * One line of the cheapest mixed basket, with the short supplier taken from the comparison's own
 * baskets (so naming the supplier costs no upstream call); null when no basket names it.
 */
export type CheapestBasketItemParent =
  RestCompareDebugResponse['cheapest_basket']['items'][number] & {
    supplierSummary: RestSupplierSummary | null;
  };

export interface CheapestBasketParent {
  total_in_cents: number;
  items: CheapestBasketItemParent[];
}

/** One supplier's basket; `supplier` is the full branch once the comparison was ranked. */
export interface SupplierBasketParent extends Omit<RestComparedBasket, 'supplier'> {
  supplier: SupplierParent;
  /** Compared for collection: no delivery in the totals. */
  collected?: boolean;
  /** False when the branch cannot serve the compared dispatch; absent means it can. */
  serves?: boolean;
}

/** A comparison: as the legacy API sends it, or ranked for a dispatch choice. */
export interface BasketComparisonParent {
  cart_id: number;
  unit_price_threshold_percent: number;
  baskets: SupplierBasketParent[];
  dispatch?: DispatchMethod | null;
}

/**
 * The current shopper's basket as stored, and how to read its lines' offers as sold now (once
 * per request, for a signed-in shopper in market mode; the stored lines as they are otherwise).
 */
export interface BasketParent {
  stored: StoredBasket;
  current(): Promise<StoredBasket>;
}
