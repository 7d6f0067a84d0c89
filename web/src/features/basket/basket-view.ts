/**
 * The basket as shown: each line of the gateway's basket (cart-store.ts: offer id, quantity, price
 * agreed) joined with its offer as the Apollo cache holds it now, normalised by id
 * (`BasketOffer_offer`, read with `useFragment`), so a price or stock change read anywhere in the
 * shop shows here at once. A line whose offer the cache does not hold (yet) has `offer: null`: it
 * is listed but not priced. A price that moved since the shopper agreed to it carries
 * `movedFromInCents`.
 */
import { useFragment } from '@apollo/client/react';
import { useMemo } from 'react';
import { apolloClient } from '../../apollo/client';
import { lineTotalInCents, type QuantityRules } from '../../lib/quantity';
import { offerQuantityRules } from './offer-quantity-rules';
import {
  BasketOffer_OfferFragmentDoc,
  type BasketOffer_OfferFragment,
} from './BasketOffer_offer.generated';
import { getCart, useCartRead, type CartLine, type CartState } from './cart-store';

export type BasketOffer = Omit<BasketOffer_OfferFragment, ' $fragmentName'>;

export interface BasketLineView extends CartLine {
  /** The offer as the cache holds it; null while the cache has not got it. */
  offer: BasketOffer | null;
  rules: QuantityRules | null;
  /** At today's price; 0 for a line whose offer is unknown. */
  totalInCents: number;
  /** The price the shopper saw when adding it, when the price is different now; else null. */
  movedFromInCents: number | null;
}

export interface CartSummary {
  /** Items in the basket: units of each line, a per-kg line once. */
  count: number;
  /** The same, of the lines in stock. */
  inStockCount: number;
  /** Lines out of stock. */
  outOfStockCount: number;
  /** Total of the lines in stock, in cents. */
  totalInCents: number;
  /** What the shopper saves on promotions and stokvel prices, in cents. */
  savingsInCents: number;
}

export interface BasketView {
  lines: BasketLineView[];
  summary: CartSummary;
  /** Every line's offer is in the cache. */
  complete: boolean;
  /** The gateway's basket has been read (until then the basket shows empty). */
  restored: boolean;
}

const FRAGMENT = { fragment: BasketOffer_OfferFragmentDoc, fragmentName: 'BasketOffer_offer' };

/** The cache may hold some of an offer's fields only (another screen's fragment): not enough. */
function complete(offer: unknown): offer is BasketOffer {
  const candidate = offer as Partial<BasketOffer> | null;
  return (
    !!candidate &&
    typeof candidate.priceInCents === 'number' &&
    typeof candidate.name === 'string' &&
    !!candidate.quantityRule &&
    !!candidate.sellable &&
    !!candidate.supplier
  );
}

export function viewLine(line: CartLine, found: unknown): BasketLineView {
  const offer = complete(found) ? found : null;
  const rules = offer ? offerQuantityRules(offer) : null;
  return {
    ...line,
    offer,
    rules,
    totalInCents: offer && rules ? lineTotalInCents(offer.priceInCents, line.quantity, rules) : 0,
    movedFromInCents:
      offer && offer.priceInCents !== line.seenPriceInCents ? line.seenPriceInCents : null,
  };
}

/** Twelve tins count twelve; 1.250 kg of mince counts one. */
export function unitCount(lines: BasketLineView[]): number {
  return lines.reduce(
    (sum, line) =>
      sum +
      (line.rules?.perKg
        ? 1
        : Math.max(1, Math.round(line.quantity / (line.rules ? line.rules.rate : 1)))),
    0,
  );
}

export function inStock(line: BasketLineView): boolean {
  return !!line.offer && !line.offer.outOfStock;
}

export function summarise(lines: BasketLineView[]): CartSummary {
  const stocked = lines.filter(inStock);
  return {
    count: unitCount(lines),
    inStockCount: unitCount(stocked),
    outOfStockCount: lines.filter((line) => line.offer?.outOfStock).length,
    totalInCents: stocked.reduce((sum, line) => sum + line.totalInCents, 0),
    savingsInCents: stocked.reduce(
      (sum, line) =>
        sum +
        Math.max(
          0,
          lineTotalInCents(line.offer!.basePriceInCents, line.quantity, line.rules!) -
            line.totalInCents,
        ),
      0,
    ),
  };
}

function view(lines: BasketLineView[], restored: boolean): BasketView {
  return {
    lines,
    summary: summarise(lines),
    complete: lines.every((line) => line.offer !== null),
    restored,
  };
}

/** The basket now, outside React (a click handler, a loader). */
export function readBasket(state: CartState = getCart()): BasketView {
  const { cache } = apolloClient;
  return view(
    state.items.map((line) =>
      viewLine(
        line,
        cache.readFragment({
          ...FRAGMENT,
          id: cache.identify({ __typename: 'Offer', id: line.offerId }),
          returnPartialData: true,
        }),
      ),
    ),
    true,
  );
}

/** The basket in React: re-renders when a line changes or the cache's copy of an offer does. */
export function useBasket(): BasketView {
  const { cart, known: restored } = useCartRead();
  const from = useMemo(
    () => cart.items.map((line) => ({ __typename: 'Offer' as const, id: line.offerId })),
    [cart.items],
  );
  const { data } = useFragment({ ...FRAGMENT, from });
  const offers = data as unknown[] | undefined;
  return useMemo(
    () =>
      view(
        cart.items.map((line, index) => viewLine(line, offers?.[index])),
        restored,
      ),
    [cart.items, offers, restored],
  );
}

/** A known line as analytics names it (id, name, price, brand, branch). */
export function analyticsOfLine(offer: BasketOffer) {
  return {
    id: offer.id,
    name: offer.name,
    priceInCents: offer.priceInCents,
    brand: offer.sellable.brand?.name,
    supplierName: offer.supplier.name,
  };
}

/**
 * A check's answer about the basket's offers (the checkout's validation: price and stock now)
 * goes into the cache's offers, so the basket, the comparison and the checkout show the same.
 */
export function noteCheckedOffers(
  checked: ReadonlyArray<{ offerId: string; priceInCents: number; outOfStock: boolean }>,
): void {
  const { cache } = apolloClient;
  for (const item of checked)
    cache.modify({
      id: cache.identify({ __typename: 'Offer', id: item.offerId }),
      fields: {
        priceInCents: () => item.priceInCents,
        outOfStock: () => item.outOfStock,
      },
    });
}
