/**
 * A success alert ("Link copied", "Your profile is saved."): announced politely and hidden after
 * 5 seconds, or earlier when the shopper closes it. Every success alert of the
 * shop goes through `useSuccessAlert` and `<SuccessAlert>`, so they all hide the same way.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export const SUCCESS_ALERT_MS = 5_000;

export interface SuccessAlertState {
  /** What succeeded (a `<Trans>` follows a change of language); `null` while nothing is shown. */
  text: ReactNode | null;
  /** Changes whenever a text is shown, so showing the same text again restarts the 5 seconds. */
  shownAt: number;
  show: (text: ReactNode) => void;
  hide: () => void;
}

export function useSuccessAlert(): SuccessAlertState {
  const [shown, setShown] = useState<{ text: ReactNode; at: number } | null>(null);
  const count = useRef(0);
  const show = useCallback((text: ReactNode) => {
    count.current += 1;
    setShown({ text, at: count.current });
  }, []);
  const hide = useCallback(() => setShown(null), []);
  return useMemo(
    () => ({ text: shown?.text ?? null, shownAt: shown?.at ?? 0, show, hide }),
    [shown, show, hide],
  );
}

export function SuccessAlert({ alert }: { alert: SuccessAlertState }) {
  const { t } = useLingui();
  const { text, shownAt, hide } = alert;
  useEffect(() => {
    if (text === null) return;
    const timer = window.setTimeout(hide, SUCCESS_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [text, shownAt, hide]);
  return (
    <div role="status" aria-live="polite" className="success-alert-region">
      {text !== null && (
        <p className="notice is-success success-alert">
          <span>{text}</span>
          <button type="button" className="icon-button" aria-label={t`Close`} onClick={hide}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </p>
      )}
    </div>
  );
}
