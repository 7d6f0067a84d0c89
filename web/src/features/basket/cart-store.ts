/**
 * The basket, as the gateway keeps it (a visitor's under the session cookie, a signed-in shopper's
 * the legacy cart: docs/client-values.md), read into the Apollo cache with the `Basket` query and
 * changed with its mutations. Each change names target quantities (sending it twice changes
 * nothing) and is answered with the whole basket, which replaces the cached one. A change shows
 * at once (an optimistic layer over the cache until its answer), and changes go to the gateway one
 * after the other, in the order they were made, so the last one made is the one kept.
 *
 * A line's `seenPriceInCents` is the price the shopper agreed to, kept with the line on the server
 * (the checkout sends it, and a price changed since stops the order with "prices have changed").
 * Everything shown about a line's offer comes from the cache (basket-view.ts).
 */
import type { ApolloClient, ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { apolloClient } from '../../apollo/client';
import { pageStores, type ClientStores } from '../../core/client-state';
import { round5 } from '../../lib/quantity';
import { addToEditedOrder } from '../../core/orders-store';
import { withdrawNotice } from '../../core/shell-notice';
import { BasketDocument, type BasketQuery } from './Basket.generated';
import {
  BasketOffer_OfferFragmentDoc,
  type BasketOffer_OfferFragment,
} from './BasketOffer_offer.generated';
import { AcceptBasketPricesDocument } from './AcceptBasketPrices.generated';
import { ClearBasketDocument } from './ClearBasket.generated';
import { ReplaceBasketDocument } from './ReplaceBasket.generated';
import { SetBasketLinesDocument, type SetBasketLinesMutation } from './SetBasketLines.generated';
import { getComparePrefs, useComparePrefs, type CompareDispatch } from './compare-prefs';
import { tellOtherTabs, whenOtherTabChanges } from './basket-tabs';

export { setCompareDispatch, type CompareDispatch } from './compare-prefs';

export interface CartLine {
  offerId: string;
  /** Where the gateway reads the offer: its sellable and its branch. */
  sellableId: string;
  supplierId: string;
  /** Stored quantity: the shown amount times the conversion rate, 5 decimals. */
  quantity: number;
  /** The unit price the shopper agreed to, in cents (the line's `agreedPriceInCents`). */
  seenPriceInCents: number;
}

export interface CartState {
  items: CartLine[];
  /** The legacy server cart holding this basket (signed in, market mode), for the comparison. */
  serverCartId: string | null;
  /** Collect or deliver, as the shopper last chose on the comparison (compare-prefs.ts). */
  compareDispatch?: CompareDispatch;
}

/** What a caller adding an offer knows of it: its ids, and the name and price it showed. */
export interface OfferToAdd {
  id: string;
  name: string;
  priceInCents: number;
  sellableId: string;
  supplierId: string;
  /** The offer as shown, to show the new line at once when the cache does not hold it. */
  shown?: BasketOffer_OfferFragment;
}

type Basket = BasketQuery['basket'];
type Line = Basket['lines'][number];

const NO_LINES: CartLine[] = [];

function lineOf(line: Line): CartLine {
  return {
    offerId: line.offer.id,
    sellableId: line.offer.sellable.id,
    supplierId: line.offer.supplier.id,
    quantity: line.quantity,
    seenPriceInCents: line.agreedPriceInCents,
  };
}

function stateOf(basket: Basket | null | undefined, dispatch?: CompareDispatch): CartState {
  return {
    items: basket ? basket.lines.map(lineOf) : NO_LINES,
    serverCartId: basket?.cartId ?? null,
    ...(dispatch ? { compareDispatch: dispatch } : {}),
  };
}

/** The basket as the cache holds it now, changes on their way included; null before any answer. */
export function cachedBasket(cache: ApolloCache = apolloClient.cache): Basket | null {
  return cache.readQuery({ query: BasketDocument, optimistic: true })?.basket ?? null;
}

/** The basket now, outside React (a click handler, a loader). Empty until the first answer. */
export function getCart(): CartState {
  return stateOf(cachedBasket(), getComparePrefs().dispatch);
}

/**
 * The basket in React, with whether the gateway has answered for it in this page load (or could
 * not be asked): one watched query for both. Asks the gateway once per page load, then follows
 * the cache.
 */
export function useCartRead(): { cart: CartState; known: boolean } {
  const { data, error } = useQuery(BasketDocument);
  const { dispatch } = useComparePrefs();
  const basket = data?.basket;
  const cart = useMemo(() => stateOf(basket, dispatch), [basket, dispatch]);
  return { cart, known: data !== undefined || error !== undefined };
}

/** The basket in React (see `useCartRead`). */
export function useCart(): CartState {
  return useCartRead().cart;
}

/** Where a basket is read: a client and the stores of one request context (a loader's `context`). */
export interface BasketSource {
  client: ApolloClient;
  stores: ClientStores;
}

/**
 * The basket for a loader, which passes its context (a server render must: it has no page
 * load's): from the cache when the context has read it (with `refresh`, read again meanwhile, so
 * prices and stock are as sold now), else from the gateway, awaited. Without one, the browser's
 * page load's.
 */
export async function loadBasket(
  { client, stores }: BasketSource = { client: apolloClient, stores: pageStores() },
  { refresh = false } = {},
): Promise<CartState> {
  const dispatch = getComparePrefs(stores).dispatch;
  const cached = cachedBasket(client.cache);
  if (cached) {
    if (refresh)
      void client.query({ query: BasketDocument, fetchPolicy: 'network-only' }).catch(() => {
        // Offline: the basket as this page load last read it.
      });
    return stateOf(cached, dispatch);
  }
  try {
    const { data } = await client.query({ query: BasketDocument });
    return stateOf(data?.basket, dispatch);
  } catch {
    // Offline or refused: nothing known yet (the screen says so, and asks again).
    return stateOf(null, dispatch);
  }
}

// Changes, one after the other.

/** A line as the mutations take it. */
interface LineInput {
  offerId: string;
  sellableId: string;
  supplierId: string;
  quantity: number;
  seenPriceInCents?: number;
}

/**
 * What came of a change: made; refused by the gateway (an offer out of stock, a quantity its rules
 * do not allow: nothing changed); or not answered (offline, a failure).
 */
export type BasketChange = 'done' | 'refused' | 'failed';

let queue: Promise<unknown> = Promise.resolve();
let optimisticIds = 0;

/**
 * Every change is sent with `keepalive`: a page load (a reload, an address typed) while it is on
 * its way does not cancel it, and its answer still sets the cookie that names a visitor's basket.
 * A change cut off there was made on the gateway all the same, in a basket whose name then never
 * reached the browser: the line was lost (tests/e2e/basket-first-add-reload.spec.ts).
 */
const OUTLIVES_THE_PAGE = { fetchOptions: { keepalive: true } } as const;

/**
 * Adds the page posted before its scripts ran (server/after-paint.js), still on their way: a
 * change waits for them, or a visitor's first change would name no basket (their cookie comes
 * with the first answer) and be made in a basket of its own.
 */
function postedBeforeTheScripts(): Promise<unknown> {
  const posts =
    typeof window === 'undefined'
      ? undefined
      : (window as { shopfrontBasketPosts?: Promise<unknown> }).shopfrontBasketPosts;
  return (posts ?? Promise.resolve()).catch(() => undefined);
}

/** Resolves once every change made so far has been answered (or failed). */
export function basketSettled(): Promise<void> {
  return queue.then(() => undefined);
}

function cachedOffer(cache: ApolloCache, offerId: string): BasketOffer_OfferFragment | null {
  return cache.readFragment({
    fragment: BasketOffer_OfferFragmentDoc,
    fragmentName: 'BasketOffer_offer',
    id: cache.identify({ __typename: 'Offer', id: offerId }),
  });
}

/**
 * The basket as it will be once `lines` are set (or are the whole basket, with `replace`), for the
 * optimistic layer; null when an offer to show is not in the cache (the answer then shows it).
 */
function expected(
  cache: ApolloCache,
  lines: LineInput[],
  replace: boolean,
  shown?: BasketOffer_OfferFragment,
): Basket | null {
  const current = cachedBasket(cache);
  const byOffer = new Map(lines.map((line) => [line.offerId, line]));
  const kept: Line[] = [];
  for (const line of replace ? [] : (current?.lines ?? [])) {
    const change = byOffer.get(line.offer.id);
    byOffer.delete(line.offer.id);
    if (!change) kept.push(line);
    else if (change.quantity > 0) kept.push({ ...line, quantity: change.quantity });
  }
  for (const line of byOffer.values()) {
    if (line.quantity <= 0) continue;
    const offer = cachedOffer(cache, line.offerId) ?? (shown?.id === line.offerId ? shown : null);
    if (!offer) return null;
    kept.push({
      __typename: 'BasketLine',
      quantity: line.quantity,
      agreedPriceInCents: line.seenPriceInCents ?? offer.priceInCents,
      offer,
    } as Line);
  }
  return {
    __typename: 'Basket',
    id: current?.id ?? 'pending',
    cartId: current?.cartId ?? null,
    lines: kept,
  };
}

/**
 * Shows `basket` at once (when known) and sends `send` after every change made before it; the
 * layer goes once the answer (or the failure) is in, and the cache then holds the gateway's.
 * Resolves with what came of it.
 */
function change(
  basket: Basket | null,
  send: (client: ApolloClient) => Promise<{ errors: readonly unknown[] } | undefined>,
  client: ApolloClient = apolloClient,
): Promise<BasketChange> {
  const id = `basket-change-${++optimisticIds}`;
  if (basket)
    client.cache.recordOptimisticTransaction(
      (cache) => cache.writeQuery({ query: BasketDocument, data: { basket } }),
      id,
    );
  const sent = queue
    .then(postedBeforeTheScripts)
    .then(() => send(client))
    .then((payload): BasketChange => {
      if (!payload) return 'failed';
      if (payload.errors.length) return 'refused';
      tellOtherTabs();
      // "Your basket was not changed" no longer reads true once a change is made.
      withdrawNotice(NOT_CHANGED_NOTICE);
      return 'done';
    })
    // Offline, or the gateway failed: the basket stays as the gateway last answered.
    .catch((): BasketChange => 'failed')
    .finally(() => client.cache.removeOptimistic(id));
  queue = sent;
  return sent;
}

// Another tab changed the basket: this tab reads the gateway's again.
whenOtherTabChanges(() => {
  void apolloClient
    ?.query({ query: BasketDocument, fetchPolicy: 'network-only' })
    .catch(() => undefined);
});

/** The gateway's reason for refusing a change of lines (its first error's type). */
type Refusal = SetBasketLinesMutation['setBasketLines']['errors'][number]['__typename'];

/** Why a change was not made: the gateway could not be asked, or refused it (and why). */
export type NotChanged = 'failed' | 'refused' | Refusal;

/** What the shell's notice that a change was not made is about: the next change takes it back. */
export const NOT_CHANGED_NOTICE = 'basket-not-changed';

/**
 * Sets lines; `notChanged` hears why a change the gateway did not make was not made (the lines
 * shown at once then go back), for the caller to tell the shopper.
 */
async function setLines(
  lines: LineInput[],
  shown?: BasketOffer_OfferFragment,
  notChanged?: (why: NotChanged) => void,
): Promise<BasketChange> {
  let refusal: Refusal | undefined;
  const outcome = await change(expected(apolloClient.cache, lines, false, shown), async (c) => {
    const { data } = await c.mutate({
      mutation: SetBasketLinesDocument,
      variables: { input: { lines } },
      context: OUTLIVES_THE_PAGE,
    });
    refusal = data?.setBasketLines.errors[0]?.__typename;
    return data?.setBasketLines;
  });
  if (outcome === 'failed') notChanged?.(outcome);
  if (outcome === 'refused') notChanged?.(refusal ?? outcome);
  return outcome;
}

function inputOf(line: CartLine | LineInput): LineInput {
  return {
    offerId: line.offerId,
    sellableId: line.sellableId,
    supplierId: line.supplierId,
    quantity: round5(line.quantity),
    ...(line.seenPriceInCents !== undefined ? { seenPriceInCents: line.seenPriceInCents } : {}),
  };
}

/**
 * Sets a line's stored quantity at the offer's price as shown to the shopper; 0 removes it. A new
 * offer is added at the end. While an order is edited with "Add items" on, the addition goes to
 * that order instead: the id of that order is returned, and the caller takes the shopper back to
 * it (a store never navigates). `notChanged` hears why a change the gateway did not make was not
 * made (the line shown at once then goes), for the caller to tell the shopper.
 */
export function setLine(
  offer: OfferToAdd,
  quantity: number,
  notChanged?: (why: NotChanged) => void,
): string | null {
  const rounded = round5(quantity);
  if (rounded > 0) {
    const orderId = addToEditedOrder({
      offerId: offer.id,
      quantity: rounded,
      seenPriceInCents: offer.priceInCents,
      name: offer.name,
      ...(offer.shown ? { perKg: offer.shown.perKg } : {}),
    });
    if (orderId) return orderId;
  }
  void setLines([lineOfOffer(offer, rounded)], offer.shown, notChanged);
  return null;
}

function lineOfOffer(offer: OfferToAdd, quantity: number): LineInput {
  return {
    offerId: offer.id,
    sellableId: offer.sellableId,
    supplierId: offer.supplierId,
    quantity: round5(quantity),
    seenPriceInCents: offer.priceInCents,
  };
}

/**
 * Sets a line of the basket itself, even while an order is being edited: for what is meant for the
 * next order (Buy again, Reorder after a time-out), never for the order being edited.
 */
export function setBasketLine(offer: OfferToAdd, quantity: number): Promise<BasketChange> {
  return setLines([lineOfOffer(offer, quantity)], offer.shown);
}

/** Sets lines of the basket at once, all or none (the gateway refuses the whole change). */
export function setBasketLines(lines: LineInput[]): Promise<BasketChange> {
  return setLines(lines.map(inputOf));
}

/**
 * Sets many lines (Buy again): ten to a change (the most new lines the gateway takes at once), and
 * a change the gateway refuses line by line, so one line no longer sold keeps no other out.
 * Resolves 'failed' when the gateway could not be asked.
 */
export async function setManyLines(lines: LineInput[]): Promise<BasketChange> {
  let outcome: BasketChange = 'done';
  for (let start = 0; start < lines.length; start += 10) {
    const some = lines.slice(start, start + 10);
    const result = await setBasketLines(some);
    if (result === 'failed') return 'failed';
    if (result === 'refused')
      for (const line of some) {
        const one = await setBasketLines([line]);
        if (one === 'failed') return 'failed';
        if (one === 'refused') outcome = 'refused';
      }
  }
  return outcome;
}

/**
 * Changes the quantity of a line already in the basket, keeping the price the shopper agreed to
 * (a price that moved since stays shown as moved).
 */
export function setQuantity(
  offerId: string,
  quantity: number,
  notChanged?: (why: NotChanged) => void,
): Promise<BasketChange> {
  const line = getCart().items.find((item) => item.offerId === offerId);
  if (!line) return Promise.resolve('done' as const);
  return setLines(
    [{ ...inputOf(line), quantity: round5(quantity), seenPriceInCents: undefined }],
    undefined,
    notChanged,
  );
}

export function removeLine(
  offerId: string,
  notChanged?: (why: NotChanged) => void,
): Promise<BasketChange> {
  return removeLines([offerId], notChanged);
}

/** Removes the lines whose offer ids are given (e.g. every out-of-stock line). */
export function removeLines(
  offerIds: readonly string[],
  notChanged?: (why: NotChanged) => void,
): Promise<BasketChange> {
  const gone = new Set(offerIds);
  const lines = getCart()
    .items.filter((line) => gone.has(line.offerId))
    .map((line) => ({ ...inputOf(line), quantity: 0, seenPriceInCents: undefined }));
  return lines.length ? setLines(lines, undefined, notChanged) : Promise.resolve('done' as const);
}

export function clearCart(): Promise<BasketChange> {
  const current = cachedBasket();
  return change(
    current && { ...current, lines: [] },
    async (client) =>
      (await client.mutate({ mutation: ClearBasketDocument, context: OUTLIVES_THE_PAGE })).data
        ?.clearBasket,
  );
}

/** Replaces every line at once (shopping at another branch, or undoing that). */
export function replaceLines(items: CartLine[]): Promise<BasketChange> {
  const lines = items.map(inputOf);
  return change(
    expected(apolloClient.cache, lines, true),
    async (client) =>
      (
        await client.mutate({
          mutation: ReplaceBasketDocument,
          variables: { input: { lines } },
          context: OUTLIVES_THE_PAGE,
        })
      ).data?.replaceBasket,
  );
}

/**
 * The shopper agrees to the prices shown now ("Some item prices have changed"): each line's agreed
 * price becomes its offer's current one, on the gateway.
 */
export function acceptPrices(): Promise<BasketChange> {
  return change(
    null,
    async (client) =>
      (await client.mutate({ mutation: AcceptBasketPricesDocument, context: OUTLIVES_THE_PAGE }))
        .data?.acceptBasketPrices,
  );
}

export function lineQuantity(state: CartState, offerId: string): number {
  return state.items.find((line) => line.offerId === offerId)?.quantity ?? 0;
}

/** The lines as the comparison and the checkout take them. */
export function cartLines(state: CartState): Array<{ offerId: string; quantity: number }> {
  return state.items.map((line) => ({ offerId: line.offerId, quantity: line.quantity }));
}

/** Calls `listener` after every change of the cached basket; returns the unsubscribe. */
export function subscribeCart(listener: () => void): () => void {
  return apolloClient.cache.watch({
    query: BasketDocument,
    optimistic: true,
    returnPartialData: true,
    callback: () => listener(),
  });
}
