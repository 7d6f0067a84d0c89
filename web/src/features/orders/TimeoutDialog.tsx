/** The order timeout modal: the order was never paid; reorder rebuilds the basket from it. */
import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OrderReorderOffersDocument } from '../../generated/graphql';
import { Dialog } from '../../ui/Dialog';
import { clearCart, setLine } from '../basket/cart-store';
import { toCartOffer } from '../offers/offer-model';
import { selectSupplier } from '../suppliers/selected-supplier';

export function useReorder() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async (orderId: string) => {
    const { data } = await client.query({
      query: OrderReorderOffersDocument,
      variables: { id: orderId },
      fetchPolicy: 'network-only',
    });
    const order = data?.viewer?.order;
    if (!order) throw new Error('Order not found');
    const offers = new Map(order.offers.map((offer) => [offer.id, offer]));
    clearCart();
    selectSupplier({ id: order.supplierId, name: order.supplierName });
    for (const item of order.items) {
      const offer = offers.get(item.offerId);
      if (offer) setLine(toCartOffer(offer), item.quantityOrdered);
    }
    navigate('/basket');
  };
}

export function TimeoutDialog({
  order,
  onClose,
}: {
  order: { id: string; reference: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const reorder = useReorder();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title={t`Order ${order.reference} timed out`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button is-secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              reorder(order.id)
                .then(onClose)
                .catch(() => {
                  setBusy(false);
                  setError(t`Internet connection lost, try again`);
                });
            }}
          >
            <Trans>Reorder</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>It was not paid in time. Reorder puts its items back in your basket.</Trans>
      </p>
      {error && (
        <p className="notice is-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
