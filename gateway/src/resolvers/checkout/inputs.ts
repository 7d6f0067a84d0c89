/** Checks and converts basket arguments to the legacy request shapes. */
import type { RestCartLine } from '@shopfront/legacy-api';
import type { CartLineInput, GeoPointInput } from '../../generated/resolvers-types.js';
import { badUserInput, parseLegacyId } from '../errors.js';

/** Quantities are kept to 5 decimals, as the client stores them. */
const roundQuantity = (qty: number) => Math.round(qty * 1e5) / 1e5;

export function cartLines(items: readonly CartLineInput[], argument: string): RestCartLine[] {
  if (items.length > 500) throw badUserInput(`${argument} may hold at most 500 lines`, argument);
  return items.map((item, index) => {
    const qty = roundQuantity(item.quantity);
    if (!Number.isFinite(qty) || qty <= 0 || qty > 10_000) {
      throw badUserInput(
        `${argument}[${index}].quantity must be more than 0 and at most 10000`,
        argument,
      );
    }
    const line: RestCartLine = {
      offer_id: parseLegacyId(item.offerId, `${argument}[${index}].offerId`),
      qty,
    };
    if (item.seenPriceInCents != null) {
      if (item.seenPriceInCents < 0) {
        throw badUserInput(`${argument}[${index}].seenPriceInCents must not be negative`, argument);
      }
      line.price_in_cents = item.seenPriceInCents;
    }
    return line;
  });
}

export function checkLocation(point: GeoPointInput, argument: string): GeoPointInput {
  if (point.latitude < -90 || point.latitude > 90) {
    throw badUserInput(`${argument}.latitude must be between -90 and 90`, argument);
  }
  if (point.longitude < -180 || point.longitude > 180) {
    throw badUserInput(`${argument}.longitude must be between -180 and 180`, argument);
  }
  return point;
}
