import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { ownData } from '../../core/route-loaders';
import { EftBankDetailsDocument } from './EftBankDetails.generated';
import { OrderDetailDocument } from './OrderDetail.generated';
import { awaitsEft } from './order-view';
import { OrderHistoryDocument } from './OrderHistory.generated';
import { shownOf } from '../../lib/shown';
import { ORDERS_PAGING } from './page-size';
import { restoreSeenOrder } from './orders-seen-offline';

type Args = Pick<LoaderFunctionArgs, 'params' | 'context'>;

export function orderLoader({ params, context }: Args) {
  return {
    queryRef: contextOf({ context }).preloadQuery(OrderDetailDocument, {
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
export async function orderPageLoader(args: Args) {
  const context = contextOf(args);
  const id = args.params.id ?? '';
  // The device's copy is the browser's: a server render asks the gateway.
  if (context.where === 'browser') await restoreSeenOrder(id, context.client.cache);
  const data = orderLoader(args);
  // A server render of an order awaiting an EFT asks for the branch's bank details too (the EFT
  // card's own query): without scripts the page as rendered is all the shopper gets, and it must
  // say where to pay. The browser asks when the card shows.
  if (context.where === 'server') {
    await context.preloadQuery.toPromise(data.queryRef);
    const order = context.client.readQuery({ query: OrderDetailDocument, variables: { id } })
      ?.viewer?.order;
    if (order && awaitsEft(order))
      context.preloadQuery(EftBankDetailsDocument, { variables: { supplierId: order.supplierId } });
  }
  return data;
}

/** The newest page of the order history; "Show more" asks for the next ones from the screen. */
export function orderHistoryLoader(args: Pick<LoaderFunctionArgs, 'context' | 'request'>) {
  const params = new URL(args.request.url).searchParams;
  return {
    queryRef: contextOf(args).preloadQuery(OrderHistoryDocument, {
      variables: { page: 1, perPage: shownOf(params, ORDERS_PAGING) },
      ...ownData,
    }),
  };
}

export type OrderHistoryLoaderData = ReturnType<typeof orderHistoryLoader>;
