/**
 * The supplier bar (catalogue home, category, product, promotions, search, stokvel, combos): the
 * chosen branch ("-" in agency mode or "Price comparison" in market mode when none), a home
 * button that clears it, and the selector dialog. In agency mode with no branch, the branches
 * near the shopper are fetched at once: a single one is chosen, otherwise the dialog opens.
 * While an order is being edited the branch stays: the dialog says so instead of listing
 * branches, and the home button only goes home (spec 1 section 2).
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../app/config/app-config';
import { isDataFree } from '../../app/config/data-free';
import { SelectedSupplierDocument } from './SelectedSupplier.generated';
import { Dialog } from '../../ui/Dialog';
import { useOrdersState } from '../orders/orders-store';
import { ChevronDownIcon, HomeIcon, StoreIcon } from '../../ui/icons';
import { SupplierList } from './SupplierList';
import {
  markClosedNoticeShown,
  selectSupplier,
  shouldShowClosedNotice,
  useSelectedSupplier,
} from './selected-supplier';
import { useChooseSupplier } from './useChooseSupplier';

export function SupplierBar() {
  const { t } = useLingui();
  const { mode } = useAppConfig();
  const selected = useSelectedSupplier();
  const choose = useChooseSupplier();
  const navigate = useNavigate();
  const editingOrder = useOrdersState().editing !== null;
  const agencyNeedsBranch = mode === 'AGENCY' && !selected && !editingOrder;
  const [open, setOpen] = useState(false);
  const [autoChecked, setAutoChecked] = useState(false);
  // Undismissable while browsing data-free or while no branch is chosen (spec 1 section 4),
  // except while an order is being edited: the dialog then offers no choice, only a notice.
  const persistent = !editingOrder && (isDataFree() || !selected);

  const name = selected?.name ?? (mode === 'AGENCY' ? '-' : t`Price comparison`);

  return (
    <>
      <div className="supplier-bar">
        <button
          type="button"
          className="icon-button"
          aria-label={editingOrder ? t`Go home` : t`Clear branch and go home`}
          onClick={() => {
            if (editingOrder) void navigate('/');
            else void choose(null);
          }}
        >
          <HomeIcon />
        </button>
        <button
          type="button"
          className="supplier-bar-choose"
          aria-haspopup="dialog"
          aria-label={t`Branch: ${name}. Change branch`}
          onClick={() => setOpen(true)}
        >
          <StoreIcon />
          <span className="supplier-bar-name">{name}</span>
          <ChevronDownIcon />
        </button>
      </div>
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
              } else setOpen(true);
            }}
          />
        </div>
      )}
      {open && (
        <Dialog
          title={<Trans>Choose a branch</Trans>}
          dismissable={!persistent}
          onClose={() => setOpen(false)}
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
                  if (done) setOpen(false);
                });
              }}
            />
          )}
        </Dialog>
      )}
      {selected && <ClosedNotice supplierId={selected.id} />}
    </>
  );
}

/** The branch's closed text in a modal with an Okay button, at most once per day per branch. */
function ClosedNotice({ supplierId }: { supplierId: string }) {
  const { data } = useQuery(SelectedSupplierDocument, {
    variables: { id: supplierId },
    fetchPolicy: 'cache-and-network',
  });
  const [dismissed, setDismissed] = useState(false);
  const closedText = data?.supplier?.closedText;
  if (!closedText || dismissed || !shouldShowClosedNotice(supplierId)) return null;
  const close = () => {
    markClosedNoticeShown(supplierId);
    setDismissed(true);
  };
  return (
    <Dialog
      title={data.supplier?.name ?? ''}
      onClose={close}
      footer={
        <button type="button" className="button" onClick={close}>
          <Trans>Okay</Trans>
        </button>
      }
    >
      <p>{closedText}</p>
    </Dialog>
  );
}
