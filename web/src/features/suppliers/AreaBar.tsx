/**
 * The delivery-area line on a screen without the supplier bar (the basket): whether the shop
 * delivers where the shopper is, said before Checkout leads a visitor to signing in, with the
 * branch dialog its "Check your area" and "Change" open (the supplier bar owns it elsewhere).
 * Hidden while an order is being edited, as in the bar: its branch cannot change then.
 */
import { useEffect } from 'react';
import { closeBranchDialog, useBranchDialogOpen } from '../../core/branch-dialog';
import { useOrdersState } from '../../core/orders-store';
import { AreaLine } from './AreaLine';
import { BranchDialog } from './BranchDialog';

export function AreaBar() {
  const editingOrder = useOrdersState().editing !== null;
  const open = useBranchDialogOpen();
  // The dialog belongs to this line: leaving for a screen without it closes it.
  useEffect(() => closeBranchDialog, []);
  if (editingOrder) return null;
  return (
    <>
      <AreaLine />
      {open && <BranchDialog />}
    </>
  );
}
