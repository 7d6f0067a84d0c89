import type { LoaderFunctionArgs } from 'react-router';
import { preloadQuery } from '../../apollo/client';
import { ownData } from '../../core/route-loaders';
import { OrderDetailDocument } from './OrderDetail.generated';
import { OrderHistoryDocument } from './OrderHistory.generated';
import { ORDERS_PAGE_SIZE } from './page-size';

export function orderLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  return {
    queryRef: preloadQuery(OrderDetailDocument, {
      variables: { id: params.id ?? '' },
      ...ownData,
    }),
  };
}

export type OrderLoaderData = ReturnType<typeof orderLoader>;

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
