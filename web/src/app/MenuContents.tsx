/**
 * What the menu holds, wherever it is shown: the side panel the toolbar's button opens, and the
 * `/menu` page a browser without scripts reaches through the toolbar's link (MenuPage). The
 * account part, the shop's pages, the shop's links, sharing (the scripts' own), Log out and the
 * language: the last two are forms (`POST /sign_out`, `POST /language`) that work without the
 * scripts and that the scripts take over once they run.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAppConfig } from '../core/config/app-config';
import {
  SidePanelAccount,
  SidePanelAccountLinks,
  SidePanelLogout,
} from '../features/account/SidePanelAccount';
import { isDataFree } from '../core/config/data-free';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SuccessAlert, useSuccessAlert } from '../ui/SuccessAlert';

export interface MenuContentsProps {
  /** The page the menu was opened on: signing in, and choosing a language, come back to it. */
  returnTo: string;
  /** Following one of its links, or signing out (the side panel closes). */
  onClose?: () => void;
  /** After signing out with the scripts (the menu page goes home, as the form does). */
  onSignedOut?: () => void;
}

export function MenuContents({ returnTo, onClose, onSignedOut }: MenuContentsProps) {
  const { t } = useLingui();
  const config = useAppConfig();
  const close = onClose ?? (() => undefined);

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
    <>
      <SidePanelAccount returnTo={returnTo} />
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
        <SidePanelAccountLinks onClose={close} />
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
        {/* The share sheet and the clipboard are the scripts' (docs/adr/0066). */}
        <li className="needs-script">
          <button type="button" className="link-button" onClick={() => void share()}>
            <Trans>Share this shop</Trans>
          </button>
          <SuccessAlert alert={shared} />
        </li>
        <SidePanelLogout onClose={close} onSignedOut={onSignedOut} />
        <li>
          <Link to="/terms_and_conditions">
            <Trans>Terms and conditions</Trans>
          </Link>
        </li>
      </ul>
      <LanguageSwitcher returnTo={returnTo} />
    </>
  );
}
