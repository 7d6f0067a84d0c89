import type { SupplierBasketResolvers } from '../../generated/resolvers-types.js';

export const SupplierBasket: SupplierBasketResolvers = {
  missingItems: (basket) => basket.items.filter((item) => item.offer === null),
  missingItemsCount: (basket) => basket.missing_items_count,
  dearerItems: (basket) => basket.items.filter((item) => item.unit_price_over_threshold),
  subtotalInCents: (basket) => basket.subtotal_in_cents,
  shippingCostInCents: (basket) => (basket.collected ? 0 : (basket.shipping_cost_in_cents ?? 0)),
  delivers: (basket) => basket.shipping_cost_in_cents !== null,
  servesDispatch: (basket) => basket.serves !== false,
  closed: async ({ supplier }, _args, { loaders }) => {
    const branch = 'closed_text' in supplier ? supplier : await loaders.supplier.load(supplier.id);
    return Boolean(branch.closed_text);
  },
  totalInCents: (basket) => basket.total_in_cents,
  varianceVsCheapestPercent: (basket) => basket.total_vs_cheapest_variance_percent,
  percentOfCheapest: (basket) => basket.percent_value_vs_cheapest,
  unitPriceOverThresholdCount: (basket) => basket.unit_price_varience_over_threshold_count,
  directOverallCalculation: (basket) => basket.direct_overall_calculation,
};
