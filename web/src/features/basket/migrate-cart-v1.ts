/**
 * Once per device: a basket this browser kept itself before the gateway kept baskets (local
 * storage `cart-v1`, its lines either `{ offerId, quantity, seenPriceInCents }` or the older offer
 * snapshots `{ offer, qty }`) is sent to the gateway with `setBasketLines` (quantities set, prices
 * as the shopper saw them), then the key goes; the comparison's collect/deliver choice it held
 * moves to `compare-v1`. The gateway reads an offer by its sellable and branch: the snapshots hold
 * them, and so did the offers this device kept beside the lines (IndexedDB `basket-offers-v1`); a
 * line with neither cannot be sent and is left out, as is a line the gateway refuses (no longer
 * sold). Offline, everything stays for the next start.
 */
import { readStored, removeStored } from '../../lib/storage';
import { round5 } from '../../lib/quantity';
import type { CompareDispatch } from './compare-prefs';

export interface MigratedLine {
  offerId: string;
  sellableId: string;
  supplierId: string;
  quantity: number;
  seenPriceInCents: number;
}

/** Where a stored line's offer is read: its sellable and branch. */
type OfferIds = { sellableId: string; supplierId: string };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/** The ids of the offers kept in `basket-offers-v1` (`BasketOffer_offer` fragments), by offer id. */
export function keptOfferIds(kept: unknown): Map<string, OfferIds> {
  const ids = new Map<string, OfferIds>();
  if (!Array.isArray(kept)) return ids;
  for (const offer of kept as Array<Record<string, unknown> | null>) {
    const id = text(offer?.id);
    const sellableId = text((offer?.sellable as Record<string, unknown> | null)?.id);
    const supplierId = text((offer?.supplier as Record<string, unknown> | null)?.id);
    if (id && sellableId && supplierId) ids.set(id, { sellableId, supplierId });
  }
  return ids;
}

function lineOf(line: unknown, kept: Map<string, OfferIds>): MigratedLine | null {
  const stored = (line ?? {}) as Record<string, unknown>;
  const snapshot = stored.offer as Record<string, unknown> | undefined;
  if (snapshot) {
    const offerId = text(snapshot.id);
    const quantity = positive(stored.qty);
    const price = snapshot.priceInCents;
    const ids = offerId ? kept.get(offerId) : undefined;
    const sellableId = text(snapshot.sellableId) ?? ids?.sellableId;
    const supplierId = text(snapshot.supplierId) ?? ids?.supplierId;
    if (!offerId || !quantity || typeof price !== 'number' || !sellableId || !supplierId)
      return null;
    return { offerId, sellableId, supplierId, quantity: round5(quantity), seenPriceInCents: price };
  }
  const offerId = text(stored.offerId);
  const quantity = positive(stored.quantity);
  const price = stored.seenPriceInCents;
  const ids = offerId ? kept.get(offerId) : undefined;
  if (!offerId || !quantity || typeof price !== 'number' || !ids) return null;
  return { offerId, ...ids, quantity: round5(quantity), seenPriceInCents: price };
}

/** The lines of a stored `cart-v1` that can be sent, in their order. */
export function storedBasketLines(stored: unknown, kept: Map<string, OfferIds>): MigratedLine[] {
  const items = (stored as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.map((line) => lineOf(line, kept)).filter((line) => line !== null);
}

export interface MigrationDeps {
  /** What `basket-offers-v1` holds (anything, or undefined). */
  readKeptOffers: () => Promise<unknown>;
  /** Sets the lines on the gateway: made, refused (nothing changed) or not answered. */
  setLines: (lines: MigratedLine[]) => Promise<'done' | 'refused' | 'failed'>;
  /** Drops `basket-offers-v1`. */
  forgetKeptOffers: () => Promise<void>;
  /** Keeps the comparison's choice (compare-prefs.ts). */
  keepCompareDispatch: (dispatch: CompareDispatch) => void;
}

/** The gateway takes at most ten new lines in one call. */
const PER_CALL = 10;

/**
 * Sends a stored `cart-v1` basket to the gateway, once; resolves true when there was nothing to
 * send or it was sent (and the stored basket is gone), false when it stays for the next start.
 */
export async function migrateStoredBasket(deps: MigrationDeps): Promise<boolean> {
  const stored = readStored<unknown>('cart-v1', null);
  if (stored === null) return true;
  const dispatch = (stored as { compareDispatch?: unknown }).compareDispatch;
  if (dispatch === 'COLLECT' || dispatch === 'DELIVER') deps.keepCompareDispatch(dispatch);
  let kept = new Map<string, OfferIds>();
  try {
    kept = keptOfferIds(await deps.readKeptOffers());
  } catch {
    // No IndexedDB: the snapshot lines still carry their ids.
  }
  const lines = storedBasketLines(stored, kept);
  for (let start = 0; start < lines.length; start += PER_CALL) {
    const some = lines.slice(start, start + PER_CALL);
    const outcome = await deps.setLines(some);
    if (outcome === 'failed') return false;
    // A line the gateway refuses (no longer sold, out of stock) must not keep the others out.
    if (outcome === 'refused')
      for (const line of some) if ((await deps.setLines([line])) === 'failed') return false;
  }
  removeStored('cart-v1');
  await deps.forgetKeptOffers().catch(() => undefined);
  return true;
}
