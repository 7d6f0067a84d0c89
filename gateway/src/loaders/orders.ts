/**
 * Per-request loaders of the signed-in shopper's orders and transactions. Every key holds the
 * user id and every argument of its call, so a field asked twice costs one upstream call and
 * nothing loaded for one shopper is served to another.
 */
import DataLoader from 'dataloader';
import type { RestOffer, RestOrder, RestTransactionResponse } from '@shopfront/legacy-api';
import type { OrdersPage } from '../upstream/orders-api.js';
import { sessionFor } from './account.js';
import type { LoaderRecipes } from './lazy.js';
import { loadEach } from './load-each.js';

export interface OrderKey {
  userId: number;
  orderId: number;
}

export interface OrderHistoryKey {
  userId: number;
  page: number;
  perPage: number;
}

export interface OrderOffersKey extends OrderKey {
  /** Sorted offer ids, or null for every item's offer. */
  offerIds: number[] | null;
}

export interface TransactionKey {
  userId: number;
  transactionId: number;
}

export interface TransactionProgressKey extends TransactionKey {
  orderId: number;
}

export interface OrderLoaders {
  order: DataLoader<OrderKey, RestOrder, string>;
  orderHistory: DataLoader<OrderHistoryKey, OrdersPage, string>;
  openOrders: DataLoader<number, RestOrder[]>;
  orderOffers: DataLoader<OrderOffersKey, RestOffer[], string>;
  transaction: DataLoader<TransactionKey, RestTransactionResponse, string>;
  transactionProgress: DataLoader<TransactionProgressKey, RestTransactionResponse, string>;
}

function byValue<K, V>(load: (key: K) => Promise<V>): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>((keys) => loadEach(keys, load), {
    cacheKeyFn: (key) => JSON.stringify(key),
  });
}

export const orderRecipes: LoaderRecipes<OrderLoaders, OrderLoaders> = {
  order: ({ upstream, session }) =>
    byValue(({ userId, orderId }) => upstream.orders.order(sessionFor(session, userId), orderId)),
  orderHistory: ({ upstream, session }) =>
    byValue(({ userId, page, perPage }) =>
      upstream.orders.history(sessionFor(session, userId), page, perPage),
    ),
  openOrders: ({ upstream, session }) =>
    new DataLoader((userIds) =>
      loadEach(userIds, (userId) => upstream.orders.incomplete(sessionFor(session, userId))),
    ),
  orderOffers: ({ upstream, session }) =>
    byValue(({ userId, orderId, offerIds }) =>
      upstream.orders.offers(sessionFor(session, userId), orderId, offerIds),
    ),
  transaction: ({ upstream, session }) =>
    byValue(({ userId, transactionId }) =>
      upstream.payments.transaction(sessionFor(session, userId), transactionId),
    ),
  transactionProgress: ({ upstream, session }) =>
    byValue(({ userId, orderId, transactionId }) =>
      upstream.payments.processing(sessionFor(session, userId), orderId, transactionId),
    ),
};
