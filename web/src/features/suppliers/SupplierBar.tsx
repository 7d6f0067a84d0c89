/**
 * The supplier bar (catalogue home, category, product, promotions, search, stokvel, combos): the
 * chosen branch ("Choose a branch" in agency mode or "Price comparison" in market mode when none),
 * in market mode a "Compare all branches" button that clears it (a form, as the branch choices
 * are: it works before the scripts and without them), and the selector dialog. In agency mode
 * with no branch, the branches near the shopper are fetched at once: a single one is chosen,
 * otherwise the dialog opens. While an order is being edited the branch stays: the dialog says so
 * instead of listing branches.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAppConfig } from '../../core/config/app-config';
import { isDataFree } from '../../core/config/data-free';
import { useOrdersState } from '../../core/orders-store';
import { ChevronDownIcon, StoreIcon } from '../../ui/icons';
import { SupplierList } from './SupplierList';
import { selectSupplier, useSelectedBranch } from '../../core/selected-supplier';
import { useChooseSupplier } from './useChooseSupplier';
import { useServiceArea } from '../../core/service-area';
import { ChooseBranchButton } from '../../core/ChooseBranchButton';
import { AreaLine } from './AreaLine';
import { closeBranchDialog, openBranchDialog, useBranchDialogOpen } from '../../core/branch-dialog';
import { BranchDialog } from './BranchDialog';
import { BranchForm } from '../../ui/BranchForm';

export function SupplierBar() {
  const { t } = useLingui();
  const { mode } = useAppConfig();
  const selected = useSelectedBranch();
  const choose = useChooseSupplier();
  const editingOrder = useOrdersState().editing !== null;
  const agencyNeedsBranch = mode === 'AGENCY' && !selected && !editingOrder;
  const open = useBranchDialogOpen();
  // The dialog belongs to this bar: leaving for a screen without the bar closes it.
  useEffect(() => closeBranchDialog, []);
  const [autoChecked, setAutoChecked] = useState(false);
  // Undismissable while browsing data-free or while no branch is chosen,
  // except while an order is being edited: the dialog then offers no choice, only a notice.
  // Where no branch serves the shopper there is nothing to choose: they may always close it.
  const unserved = useServiceArea().status === 'unserved';
  const persistent = !editingOrder && !unserved && (isDataFree() || !selected);

  // Agency mode has no "all branches": with none chosen yet the bar says what to do.
  // A branch whose name the gateway has not given yet (a reload on a page the server did not
  // render, before the branch is read) is "your branch" until it has.
  const name = selected
    ? (selected.name ?? t`Your branch`)
    : mode === 'AGENCY'
      ? t`Choose a branch`
      : t`Price comparison`;

  return (
    <>
      <div className="supplier-bar">
        <ChooseBranchButton
          className="supplier-bar-choose"
          aria-label={t`Branch: ${name}. Change branch`}
        >
          <StoreIcon />
          <span className="supplier-bar-name">{name}</span>
          <ChevronDownIcon />
        </ChooseBranchButton>
        {mode === 'MARKET' && selected && !editingOrder && (
          // A form, as "Shop here" is (ChooseButton): price comparison chosen by the server
          // (`POST /branch` with no id) before the scripts and without them.
          <BranchForm action="/branch" method="post" onHydratedSubmit={() => void choose(null)}>
            <input type="hidden" name="id" value="" />
            <button type="submit" className="button is-secondary supplier-bar-clear">
              <Trans>Compare all branches</Trans>
            </button>
          </BranchForm>
        )}
      </div>
      {/* Whether the shop delivers where the shopper is, before a basket is filled. */}
      {!editingOrder && <AreaLine />}
      {agencyNeedsBranch && !autoChecked && !open && (
        // Invisible: fetches the branches near the shopper, then chooses or opens the dialog.
        <div hidden>
          <SupplierList
            selected={null}
            onChoose={() => undefined}
            onLoaded={(suppliers) => {
              const enabled = suppliers.filter((supplier) => !supplier.disabled);
              setAutoChecked(true);
              if (suppliers.length === 1 && enabled.length === 1 && enabled[0]) {
                selectSupplier({ id: enabled[0].id, name: enabled[0].name });
              } else openBranchDialog();
            }}
          />
        </div>
      )}
      {open && <BranchDialog persistent={persistent} />}
    </>
  );
}
