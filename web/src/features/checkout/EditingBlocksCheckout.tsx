/**
 * While an order is being updated, a new basket is not checked out: the checkout would place a
 * second order under the "Updating order" banner, with the edited order's changes still pending.
 * The shopper goes back to that order, or stops updating it and carries on with the basket.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { stopEditing, type EditingOrder } from '../../core/orders-store';
import { useEditedOrderBadge } from '../orders/useEditedOrderBadge';

export function EditingBlocksCheckout({ editing }: { editing: EditingOrder }) {
  const reference = useEditedOrderBadge()?.reference ?? '…';
  return (
    <div className="notice is-error editing-blocks" role="alert">
      <p>
        <Trans>
          You are updating order {reference}. Save or stop those changes before checking out a new
          basket.
        </Trans>
      </p>
      <p className="checkout-actions">
        <Link className="button" to={`/orders/${editing.orderId}`}>
          <Trans>Back to order {reference}</Trans>
        </Link>
        <button type="button" className="button is-secondary" onClick={stopEditing}>
          <Trans>Stop updating {reference} and check out</Trans>
        </button>
      </p>
    </div>
  );
}
