import { orderLoader } from '../orders/loaders';
import { getCheckout } from '../../core/checkout-store';

/** The order just placed (`/checkout/payment`): none when no order is waiting for payment. */
export function checkoutPaymentLoader() {
  const { orderId } = getCheckout();
  return { queryRef: orderId ? orderLoader({ params: { id: orderId } }).queryRef : null };
}

export type PayOrderLoaderData = ReturnType<typeof checkoutPaymentLoader>;
