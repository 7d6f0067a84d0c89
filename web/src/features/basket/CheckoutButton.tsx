/**
 * The basket's way to checkout: signed-in shoppers go to /checkout/dispatch (the begin-checkout
 * event is sent); visitors get "Sign in or register to continue" and come back to checkout.
 */
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { analyticsItem, trackBeginCheckout } from '../../lib/analytics';
import { useAccount } from '../account/account-store';
import { useRequireAccount } from '../account/AccountSession';
import { analyticsOfLine, inStock, readBasket } from './basket-view';

/** `disabled` while the basket cannot be ordered (below the minimum order). */
export function CheckoutButton({ disabled = false }: { disabled?: boolean }) {
  const navigate = useNavigate();
  const account = useAccount();
  const requireAccount = useRequireAccount();
  return (
    <p className="center">
      <button
        type="button"
        className="button"
        disabled={disabled}
        onClick={() => {
          if (!account) return requireAccount('/checkout/dispatch');
          const basket = readBasket();
          trackBeginCheckout(
            basket.lines
              .filter(inStock)
              .map((line) => analyticsItem(analyticsOfLine(line.offer!), line.quantity)),
            basket.summary.totalInCents,
          );
          navigate('/checkout/dispatch');
        }}
      >
        <Trans>Checkout</Trans>
      </button>
    </p>
  );
}
