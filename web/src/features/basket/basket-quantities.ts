/**
 * What each Add button reads of the basket: its own offer's quantity, and whether the basket has
 * been read in this page load. One watch of the cached basket per client serves every button on
 * the page (a home page shows a dozen, a category page up to forty). Each button's own two
 * watched `Basket` queries cost the page's start-up a subscription each, and all of them rendered
 * again when the basket's answer came, whether their offer was in it or not (docs/benchmarks.md,
 * total blocking time). Here a button renders again only when its own quantity changes.
 *
 * The basket is asked once (cache first), as `useCart` does: read when answered, and known too
 * when it could not be asked (offline), as an Add before the answer must not wait for ever.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import { BasketDocument, type BasketQuery } from './Basket.generated';

type Basket = BasketQuery['basket'];

class BasketQuantities {
  private quantities: ReadonlyMap<string, number> = new Map();
  private answered = false;
  private failed = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly client: ApolloClient) {
    this.take(client.cache.readQuery({ query: BasketDocument, optimistic: true })?.basket);
    client.cache.watch({
      query: BasketDocument,
      optimistic: true,
      callback: (diff) => {
        this.take(diff.complete ? (diff.result as BasketQuery | null)?.basket : undefined);
        // Forgotten (a sign-out evicts it): asked again, as a watched query would.
        if (!diff.complete) this.ask();
      },
    });
    if (!this.answered) this.ask();
  }

  private ask(): void {
    this.client.query({ query: BasketDocument }).then(
      () => this.settle(false),
      () => this.settle(true),
    );
  }

  private settle(failed: boolean): void {
    if (this.failed === failed) return;
    this.failed = failed;
    this.changed();
  }

  private take(basket: Basket | null | undefined): void {
    this.answered = !!basket;
    const quantities = new Map<string, number>();
    for (const line of basket?.lines ?? []) quantities.set(line.offer.id, line.quantity);
    this.quantities = quantities;
    if (basket) this.failed = false;
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  quantity(offerId: string): number {
    return this.quantities.get(offerId) ?? 0;
  }

  known(): boolean {
    return this.answered || this.failed;
  }
}

const byClient = new WeakMap<ApolloClient, BasketQuantities>();

function quantitiesOf(client: ApolloClient): BasketQuantities {
  let store = byClient.get(client);
  if (!store) {
    store = new BasketQuantities(client);
    byClient.set(client, store);
  }
  return store;
}

// A server render knows no basket (a shared page is every visitor's): none, not known.
const serverSnapshotZero = () => 0;
const serverSnapshotUnknown = () => false;

/** Reads `select` of the page's store, and renders again when its value changes. */
function useQuantities<T>(select: (store: BasketQuantities) => T, onServer: () => T): T {
  const client = useApolloClient();
  const subscribe = useCallback(
    (listener: () => void) => quantitiesOf(client).subscribe(listener),
    [client],
  );
  return useSyncExternalStore(subscribe, () => select(quantitiesOf(client)), onServer);
}

/** The quantity of `offerId` in the basket (0 when it is not in it, or not read yet). */
export function useLineQuantity(offerId: string): number {
  return useQuantities((store) => store.quantity(offerId), serverSnapshotZero);
}

/** Whether the gateway has answered for the basket in this page load (or could not be asked). */
export function useBasketKnownHere(): boolean {
  return useQuantities((store) => store.known(), serverSnapshotUnknown);
}
