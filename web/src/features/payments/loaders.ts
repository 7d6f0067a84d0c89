import type { LoaderFunctionArgs } from 'react-router';
import { orderLoader } from '../orders/loaders';
import { getCheckout } from '../../core/checkout-store';

/** The order just placed (`/checkout/payment`): none when no order is waiting for payment. */
export function checkoutPaymentLoader({ context }: Pick<LoaderFunctionArgs, 'context'>) {
  const { orderId } = getCheckout();
  return {
    queryRef: orderId ? orderLoader({ params: { id: orderId }, context }).queryRef : null,
  };
}

export type PayOrderLoaderData = ReturnType<typeof checkoutPaymentLoader>;
