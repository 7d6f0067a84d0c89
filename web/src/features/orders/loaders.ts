import type { LoaderFunctionArgs } from 'react-router';
import { preloadQuery } from '../../apollo/client';
import { ownData } from '../../core/route-loaders';
import { OrderDetailDocument } from './OrderDetail.generated';
import { OrderHistoryDocument } from './OrderHistory.generated';
import { ORDERS_PAGE_SIZE } from './page-size';
import { restoreSeenOrder } from './orders-seen-offline';

export function orderLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  return {
    queryRef: preloadQuery(OrderDetailDocument, {
      variables: { id: params.id ?? '' },
      ...ownData,
    }),
  };
}

export type OrderLoaderData = ReturnType<typeof orderLoader>;

/**
 * `/orders/{id}`: the order as this shopper last saw it back in the cache from the device (a
 * local read, so a reload offline shows it), then asked of the gateway.
 */
export async function orderPageLoader(args: Pick<LoaderFunctionArgs, 'params'>) {
  await restoreSeenOrder(args.params.id ?? '');
  return orderLoader(args);
}

/** The newest page of the order history; "Show more" asks for the next ones from the screen. */
export function orderHistoryLoader() {
  return {
    queryRef: preloadQuery(OrderHistoryDocument, {
      variables: { page: 1, perPage: ORDERS_PAGE_SIZE },
      ...ownData,
    }),
  };
}

export type OrderHistoryLoaderData = ReturnType<typeof orderHistoryLoader>;
