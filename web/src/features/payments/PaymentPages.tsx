/** The payment routes: `/checkout/payment` (the order just placed) and `/orders/{id}/pay`. */
import { Navigate, useLoaderData } from 'react-router';
import type { PayOrderLoaderData } from './loaders';
import { PayOrder } from './PayOrder';

export function CheckoutPaymentPage() {
  const { queryRef } = useLoaderData<PayOrderLoaderData>();
  if (!queryRef) return <Navigate to="/orders" replace />;
  return <PayOrder queryRef={queryRef} />;
}

export function OrderPayPage() {
  const { queryRef } = useLoaderData<PayOrderLoaderData>();
  return queryRef && <PayOrder queryRef={queryRef} />;
}
