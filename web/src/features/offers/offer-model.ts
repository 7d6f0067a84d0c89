/** From a GraphQL offer to what the basket keeps of it and the stepper's rules. */
import { offerQuantityRules, type BasketOfferFields } from '../basket/offer-quantity-rules';
import type { ComboItems_SellableFragment } from './ComboItems_sellable.generated';
import type { OfferCard_OfferFragment } from './OfferCard_offer.generated';
import type { QuantityRules } from '../../lib/quantity';
import type { OfferToAdd } from '../basket/cart-store';

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

/**
 * What the basket is told of an offer being added: its ids, the name and price the shopper was
 * shown, and the offer itself (the new line shows at once, before the gateway answers).
 */
export function toCartOffer(offer: BasketOfferFields): OfferToAdd {
  return {
    id: offer.id,
    name: offer.name,
    priceInCents: offer.priceInCents,
    sellableId: offer.sellable.id,
    supplierId: offer.supplier.id,
    shown: { ...offer, __typename: 'Offer' },
  };
}

export function rulesOf(offer: BasketOfferFields): QuantityRules {
  return offerQuantityRules(offer);
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
