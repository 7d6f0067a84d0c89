/**
 * Per-request loaders of the signed-in shopper's orders and transactions. Every key holds the
 * user id and every argument of its call, so a field asked twice costs one upstream call and
 * nothing loaded for one shopper is served to another.
 */
import DataLoader from 'dataloader';
import type { RestOffer, RestOrder, RestTransactionResponse } from '@shopfront/legacy-api';
import type { OrdersPage } from '../upstream/orders-api.js';
import { sessionFor, type AccountLoaders } from './account.js';
import type { LoaderRecipes } from './lazy.js';
import { loadEach } from './load-each.js';
import { walletCreditedLately } from './wallet-credited.js';

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

export const orderRecipes: LoaderRecipes<OrderLoaders, OrderLoaders & AccountLoaders> = {
  order: ({ upstream, session }, all) =>
    byValue(async ({ userId, orderId }) => {
      const viewer = sessionFor(session, userId);
      const order = await upstream.orders.order(viewer, orderId);
      // The legacy API credited the wallet lately without a call of the shop's (a late EFT):
      // the account is read afresh next, so the wallet shown is the one the order just told of.
      if (walletCreditedLately(order)) {
        await upstream.account.forget(viewer);
        all.account.clear(userId);
        all.liveAccount.clear(userId);
      }
      return order;
    }),
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
