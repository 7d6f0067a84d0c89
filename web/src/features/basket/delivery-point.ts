/**
 * Where delivery fees are measured to, as the shopper is told it: the address chosen for this
 * basket's delivery (checkout prices it there), else the suburb or town they said they are in,
 * else the device's position, else the shop's default point (we do not know where they are, and
 * must say so rather than show fees to an unstated place). The same order as the comparison's
 * location (comparison-query.ts).
 */
import type { CheckoutAddress } from '../../core/checkout-store';
import type { Position } from '../../lib/geolocation';

export type DeliveryPoint =
  | { kind: 'address'; name: string }
  | { kind: 'place'; name: string }
  | { kind: 'device' }
  | { kind: 'default' };

export function deliveryPoint(
  address: Pick<CheckoutAddress, 'formatted'> | null,
  position: Pick<Position, 'source' | 'placeName'> | null,
): DeliveryPoint {
  if (address) return { kind: 'address', name: address.formatted };
  if (position?.source === 'place' && position.placeName)
    return { kind: 'place', name: position.placeName };
  if (position?.source === 'device') return { kind: 'device' };
  return { kind: 'default' };
}
