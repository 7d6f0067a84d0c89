/**
 * The server-owned basket as the gateway stores it: one per shopper (a visitor's under the id
 * sealed in their basket cookie, a signed-in shopper's by their user id), each line the offer as
 * last read, its stored quantity and the unit price the shopper agreed to.
 */
import type { RestOffer } from '@shopfront/legacy-api';

export interface StoredLine {
  offerId: number;
  /** Stored quantity: the shown amount times the offer's conversion rate, 5 decimals. */
  quantity: number;
  /** The unit price the shopper agreed to, in cents. */
  agreedPriceInCents: number;
  /** The offer as last read (current for a signed-in shopper once the basket was refreshed). */
  offer: RestOffer;
}

export interface StoredBasket {
  /** The basket's own id (a visitor's random id, or `shopper:<userId>`). */
  id: string;
  /** The legacy server cart mirroring the lines (a signed-in shopper in market mode); else null. */
  cartId: number | null;
  lines: StoredLine[];
  /** When the basket was last written (ms since the epoch). */
  updatedAt: number;
}
