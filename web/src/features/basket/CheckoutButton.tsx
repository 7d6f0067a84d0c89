/**
 * The basket's way to checkout: signed-in shoppers go to /checkout/dispatch (the begin-checkout
 * event is sent); visitors get "Sign in or register to continue" and come back to checkout.
 * It is a link there, so it leads on before the scripts run or without them (the gateway sends a
 * visitor to sign in first and back); the hydrated page takes the tap over. Its role stays a
 * button's (for a visitor it opens the sign-in dialog), Space included.
 */
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { analyticsItem, trackBeginCheckout } from '../../lib/analytics';
import { useAccount } from '../account/account-store';
import { useRequireAccount } from '../account/AccountSession';
import { analyticsOfLine, inStock, readBasket } from './basket-view';

const CHECKOUT = '/checkout/dispatch';

/** `disabled` while the basket cannot be ordered (below the minimum order, nothing in stock). */
export function CheckoutButton({ disabled = false }: { disabled?: boolean }) {
  const navigate = useNavigate();
  const account = useAccount();
  const requireAccount = useRequireAccount();
  if (disabled)
    return (
      <p className="center">
        <button type="button" className="button" disabled>
          <Trans>Checkout</Trans>
        </button>
      </p>
    );
  return (
    <p className="center">
      <Link
        to={CHECKOUT}
        role="button"
        className="button"
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          event.currentTarget.click();
        }}
        onClick={(event) => {
          event.preventDefault();
          if (!account) return requireAccount(CHECKOUT);
          const basket = readBasket();
          trackBeginCheckout(
            basket.lines
              .filter(inStock)
              .map((line) => analyticsItem(analyticsOfLine(line.offer!), line.quantity)),
            basket.summary.totalInCents,
          );
          void navigate(CHECKOUT);
        }}
      >
        <Trans>Checkout</Trans>
      </Link>
    </p>
  );
}
