/**
 * `/orders/{id}/again`: the order's items as its branch sells them now, and the basket they go
 * on top of. A server render waits for the basket, so the page's form holds the sums.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { ownData } from '../../core/route-loaders';
import { loadBasket } from '../basket/cart-store';
import { OrderBuyAgainDocument } from './OrderBuyAgain.generated';

export async function buyAgainLoader(args: Pick<LoaderFunctionArgs, 'params' | 'context'>) {
  const context = contextOf(args);
  const queryRef = context.preloadQuery(OrderBuyAgainDocument, {
    variables: { id: args.params.id ?? '' },
    ...ownData,
  });
  if (context.where === 'server') await loadBasket(context);
  return { queryRef };
}

export type BuyAgainLoaderData = Awaited<ReturnType<typeof buyAgainLoader>>;
