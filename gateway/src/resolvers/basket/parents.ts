/** Parent types of basket resolvers (codegen `mappers`): named parts of the legacy REST shapes. */
import type { RestCart, RestCompareDebugResponse } from '@shopfront/legacy-sim/contract';

export type CartLineParent = RestCart['items'][number];
export type CheapestBasketParent = RestCompareDebugResponse['cheapest_basket'];
export type CheapestBasketItemParent = CheapestBasketParent['items'][number];
