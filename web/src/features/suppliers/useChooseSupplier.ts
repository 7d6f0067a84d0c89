/**
 * Choosing a branch (or price comparison, `null`): when the basket holds offers of another branch,
 * the shopper confirms first and the basket is emptied. Then to `goTo`: home, unless the page that
 * sent the shopper to choose asked to come back.
 * While an order is being edited the branch cannot change: nothing happens (resolves false).
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../ui/confirm';
import { readBasket } from '../basket/basket-view';
import { clearCart } from '../basket/cart-store';
import { getOrdersState } from '../../core/orders-store';
import {
  getSelectedSupplier,
  selectSupplier,
  type BranchChoice,
} from '../../core/selected-supplier';

export function useChooseSupplier() {
  const { t } = useLingui();
  const confirm = useConfirm();
  const navigate = useNavigate();

  return async (supplier: BranchChoice | null, { goTo = '/' } = {}): Promise<boolean> => {
    if (getOrdersState().editing) return false;
    const current = getSelectedSupplier();
    const changing = (current?.id ?? null) !== (supplier?.id ?? null);
    // A different branch (or Price comparison) clears the basket, unless every
    // line is already the new branch's.
    const otherBranchLines = readBasket().lines.filter(
      (line) => line.offer?.supplier.id !== supplier?.id,
    );
    if (changing && otherBranchLines.length > 0) {
      const ok = await confirm(
        supplier
          ? {
              title: t`Change branch?`,
              message: t`Your basket holds items from another branch. Changing branch empties your basket.`,
              okLabel: t`Empty basket and change`,
            }
          : {
              title: t`Switch to price comparison?`,
              message: t`Your basket holds items from a branch. Switching to price comparison empties your basket.`,
              okLabel: t`Empty basket and switch`,
            },
      );
      if (!ok) return false;
      clearCart();
    }
    selectSupplier(supplier);
    void navigate(goTo);
    return true;
  };
}
