/**
 * Basket comparison across branches: each nearby enabled branch prices the cart's sellables with
 * its best in-stock offer; baskets missing fewer items and costing less come first. The variance
 * is against the cheapest basket; a line whose unit price is more than the threshold above the
 * cheapest branch's counts towards `unit_price_varience_over_threshold_count`.
 */
import type {
  RestComparedBasket,
  RestComparedItem,
  RestCompareDebugResponse,
} from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { distanceKm } from '../lib/geo.js';
import { lineTotal } from '../lib/money.js';
import { toRestOffer, toSupplierSummary } from '../present/catalogue.js';
import { lookup } from '../state/lookup.js';
import type { CartRecord } from '../state/types.js';
import { bestOffer, isInStock } from './pricing.js';
import { deliveryCost } from './shipping.js';

export const UNIT_PRICE_THRESHOLD_PERCENT = 10;
export const COMPARE_RADIUS_KM = 50;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The cart's lines by sellable (two offers of one sellable add up). */
function cartSellables(
  ctx: SimContext,
  cart: CartRecord,
): Array<{ sellableId: number; qty: number }> {
  const bySellable = new Map<number, number>();
  for (const item of cart.items) {
    const offer = lookup(ctx.state).offers.get(item.offerId);
    if (offer) bySellable.set(offer.sellableId, (bySellable.get(offer.sellableId) ?? 0) + item.qty);
  }
  return [...bySellable.entries()].map(([sellableId, qty]) => ({ sellableId, qty }));
}

export function compareCart(
  ctx: SimContext,
  cart: CartRecord,
  lat: number,
  lon: number,
): { baskets: RestComparedBasket[]; cheapest: RestCompareDebugResponse['cheapest_basket'] } {
  const now = ctx.clock.now();
  const lines = cartSellables(ctx, cart);
  const suppliers = ctx.state.suppliers.filter(
    (supplier) =>
      !supplier.disabled && distanceKm(lat, lon, supplier.lat, supplier.lon) <= COMPARE_RADIUS_KM,
  );

  const raw = suppliers.map((supplier) => {
    const items = lines.map((line) => {
      const offer = bestOffer(ctx.state, supplier.id, line.sellableId, line.qty, now);
      const stocked = offer !== null && isInStock(offer);
      const price = stocked ? offer.priceInCents : 0;
      return { line, offer: stocked ? offer : null, price, total: lineTotal(price, line.qty) };
    });
    const subtotal = items.reduce((sum, item) => sum + item.total, 0);
    const agency = ctx.state.agencies.find((candidate) => candidate.id === supplier.agencyId);
    // Null: the branch cannot deliver there, so its basket is collected and costs no delivery.
    const shipping = deliveryCost(agency, supplier, subtotal, lat, lon);
    return { supplier, items, subtotal, shipping, total: subtotal + (shipping ?? 0) };
  });

  // Cheapest unit price per sellable across branches that stock it.
  const cheapestUnit = new Map<number, { price: number; supplierId: number }>();
  for (const basket of raw) {
    for (const item of basket.items) {
      const best = cheapestUnit.get(item.line.sellableId);
      if (item.offer && (!best || item.price < best.price))
        cheapestUnit.set(item.line.sellableId, {
          price: item.price,
          supplierId: basket.supplier.id,
        });
    }
  }

  const missing = (basket: (typeof raw)[number]) => basket.items.filter((i) => !i.offer).length;
  raw.sort((a, b) => missing(a) - missing(b) || a.total - b.total || a.supplier.id - b.supplier.id);
  const cheapestTotal = raw[0]?.total ?? 0;

  const baskets = raw.map((basket): RestComparedBasket => {
    const items = basket.items.map((item): RestComparedItem => {
      const best = cheapestUnit.get(item.line.sellableId);
      return {
        sellable_id: item.line.sellableId,
        qty: item.line.qty,
        offer: item.offer ? toRestOffer(ctx, item.offer) : null,
        price_in_cents: item.price,
        total_in_cents: item.total,
        unit_price_over_threshold:
          item.offer !== null &&
          best !== undefined &&
          item.price > best.price * (1 + UNIT_PRICE_THRESHOLD_PERCENT / 100),
      };
    });
    const missingCount = missing(basket);
    return {
      supplier: toSupplierSummary(ctx, basket.supplier.id),
      items,
      subtotal_in_cents: basket.subtotal,
      shipping_cost_in_cents: basket.shipping,
      total_in_cents: basket.total,
      total_vs_cheapest_variance_percent: cheapestTotal
        ? round2(((basket.total - cheapestTotal) / cheapestTotal) * 100)
        : 0,
      percent_value_vs_cheapest: cheapestTotal ? round2((basket.total / cheapestTotal) * 100) : 100,
      unit_price_varience_over_threshold_count: items.filter((i) => i.unit_price_over_threshold)
        .length,
      direct_overall_calculation: missingCount === 0,
      missing_items_count: missingCount,
    };
  });

  const cheapestItems = lines.flatMap((line) => {
    const best = cheapestUnit.get(line.sellableId);
    return best
      ? [
          {
            qty: line.qty,
            sellable_id: line.sellableId,
            price_in_cents: best.price,
            supplier_id: best.supplierId,
          },
        ]
      : [];
  });
  return {
    baskets,
    cheapest: {
      items: cheapestItems,
      total_in_cents: cheapestItems.reduce((sum, i) => sum + lineTotal(i.price_in_cents, i.qty), 0),
    },
  };
}
