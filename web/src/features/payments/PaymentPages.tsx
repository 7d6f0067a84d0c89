/** The payment routes: `/checkout/payment` (the order just placed) and `/orders/{id}/pay`. */
import { Navigate, useParams } from 'react-router';
import { useCheckout } from '../checkout/checkout-store';
import { PayOrder } from './PayOrder';

export function CheckoutPaymentPage() {
  const { orderId } = useCheckout();
  if (!orderId) return <Navigate to="/orders" replace />;
  return <PayOrder orderId={orderId} />;
}

export function OrderPayPage() {
  const { id = '' } = useParams();
  return <PayOrder orderId={id} />;
}
