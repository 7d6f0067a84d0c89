/** Parent types of basket resolvers (codegen `mappers`): named parts of the legacy REST shapes. */
import type {
  RestCart,
  RestCompareDebugResponse,
  RestSupplierSummary,
} from '@shopfront/legacy-api';

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
