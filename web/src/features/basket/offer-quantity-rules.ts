/**
 * An offer's quantity rules (per-kg steps, stokvel minimum, stock left) from the fields of the
 * basket's `BasketOffer_offer` fragment: the basket and the offers' add buttons read them alike.
 */
import type { BasketOffer_OfferFragment } from './BasketOffer_offer.generated';
import { quantityRules, type QuantityRules } from '../../lib/quantity';

/**
 * The fields of `BasketOffer_offer`, whichever fragment brought them: the offer card's fragment
 * spreads it with `@unmask`, as these pure helpers (not components) read the offer's rules.
 */
export type BasketOfferFields = Omit<BasketOffer_OfferFragment, ' $fragmentName'>;

/** The quantity rules of an offer, from the fields of `BasketOffer_offer`. */
export function offerQuantityRules(offer: BasketOfferFields): QuantityRules {
  return quantityRules({
    perKg: offer.perKg,
    perKgQtyMin: offer.perKg ? offer.quantityRule.minimum : null,
    perKgQtyStep: offer.perKg ? offer.quantityRule.step : null,
    perKgConversionRate: offer.perKg ? offer.quantityRule.conversionRate : null,
    perKgSymbol: offer.perKg ? offer.quantityRule.symbol : null,
    stokvel: offer.stokvel,
    stokvelMinQuantity: offer.stokvelMinQuantity,
    stockLeft: offer.stockLeft,
  });
}
