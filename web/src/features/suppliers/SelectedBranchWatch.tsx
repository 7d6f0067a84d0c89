/**
 * The chosen branch is fetched again on every navigation, so a branch
 * that closed or was disabled meanwhile is noticed. A closed branch's text shows in a modal at
 * most once per day per branch; a disabled branch says so and offers to choose another (in the
 * server's page too, for a browser without scripts); a branch
 * the shop does not have (gone since it was chosen, or a cookie naming none) is forgotten, as the
 * server's page already did (it renders without it): price comparison, not "Your branch".
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SelectedSupplierDocument } from './SelectedSupplier.generated';
import { hasErrorCode } from '../../apollo/error-codes';
import { Dialog } from '../../ui/Dialog';
import { openBranchDialog } from '../../core/branch-dialog';
import { useClientStores } from '../../core/client-state';
import {
  markClosedNoticeShown,
  selectSupplier,
  shouldShowClosedNotice,
  useSelectedSupplier,
} from '../../core/selected-supplier';

export function SelectedBranchWatch() {
  const selected = useSelectedSupplier();
  if (!selected) return null;
  return <BranchWatch key={selected.id} supplierId={selected.id} />;
}

function BranchWatch({ supplierId }: { supplierId: string }) {
  const stores = useClientStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useQuery(SelectedSupplierDocument, {
    variables: { id: supplierId },
    fetchPolicy: 'cache-and-network',
  });
  // The gateway answered that no such branch exists (not a failure to answer: offline, the
  // choice stands).
  const noSuchBranch =
    !loading && (data?.supplier === null || hasErrorCode(error, 'BAD_USER_INPUT'));
  useEffect(() => {
    if (noSuchBranch) selectSupplier(null);
  }, [noSuchBranch]);
  const firstPath = useRef(pathname);
  useEffect(() => {
    // The first screen already fetched it on mount.
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);

  const [closedDismissed, setClosedDismissed] = useState(false);
  const [disabledDismissed, setDisabledDismissed] = useState(false);
  const supplier = data?.supplier;
  if (!supplier) return null;

  if (supplier.disabled && !disabledDismissed) {
    const chooseAnother = () => {
      setDisabledDismissed(true);
      void navigate('/');
      openBranchDialog();
    };
    return (
      <>
        {/* The dialog is the scripts': without them the page says it, with the way to another. */}
        <noscript>
          <div className="notice branch-unavailable" role="status">
            <p>
              <Trans>{supplier.name} is not taking orders at the moment.</Trans>
            </p>
            <a className="button" href="/agencies">
              <Trans>Choose another branch</Trans>
            </a>
          </div>
        </noscript>
        <Dialog
          title={<Trans>Branch not available</Trans>}
          onClose={() => setDisabledDismissed(true)}
          footer={
            <button type="button" className="button" onClick={chooseAnother}>
              <Trans>Choose another branch</Trans>
            </button>
          }
        >
          <p>
            <Trans>{supplier.name} is not taking orders at the moment.</Trans>
          </p>
        </Dialog>
      </>
    );
  }

  const closedText = supplier.closedText;
  if (!closedText || closedDismissed || !shouldShowClosedNotice(supplierId, undefined, stores))
    return null;
  const close = () => {
    markClosedNoticeShown(supplierId);
    setClosedDismissed(true);
  };
  return (
    <Dialog
      title={supplier.name}
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
