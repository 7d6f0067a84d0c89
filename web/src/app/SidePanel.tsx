/**
 * The side panel (logged-out part): log in and register, the language switcher, support chat,
 * social-media link (hidden while browsing data-free), website, share and terms.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../core/config/app-config';
import {
  SidePanelAccount,
  SidePanelAccountLinks,
  SidePanelLogout,
} from '../features/account/SidePanelAccount';
import { isDataFree } from '../core/config/data-free';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SuccessAlert, useSuccessAlert } from '../ui/SuccessAlert';

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

  // What sharing did, confirmed beside the link: the panel is modal, so a shell alert would hide behind it.
  const shared = useSuccessAlert();
  const share = async () => {
    const url = window.location.origin;
    const confirm = shared.show;
    try {
      if (navigator.share) {
        await navigator.share({ title: config.title, url });
        confirm(t`Thanks for sharing the shop`);
      } else if (navigator.clipboard) {
        await navigator.clipboard.writeText(url);
        confirm(t`Link copied: ${url}`);
      } else confirm(t`The shop's address: ${url}`);
    } catch (error) {
      // Cancelling the share sheet is no failure; a refused clipboard still gives the address.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        confirm(t`The shop's address: ${url}`);
      }
    }
  };

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
        <SidePanelAccount returnTo={firstPath.current} />
        <ul className="side-panel-links">
          <li>
            <Link to="/">
              <Trans>Shop</Trans>
            </Link>
          </li>
          <li>
            <Link to="/promotions">
              <Trans>Promotions</Trans>
            </Link>
          </li>
          <li>
            <Link to="/leaflets">
              <Trans>Leaflets</Trans>
            </Link>
          </li>
          {config.features.stokvel && (
            <li>
              <Link to="/stokvel">
                <Trans>Stokvel offers</Trans>
              </Link>
            </li>
          )}
          {config.features.combos && (
            <li>
              <Link to="/combos">
                <Trans>Combos</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link to="/agencies">
              <Trans>Stores</Trans>
            </Link>
          </li>
          <li>
            <Link to="/basket">
              <Trans>Basket</Trans>
            </Link>
          </li>
          <SidePanelAccountLinks onClose={onClose} />
          {config.links.supportChat && (
            <li>
              <a href={config.links.supportChat} target="_blank" rel="noreferrer">
                <Trans>Support chat</Trans>
              </a>
            </li>
          )}
          {config.links.facebook && !isDataFree() && (
            <li>
              <a href={config.links.facebook} target="_blank" rel="noreferrer">
                <Trans>Facebook</Trans>
              </a>
            </li>
          )}
          {config.links.website && (
            <li>
              <a href={config.links.website} target="_blank" rel="noreferrer">
                <Trans>Website</Trans>
              </a>
            </li>
          )}
          <li>
            <button type="button" className="link-button" onClick={() => void share()}>
              <Trans>Share this shop</Trans>
            </button>
            <SuccessAlert alert={shared} />
          </li>
          <SidePanelLogout onClose={onClose} />
          <li>
            <Link to="/terms_and_conditions">
              <Trans>Terms and conditions</Trans>
            </Link>
          </li>
        </ul>
        <LanguageSwitcher />
      </nav>
    </dialog>
  );
}
