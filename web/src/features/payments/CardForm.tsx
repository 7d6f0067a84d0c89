/**
 * The card provider's own form in a frame (card numbers never touch this shop): it answers with
 * a one-time token by `postMessage`, accepted only from the form's own origin.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PaymentTransaction_TransactionFragment } from './PaymentTransaction_transaction.generated';

interface Props {
  transaction: PaymentTransaction_TransactionFragment;
  busy: boolean;
  onToken: (token: string) => void;
  onCancel: () => void;
}

export function CardForm({ transaction, busy, onToken, onCancel }: Props) {
  const { t } = useLingui();
  const url = transaction.providerData.find((d) => d.key === 'card_form_url')?.value ?? null;
  const origin = url ? new URL(url, window.location.href).origin : null;
  const onTokenRef = useRef(onToken);
  const [reload, setReload] = useState(0);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (event.origin !== origin || data?.type !== 'sim-card-token') return;
      if (typeof data.token === 'string') onTokenRef.current(data.token);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  if (!url) {
    return (
      <p className="notice is-error" role="alert">
        <Trans>Payment failed, try again</Trans>
      </p>
    );
  }
  return (
    <section className="card-form" aria-labelledby="card-heading" aria-busy={busy || undefined}>
      <h3 id="card-heading">
        <Trans>Card details</Trans>
      </h3>
      <iframe key={reload} title={t`Card details`} src={url} className="card-frame" />
      {busy && (
        <p role="status">
          <Trans>Paying…</Trans>
        </p>
      )}
      <div className="checkout-actions">
        <button
          type="button"
          className="button is-secondary"
          onClick={() => setReload((n) => n + 1)}
        >
          <Trans>Start the card form again</Trans>
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          <Trans>Choose another way to pay</Trans>
        </button>
      </div>
    </section>
  );
}
