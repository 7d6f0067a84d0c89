/**
 * The /checkout routes: signed-in shoppers only; coming from an /orders/ page goes to /orders;
 * without a valid checkout configuration the notice "invalid config for agency" (or "market")
 * shows and the shopper goes back to /basket. The payment step needs a placed order. While an
 * order is being updated the other steps are refused (EditingBlocksCheckout).
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { CheckoutShopShippingDocument } from './CheckoutShopShipping.generated';
import { ListSkeleton } from '../../ui/states';
import { useBasket } from '../basket/basket-view';
import { previousPath } from '../orders/notice';
import { showNotice } from '../../core/shell-notice';
import { useOrdersState } from '../../core/orders-store';
import { EditingBlocksCheckout } from './EditingBlocksCheckout';
import { useSelectedSupplier } from '../../core/selected-supplier';
import { basketSupplierId, checkoutConfigProblem } from './checkout-model';
import { forSupplier, updateCheckout, useCheckout } from '../../core/checkout-store';
import { placedThisVisit } from '../../core/placed-this-visit';
import '../../ui/money-screens.css';

export function CheckoutLayout() {
  const location = useLocation();
  const [fromOrders] = useState(() =>
    (previousPath(location.pathname) ?? '').startsWith('/orders'),
  );
  const checkout = useCheckout();
  const { editing } = useOrdersState();
  const isPayment = location.pathname.startsWith('/checkout/payment');

  if (fromOrders) return <Navigate to="/orders" replace />;
  if (isPayment) return checkout.orderId ? <Outlet /> : <Navigate to="/orders" replace />;
  if (editing) return <EditingBlocksCheckout editing={editing} />;
  return <CheckoutConfigGuard />;
}

function CheckoutConfigGuard() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const basket = useBasket();
  const cart = { items: basket.lines };
  const selected = useSelectedSupplier();
  const checkout = useCheckout();
  const market = config.mode === 'MARKET';
  const shop = useQuery(CheckoutShopShippingDocument, { skip: !market });
  const basketSupplier = basketSupplierId(cart);
  const supplierId = market
    ? basketSupplier
    : selected && (basketSupplier === selected.id || cart.items.length === 0)
      ? selected.id
      : null;
  // Until the gateway has answered for the basket, its branch is unknown.
  const waiting = (market && !shop.data && !shop.error) || !basket.restored;
  // Just placed (in this visit): the basket is empty on purpose while the shopper moves on to pay.
  const justPlaced =
    checkout.showOutro && cart.items.length === 0 && placedThisVisit(checkout.orderId);
  // Nothing to check out: the basket says so (not "invalid config", which is about the shop).
  const empty = !waiting && !justPlaced && cart.items.length === 0;
  const problem =
    waiting || justPlaced || empty
      ? null
      : checkoutConfigProblem({
          mode: config.mode,
          itemCount: cart.items.length,
          supplierId,
          shippingOptionCount: shop.data?.clientConfig.shipping.length ?? 0,
        });
  const invalidText =
    problem === 'agency' ? t`invalid config for agency` : t`invalid config for market`;

  useEffect(() => {
    if (!empty) return;
    showNotice(t`Your basket is empty: add items before you check out.`);
    navigate('/basket', { replace: true });
  }, [empty, navigate, t]);

  useEffect(() => {
    if (!problem) return;
    showNotice(invalidText);
    navigate('/basket', { replace: true });
  }, [problem, invalidText, navigate]);

  // Before the step's own effects (a layout effect runs ahead of every passive one): a choice
  // tapped on the server's page before the scripts ran is taken up by those (use-early-radio.ts)
  // onto the checkout of the basket's branch. Taken up first, a device that had no checkout yet
  // then moved it to the branch, which starts afresh, and the tapped slot was lost.
  useLayoutEffect(() => {
    if (supplierId) updateCheckout((state) => forSupplier(state, supplierId));
  }, [supplierId]);

  // Back (or a reload) onto an earlier checkout step after placing: that basket is gone, so go to
  // the order instead of a blank step. The confirmation itself moves on to payment by its own.
  if (justPlaced && !location.pathname.startsWith('/checkout/confirmation')) {
    // The note too: the server, which cannot know what this tab placed, drew the page with it.
    return (
      <>
        <EmptyBasketWithoutScripts />
        <JustPlacedRedirect orderId={checkout.orderId!} />
      </>
    );
  }
  if (waiting) return <ListSkeleton rows={3} />;
  if (empty) return <EmptyBasketWithoutScripts />;
  if (problem || !supplierId) return null;
  return <Outlet />;
}

/**
 * An empty basket's checkout step: the app goes on to the basket (above), or right after placing
 * to that order; a browser without scripts reads why there is no step, and the way to the basket.
 * In a `<noscript>`, which the hydrated page never shows, so the server's page and the app's agree.
 */
function EmptyBasketWithoutScripts() {
  return (
    <noscript>
      <div className="checkout-page">
        <p>
          <Trans>Your basket is empty: add items before you check out.</Trans>
        </p>
        <div className="checkout-actions">
          <a className="button" href="/basket">
            <Trans>Back to the basket</Trans>
          </a>
        </div>
      </div>
    </noscript>
  );
}

/** To the order just placed, saying why the checkout step is not shown. */
function JustPlacedRedirect({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  useEffect(() => {
    showNotice(t`Your order is placed and your basket is empty: here is your order.`);
  }, [t]);
  return <Navigate to={`/orders/${orderId}`} replace />;
}
