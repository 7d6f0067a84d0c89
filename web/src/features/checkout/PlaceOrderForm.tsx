/**
 * "Place order" as a form (`POST /checkout/place`, docs/adr/0057): before the scripts run, and
 * with JavaScript off, the gateway places the order from the shopper's basket and checkout
 * choices; once hydrated, the app takes the submit over (`onSubmit`). The payment choices
 * elsewhere on the page belong to it by their `form` attribute. It carries an idempotency key
 * made when the page is rendered, so a double submit or a repeat of the same form places one
 * order, and the prices the page shows, so a price that moved since stops the order at the
 * confirmation ("Some item prices have changed") instead of charging it.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency';
import type { CheckItem } from './check-input';

export const PLACE_ORDER_FORM = 'place-order';

export function PlaceOrderForm({
  itemsAsShown,
  useCredit,
  onSubmit,
  children,
}: {
  itemsAsShown: CheckItem[];
  /** The wallet credit goes against this order (as the totals shown say). */
  useCredit: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  // The server's key stays in the page (the browser makes its own when it places the order).
  const [key] = useState(newIdempotencyKey);
  return (
    <form
      id={PLACE_ORDER_FORM}
      className="checkout-actions"
      method="post"
      action="/checkout/place"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="idempotencyKey" value={key} suppressHydrationWarning readOnly />
      <input type="hidden" name="useCredit" value={useCredit ? '1' : '0'} readOnly />
      {itemsAsShown.map((item) => (
        <Fragment key={item.offerId}>
          <input type="hidden" name="offerId" value={item.offerId} readOnly />
          <input type="hidden" name="seenPriceInCents" value={item.seenPriceInCents} readOnly />
        </Fragment>
      ))}
      {children}
    </form>
  );
}
