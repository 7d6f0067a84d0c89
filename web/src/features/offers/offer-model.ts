/** From a GraphQL offer to the basket's snapshot and the stepper's rules. */
import type { BasketOffer_OfferFragment } from '../basket/BasketOffer_offer.generated';
import type { ComboItems_SellableFragment } from './ComboItems_sellable.generated';
import type { OfferCard_OfferFragment } from './OfferCard_offer.generated';
import { quantityRules, type QuantityRules } from '../../lib/quantity';
import type { CartOffer } from '../basket/cart-store';

/**
 * The fields of `BasketOffer_offer`, whichever fragment brought them: every query spreads it with
 * `@unmask`, as these pure helpers (not components) turn an offer into a basket line and rules.
 */
type BasketOfferFields = Omit<BasketOffer_OfferFragment, ' $fragmentName'>;

/** An offer as lists show it; combos also carry their items. */
export type Offer = OfferCard_OfferFragment & {
  sellable: OfferCard_OfferFragment['sellable'] & Partial<ComboItems_SellableFragment>;
};

/**
 * A promotion or stokvel price that has not started yet (leaflet specials list those too): shown
 * with its start day, it cannot be added to the basket before then.
 */
export function startsLater(offer: { startAt?: string | null }, now: number = Date.now()): boolean {
  return !!offer.startAt && Date.parse(offer.startAt) > now;
}

export function toCartOffer(offer: BasketOfferFields): CartOffer {
  return {
    id: offer.id,
    name: offer.name,
    priceInCents: offer.priceInCents,
    basePriceInCents: offer.basePriceInCents,
    imageUrl: offer.sellable.imageUrl,
    pack: offer.sellable.pack,
    unit: offer.sellable.unit,
    measurement: offer.sellable.measurement,
    brand: offer.sellable.brand?.name ?? null,
    sellableId: offer.sellable.id,
    productId: offer.sellable.productId,
    supplierId: offer.supplier.id,
    supplierName: offer.supplier.name,
    outOfStock: offer.outOfStock,
    promo: offer.promo,
    stokvel: offer.stokvel,
    stokvelMinQuantity: offer.stokvelMinQuantity,
    stockLeft: offer.stockLeft,
    endAt: offer.endAt,
    perKg: offer.perKg,
    perKgQtyMin: offer.perKg ? offer.quantityRule.minimum : null,
    perKgQtyStep: offer.perKg ? offer.quantityRule.step : null,
    perKgConversionRate: offer.perKg ? offer.quantityRule.conversionRate : null,
    perKgSymbol: offer.perKg ? offer.quantityRule.symbol : null,
  };
}

export function rulesOf(offer: BasketOfferFields): QuantityRules {
  return quantityRules(toCartOffer(offer));
}

export function analyticsOffer(offer: Offer) {
  return {
    id: offer.id,
    name: offer.name,
    priceInCents: offer.priceInCents,
    brand: offer.sellable.brand?.name,
    category: offer.rootCategoryName,
    supplierName: offer.supplier.name,
  };
}
