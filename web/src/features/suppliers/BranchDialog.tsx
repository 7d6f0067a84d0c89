/**
 * The branch dialog ("Choose a branch"): the suburb or town field and the branches near, or,
 * while an order is being edited, the notice that its branch cannot change. Opened by any
 * ChooseBranchButton on the page (core/branch-dialog.ts); rendered by the supplier bar, and on
 * screens without the bar by the delivery-area line (AreaBar).
 */
import { Trans } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog';
import { useOrdersState } from '../../core/orders-store';
import { closeBranchDialog } from '../../core/branch-dialog';
import { useSelectedSupplier } from '../../core/selected-supplier';
import { SupplierList } from './SupplierList';
import { useChooseSupplier } from './useChooseSupplier';

export function BranchDialog({ persistent = false }: { persistent?: boolean }) {
  const selected = useSelectedSupplier();
  const choose = useChooseSupplier();
  const editingOrder = useOrdersState().editing !== null;
  return (
    <Dialog
      title={<Trans>Choose a branch</Trans>}
      dismissable={!persistent}
      onClose={closeBranchDialog}
      className="supplier-dialog"
    >
      {editingOrder ? (
        <p className="empty">
          <Trans>Updating order, cannot change suppliers now</Trans>
        </p>
      ) : (
        <SupplierList
          selected={selected}
          onChoose={(supplier) => {
            void choose(supplier).then((done) => {
              if (done) closeBranchDialog();
            });
          }}
        />
      )}
    </Dialog>
  );
}
