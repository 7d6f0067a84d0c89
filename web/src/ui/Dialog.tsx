/**
 * A modal dialog on the native `<dialog>` element: the browser traps focus, makes the page behind
 * inert and restores focus on close. `dismissable={false}` keeps it open on Escape (data-free
 * supplier dialog). Closed by a tap, it leaves a shield that takes a double tap's second tap
 * (tap-shield.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { SECOND_TAP_MS, shieldTapsUntil } from './tap-shield';

interface Props {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  dismissable?: boolean;
  className?: string;
}

export function Dialog({ title, onClose, children, footer, dismissable = true, className }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  /** When a tap was last lifted inside the dialog (`performance.now()`). */
  const tappedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
      // Closed by a tap: a second tap of the same double tap must not reach the page.
      shieldTapsUntil(tappedAt.current + SECOND_TAP_MS);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onPointerUp={() => {
        tappedAt.current = performance.now();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onCloseRef.current();
      }}
      onClick={(event) => {
        // A tap on the backdrop (outside the dialog box) closes it.
        if (dismissable && event.target === ref.current) onCloseRef.current();
      }}
    >
      <div className="dialog-box">
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {dismissable && (
            <button
              type="button"
              className="icon-button"
              aria-label={t`Close`}
              onClick={() => onCloseRef.current()}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </header>
        <div className="dialog-body">{children}</div>
        {footer && <footer className="dialog-footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
