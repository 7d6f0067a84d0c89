import type { LoaderFunctionArgs } from 'react-router';
import { orderLoader } from '../orders/loaders';
import { getCheckout } from '../../core/checkout-store';
import { contextOf } from '../../core/request-context';

/** The order just placed (`/checkout/payment`): none when no order is waiting for payment. */
export function checkoutPaymentLoader({ context }: Pick<LoaderFunctionArgs, 'context'>) {
  const { orderId } = getCheckout(contextOf({ context }).stores);
  return {
    queryRef: orderId ? orderLoader({ params: { id: orderId }, context }).queryRef : null,
  };
}

export type PayOrderLoaderData = ReturnType<typeof checkoutPaymentLoader>;
