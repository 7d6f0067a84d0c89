import type { GatewayContext } from '../../context.js';
import type { SupplierBasketResolvers } from '../../generated/resolvers-types.js';
import type { SupplierBasketParent } from './parents.js';

/** The branch's closing notice: from the compared branch in full, else looked up; null when open. */
async function closedTextOf(
  supplier: SupplierBasketParent['supplier'],
  loaders: GatewayContext['loaders'],
): Promise<string | null> {
  const branch = 'closed_text' in supplier ? supplier : await loaders.supplier.load(supplier.id);
  return branch.closed_text || null;
}

export const SupplierBasket: SupplierBasketResolvers = {
  missingItems: (basket) => basket.items.filter((item) => item.offer === null),
  missingItemsCount: (basket) => basket.missing_items_count,
  dearerItems: (basket) => basket.items.filter((item) => item.unit_price_over_threshold),
  subtotalInCents: (basket) => basket.subtotal_in_cents,
  shippingCostInCents: (basket) => (basket.collected ? 0 : (basket.shipping_cost_in_cents ?? 0)),
  delivers: (basket) => basket.shipping_cost_in_cents !== null,
  servesDispatch: (basket) => basket.serves !== false,
  closed: async ({ supplier }, _args, { loaders }) =>
    Boolean(await closedTextOf(supplier, loaders)),
  closedText: ({ supplier }, _args, { loaders }) => closedTextOf(supplier, loaders),
  totalInCents: (basket) => basket.total_in_cents,
  varianceVsCheapestPercent: (basket) => basket.total_vs_cheapest_variance_percent,
  percentOfCheapest: (basket) => basket.percent_value_vs_cheapest,
  unitPriceOverThresholdCount: (basket) => basket.unit_price_varience_over_threshold_count,
  directOverallCalculation: (basket) => basket.direct_overall_calculation,
};
