/**
 * The side panel the toolbar's menu button opens: a modal dialog holding the menu
 * (MenuContents), closed by its button, the backdrop, Escape, Back, or following one of its links.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../core/config/app-config';
import { MenuContents } from './MenuContents';

export function SidePanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const config = useAppConfig();
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => dialog?.close?.();
  }, []);

  // Back and Forward close it; so does following one of its links (onClick below). A page that
  // was already on its way when the panel opened does not: the address bar is a step ahead of
  // the screen while the next screen renders (slow on a busy phone), and a menu tapped in that
  // moment closed itself when the screen caught up.
  useEffect(() => {
    window.addEventListener('popstate', onClose);
    return () => window.removeEventListener('popstate', onClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className="side-panel"
      aria-label={t`Menu`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        const target = event.target as Element;
        // The backdrop, or a link to another page of the shop (not one opening a new tab).
        if (target === ref.current || target.closest('a[href]:not([target="_blank"])')) onClose();
      }}
    >
      <nav className="side-panel-box" aria-label={t`Menu`}>
        <div className="side-panel-head">
          <strong>{config.title}</strong>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Close menu`}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <MenuContents returnTo={firstPath.current} onClose={onClose} />
      </nav>
    </dialog>
  );
}
