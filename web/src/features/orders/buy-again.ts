/**
 * Buy again (and Reorder after a time-out): the order's items go into the basket at their current
 * offers at its branch, added to what the basket holds (docs/adr/0035); what the branch no longer
 * sells is named in a notice instead of silently left out. In agency mode a basket holds one
 * branch: a basket at another branch is replaced, asked first.
 */
import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { OrderBuyAgainDocument } from './OrderBuyAgain.generated';
import { useConfirm } from '../../ui/confirm';
import { clearCart, getCart, lineQuantity, setBasketLine } from '../basket/cart-store';
import { useAppConfig } from '../../core/config/app-config';
import { getSelectedSupplier } from '../../core/selected-supplier';
import { toCartOffer } from '../offers/offer-model';
import { selectSupplier } from '../../core/selected-supplier';
import { showNotice } from './notice';

export function useBuyAgain() {
  const { t } = useLingui();
  const client = useApolloClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { mode } = useAppConfig();
  /** Resolves false when the shopper kept the basket as it was. */
  return async (orderId: string): Promise<boolean> => {
    const { data } = await client.query({
      query: OrderBuyAgainDocument,
      variables: { id: orderId },
      fetchPolicy: 'network-only',
    });
    const order = data?.viewer?.order;
    if (!order) throw new Error('Order not found');
    const otherBranch =
      mode === 'AGENCY' &&
      getCart().items.length > 0 &&
      getSelectedSupplier()?.id !== order.supplierId;
    if (otherBranch) {
      const ok = await confirm({
        title: t`Replace your basket?`,
        message: t`Buying this order again replaces the items in your basket.`,
        okLabel: t`Replace basket`,
      });
      if (!ok) return false;
      clearCart();
    }
    const offers = new Map(order.offers.map((offer) => [offer.id, offer]));
    selectSupplier({ id: order.supplierId, name: order.supplierName });
    for (const line of order.buyAgain.lines) {
      const offer = offers.get(line.offerId);
      // Into the basket, also while another order is being edited (never into that order), on
      // top of what the basket already holds of it.
      const held = lineQuantity(getCart(), line.offerId);
      if (offer) setBasketLine(toCartOffer(offer), held + line.quantity);
    }
    const missing = order.buyAgain.unavailable.map((item) => item.name).join(', ');
    showNotice(missing ? t`No longer available: ${missing}` : null);
    await navigate('/basket');
    return true;
  };
}
