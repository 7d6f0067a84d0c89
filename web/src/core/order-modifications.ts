/**
 * Order modifications: an `ADD` is always appended; `UPDATE`, `ACCEPT` and
 * `REMOVE` of an existing line replace that line's earlier action. Update sets the quantity,
 * accept keeps the supplied quantity, remove sets it to 0.
 */
import type { OrderModificationAction } from '../generated/types';

export interface PendingModification {
  action: OrderModificationAction;
  orderItemId?: string;
  quantity?: number;
  /** For `ADD`: the offer added, its quantity and what the shopper saw. */
  item?: {
    offerId: string;
    quantity: number;
    seenPriceInCents: number;
    name: string;
    /** Sold by weight: counts as one item, whatever it weighs (absent in changes kept before). */
    perKg?: boolean;
    /** Checked with `validatePicks` since it was added (in stock, at this price). */
    checked?: boolean;
  };
}

export function addModification(
  list: PendingModification[],
  modification: PendingModification,
): PendingModification[] {
  if (modification.action === 'ADD') return [...list, modification];
  const index = list.findIndex(
    (earlier) => earlier.action !== 'ADD' && earlier.orderItemId === modification.orderItemId,
  );
  if (index < 0) return [...list, modification];
  return list.map((earlier, i) => (i === index ? modification : earlier));
}

/** Drops the added offers found out of stock (purge). */
export function purgeAdded(
  list: PendingModification[],
  outOfStockOfferIds: ReadonlySet<string>,
): PendingModification[] {
  return list.filter(
    (modification) =>
      modification.action !== 'ADD' || !outOfStockOfferIds.has(modification.item?.offerId ?? ''),
  );
}

export interface ModifiableItem {
  id: string;
  quantity: number;
  quantityOrdered: number;
  stockShort: boolean;
  unitPriceInCents: number;
}

/** The quantity a line will have after the pending changes. */
export function modifiedQuantity(item: ModifiableItem, list: PendingModification[]): number {
  const change = list.find((m) => m.action !== 'ADD' && m.orderItemId === item.id);
  if (!change) return item.stockShort ? item.quantity : item.quantityOrdered;
  if (change.action === 'REMOVE') return 0;
  if (change.action === 'ACCEPT') return item.quantity;
  return change.quantity ?? item.quantityOrdered;
}

/** Stock-short lines with neither accept nor remove pending: they block the update. */
export function unsettledStockShort<T extends ModifiableItem>(
  items: T[],
  list: PendingModification[],
): T[] {
  return items.filter(
    (item) =>
      item.stockShort &&
      !list.some(
        (m) => m.orderItemId === item.id && (m.action === 'ACCEPT' || m.action === 'REMOVE'),
      ),
  );
}

/** What the order will cost after the changes (lines only), in cents. */
export function modifiedSubtotal(items: ModifiableItem[], list: PendingModification[]): number {
  const lines = items.reduce(
    (sum, item) => sum + Math.round(item.unitPriceInCents * modifiedQuantity(item, list)),
    0,
  );
  const added = list.reduce(
    (sum, m) =>
      m.action === 'ADD' && m.item
        ? sum + Math.round(m.item.seenPriceInCents * m.item.quantity)
        : sum,
    0,
  );
  return lines + added;
}

/** The mutation input shape. */
export function toInput(list: PendingModification[]) {
  return list.map((m) =>
    m.action === 'ADD' && m.item
      ? {
          action: m.action,
          item: {
            offerId: m.item.offerId,
            quantity: m.item.quantity,
            seenPriceInCents: m.item.seenPriceInCents,
          },
        }
      : {
          action: m.action,
          orderItemId: m.orderItemId,
          ...(m.action === 'UPDATE' ? { quantity: m.quantity } : {}),
        },
  );
}

/** An added line of a check's preview: the offer and the price it would be charged. */
export interface CheckedAddition {
  added: boolean;
  offerId: string;
  unitPriceInCents: number;
}

/**
 * The pending changes with each added offer at the price the check found, so the shopper sees
 * the new total and the next "Update order" confirms it (the check stops reporting a change).
 */
export function withCheckedPrices(
  list: PendingModification[],
  preview: readonly CheckedAddition[],
): PendingModification[] {
  const prices = new Map(
    preview.filter((line) => line.added).map((line) => [line.offerId, line.unitPriceInCents]),
  );
  return list.map((m) => {
    const price = m.action === 'ADD' && m.item ? prices.get(m.item.offerId) : undefined;
    return price === undefined || !m.item
      ? m
      : { ...m, item: { ...m.item, seenPriceInCents: price } };
  });
}

/** An added offer as `validatePicks` found it. */
export interface CheckedPick {
  offerId: string;
  priceInCents: number;
  outOfStock: boolean;
  expired: boolean;
}

/** What a pick check did to the added items: those dropped and those now at another price. */
export interface PickOutcome {
  modifications: PendingModification[];
  dropped: string[];
  repriced: Array<{ name: string; priceInCents: number }>;
}

/**
 * The pending changes after the added items were checked (`validate_picks`):
 * out-of-stock or expired additions are dropped, the others take the price they would be
 * charged, and every addition is marked as checked so it is not checked again.
 */
export function afterPickCheck(
  list: PendingModification[],
  checked: readonly CheckedPick[],
): PickOutcome {
  const byOffer = new Map(checked.map((pick) => [pick.offerId, pick]));
  const dropped: string[] = [];
  const repriced: PickOutcome['repriced'] = [];
  const modifications = list.flatMap((m) => {
    const pick = m.action === 'ADD' && m.item && !m.item.checked && byOffer.get(m.item.offerId);
    if (!pick || !m.item) return [m];
    if (pick.outOfStock || pick.expired) {
      dropped.push(m.item.name);
      return [];
    }
    if (pick.priceInCents !== m.item.seenPriceInCents)
      repriced.push({ name: m.item.name, priceInCents: pick.priceInCents });
    return [{ ...m, item: { ...m.item, seenPriceInCents: pick.priceInCents, checked: true } }];
  });
  return { modifications, dropped, repriced };
}

/** The added items not yet checked with `validatePicks`. */
export function uncheckedPicks(list: PendingModification[]) {
  return list.flatMap((m) => (m.action === 'ADD' && m.item && !m.item.checked ? [m.item] : []));
}
