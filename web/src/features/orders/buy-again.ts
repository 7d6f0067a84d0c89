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
import { clearCart, loadBasket, setManyLines } from '../basket/cart-store';
import { buyAgainLines, replacesBasket } from './buy-again-lines';
import { useAppConfig } from '../../core/config/app-config';
import { useClientStores } from '../../core/client-state';
import { getSelectedSupplier } from '../../core/selected-supplier';
import { selectSupplier } from '../../core/selected-supplier';
import { showNotice } from '../../core/shell-notice';

export function useBuyAgain() {
  const { t } = useLingui();
  const client = useApolloClient();
  const stores = useClientStores();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { mode } = useAppConfig();
  /**
   * Resolves false when the shopper kept the basket as it was. `replaceSaid`: the screen already
   * said that the basket is replaced (Buy again's page), so it is not asked again.
   */
  return async (orderId: string, { replaceSaid = false } = {}): Promise<boolean> => {
    const { data } = await client.query({
      query: OrderBuyAgainDocument,
      variables: { id: orderId },
      fetchPolicy: 'network-only',
    });
    const order = data?.viewer?.order;
    if (!order) throw new Error('Order not found');
    const basket = await loadBasket({ client, stores });
    const otherBranch = replacesBasket(order, basket, mode === 'AGENCY', getSelectedSupplier()?.id);
    if (otherBranch) {
      const ok =
        replaceSaid ||
        (await confirm({
          title: t`Replace your basket?`,
          message: t`Buying this order again replaces the items in your basket.`,
          okLabel: t`Replace basket`,
        }));
      if (!ok) return false;
      void clearCart();
    }
    selectSupplier({ id: order.supplierId, name: order.supplierName });
    // Into the basket, also while another order is being edited (never into that order), on
    // top of what the basket already holds of it (unless it was just emptied).
    const lines = buyAgainLines(order, otherBranch ? null : basket);
    // In the basket before the basket opens (each line shows at once, the gateway's answer after).
    await setManyLines(lines);
    const missing = order.buyAgain.unavailable.map((item) => item.name).join(', ');
    showNotice(missing ? t`No longer available: ${missing}` : null);
    await navigate('/basket');
    return true;
  };
}
