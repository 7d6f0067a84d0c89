/** The order timeout modal: the order was never paid; Reorder rebuilds the basket from it. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { requestFailure } from '../../lib/request-failure';
import { useBuyAgain } from './buy-again';

export function TimeoutDialog({
  order,
  onClose,
}: {
  order: { id: string; reference: string };
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const reorder = useBuyAgain();
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
                .then((done) => (done ? onClose() : setBusy(false)))
                .catch((caught: unknown) => {
                  setBusy(false);
                  setError(requestFailure(i18n, caught, 'other'));
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
