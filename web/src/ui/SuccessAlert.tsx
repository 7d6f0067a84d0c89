/**
 * A success alert ("Link copied", "Profile updated"): announced politely and hidden after
 * 5 seconds (spec 1 section 9), or earlier when the shopper closes it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';

export const SUCCESS_ALERT_MS = 5_000;

interface Props {
  /** What succeeded; `null` shows nothing. Showing another text starts the 5 seconds again. */
  children: ReactNode | null;
  /** Called when the 5 seconds are over or the shopper closes it. */
  onHide: () => void;
  /** Changes whenever the same text is shown again (e.g. a second copy), restarting the timer. */
  shownAt?: number;
}

export function SuccessAlert({ children, onHide, shownAt }: Props) {
  const { t } = useLingui();
  const visible = children !== null && children !== undefined && children !== false;
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(onHide, SUCCESS_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [visible, onHide, shownAt]);
  return (
    <div role="status" aria-live="polite" className="success-alert-region">
      {visible && (
        <p className="notice is-success success-alert">
          <span>{children}</span>
          <button type="button" className="icon-button" aria-label={t`Close`} onClick={onHide}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </p>
      )}
    </div>
  );
}
