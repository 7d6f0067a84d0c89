/**
 * An offer snapshot as `cart-v1` kept it before it held intent only (about 24 fields, flattened by
 * the old `toCartOffer`), read back as the `BasketOffer_offer` fragment, for the cache to hold
 * until the gateway answers. The snapshot kept the brand's name but not its id: the brand is left
 * out until the offer is read again.
 */
import type { BasketOffer_OfferFragment } from './BasketOffer_offer.generated';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const numberOr = <T>(value: unknown, fallback: T) => (typeof value === 'number' ? value : fallback);

export function snapshotAsOffer(
  snapshot: Record<string, unknown>,
): BasketOffer_OfferFragment | null {
  const { id, name, priceInCents, sellableId, supplierId } = snapshot;
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    typeof priceInCents !== 'number' ||
    typeof sellableId !== 'string' ||
    typeof supplierId !== 'string'
  )
    return null;
  const perKg = snapshot.perKg === true;
  return {
    __typename: 'Offer',
    id,
    name,
    priceInCents,
    basePriceInCents: numberOr(snapshot.basePriceInCents, priceInCents),
    endAt: typeof snapshot.endAt === 'string' ? snapshot.endAt : null,
    promo: snapshot.promo === true,
    stokvel: snapshot.stokvel === true,
    stokvelMinQuantity: numberOr(snapshot.stokvelMinQuantity, null),
    stockLeft: numberOr(snapshot.stockLeft, null),
    outOfStock: snapshot.outOfStock === true,
    perKg,
    quantityRule: {
      __typename: 'QuantityRule',
      minimum: perKg ? numberOr(snapshot.perKgQtyMin, 0.25) : 1,
      step: perKg ? numberOr(snapshot.perKgQtyStep, 0.05) : 1,
      conversionRate: perKg ? numberOr(snapshot.perKgConversionRate, 1) : 1,
      symbol: perKg ? text(snapshot.perKgSymbol, 'kg') : null,
    },
    sellable: {
      __typename: 'Sellable',
      id: sellableId,
      imageUrl: text(snapshot.imageUrl),
      pack: text(snapshot.pack),
      unit: text(snapshot.unit),
      measurement: numberOr(snapshot.measurement, 1),
      productId: typeof snapshot.productId === 'string' ? snapshot.productId : null,
      brand: null,
    },
    supplier: {
      __typename: 'Supplier',
      id: supplierId,
      name: text(snapshot.supplierName),
      closedText: null,
    },
  };
}
