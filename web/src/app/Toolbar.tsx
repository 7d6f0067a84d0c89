/**
 * The top toolbar: side-panel toggle, logo home, search (a field on the home and search pages,
 * an icon elsewhere, in every mode), cart with total and count. While an order is being updated
 * the cart button is that order's: its reference, its lines and total after the changes, a link
 * back to it (the basket is not what is being filled then).
 */
import { useScriptReady } from '../ui/use-hydrated';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../lib/money';
import { useBasket } from '../features/basket/basket-view';
import { useStartBasket } from '../features/basket/basket-start';
import { useCartTarget } from '../features/orders/OrderShellExtras';
import { useEditedOrderBadge } from '../features/orders/useEditedOrderBadge';
import { CartIcon, MenuIcon, SearchIcon, ShopLogo } from '../ui/icons';
import { useAppConfig } from '../core/config/app-config';
import { ToolbarSearch } from './ToolbarSearch';

export function Toolbar({ onOpenPanel }: { onOpenPanel: () => void }) {
  const { t } = useLingui();
  const config = useAppConfig();
  const { pathname: path, search } = useLocation();
  const searchField = path === '/' || path === '/search';
  // The basket is the gateway's: read (and an old one kept on this device sent) once per page.
  useStartBasket();
  const { summary, restored } = useBasket();
  const edited = useEditedOrderBadge();
  // Until the gateway's basket is read (a shared server page, and hydration, hold none: ADR
  // 0059), the figures are kept in place but not shown: never "R 0.00, 0 items" for a basket
  // that holds something, and nothing moves when they come.
  const known = edited !== null || restored;
  const totalInCents = edited ? edited.totalInCents : summary.totalInCents;
  const total = totalInCents === null ? '…' : formatMoney(totalInCents, config.currencySymbol);
  // The items the total is of, as the basket page's "Total (n items)": a sold-out line is in
  // neither (it cannot be ordered; the basket page shows it apart).
  const count = edited ? edited.count : summary.inStockCount;
  const demoLogo = config.demoStation?.logoUrl;
  const cartTarget = useCartTarget();
  const scriptReady = useScriptReady();
  return (
    <header className="toolbar">
      {/* The panel is the scripts' own: a browser without them does not show the button (ADR 0066). */}
      <button
        type="button"
        className="icon-button on-primary needs-script"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        {...scriptReady}
        onClick={onOpenPanel}
      >
        <MenuIcon />
      </button>
      {/* Without scripts the menu is a page of its own, which comes back to this one. */}
      <noscript>
        <a
          href={
            path === '/menu' ? path + search : `/menu?from=${encodeURIComponent(path + search)}`
          }
          className="icon-button on-primary"
          aria-label={t`Menu`}
        >
          <MenuIcon />
        </a>
      </noscript>
      <Link to="/" className="logo" aria-label={t`${config.title} home`}>
        {demoLogo ? <img src={demoLogo} alt="" width="28" height="28" /> : <ShopLogo />}
        <span>{config.title}</span>
      </Link>
      <div className="toolbar-end">
        {!searchField && (
          <Link to="/search" className="icon-button on-primary" aria-label={t`Search`}>
            <SearchIcon />
          </Link>
        )}
        {/* The accessible name ("Basket: R 12.00 3 items") contains the visible text, as axe asks. */}
        <Link to={cartTarget} className="cart-button" data-testid="cart-button">
          <CartIcon />
          <span className="visually-hidden">{edited ? t`Order being updated:` : t`Basket:`} </span>
          {/* Shown instead of the figures by a browser without scripts (styles.css). */}
          <span className="cart-label" aria-hidden="true">
            <Trans>Basket</Trans>
          </span>
          <span className="cart-total" data-unknown={known ? undefined : ''}>
            {total}
          </span>
          <span className="cart-count" data-unknown={known ? undefined : ''}>
            {edited?.reference && `${edited.reference} · `}
            <Plural value={count} one="# item" other="# items" />
          </span>
        </Link>
      </div>
      {searchField && <ToolbarSearch />}
    </header>
  );
}
