/**
 * The page frame: toolbar, on a desktop the category bar, side panel, title bar, offline banner,
 * route progress and, on the catalogue routes, the supplier bar; the page itself at most 720px
 * wide (1240px on a desktop for the catalogue routes and those whose handle asks to be wide). On
 * every navigation
 * the version file is checked and the page view is counted (not on category and product pages),
 * and the scroll position is the new screen's top, or where the shopper left it on Back.
 */
import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageScroll } from './PageScroll';
import { trackPageView } from '../lib/analytics';
import { ListSkeleton } from '../ui/states';
import { SupplierBar } from '../features/suppliers/SupplierBar';
import { AreaBar } from '../features/suppliers/AreaBar';
import { ServiceAreaProvider } from '../features/suppliers/service-area';
import { SelectedBranchWatch } from '../features/suppliers/SelectedBranchWatch';
import { OrderShellExtras } from '../features/orders/OrderShellExtras';
import { useAccount } from '../features/account/account-store';
import { useEmailCartTracking } from '../features/basket/email-cart-tracking';
import { useAppConfig } from '../core/config/app-config';
import { AddedNotice } from './AddedNotice';
import { OfflineBanner } from './OfflineBanner';
import { usePageTitleOverride } from '../core/page-title';
import { useDataTitle, useRouteHandle } from '../core/route-handle';
import { CategoryBar } from './CategoryBar';
import { SidePanel } from './SidePanel';
import { TitleBar } from './TitleBar';
import { Toolbar } from './Toolbar';
import { checkVersion } from '../core/version-check';

export function Shell() {
  const { i18n, t } = useLingui();
  const config = useAppConfig();
  const navigation = useNavigation();
  const location = useLocation();
  const handle = useRouteHandle();
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const override = usePageTitleOverride(location.pathname);
  const dataTitle = useDataTitle();
  const title = override ?? dataTitle ?? (handle.title ? i18n._(handle.title) : config.title);
  const wide = handle.supplierBar || handle.wide;
  // The e-mail-marketing tracker follows the basket when the shop's configuration turns it on.
  useEmailCartTracking(config.emailTracking, useAccount()?.login);

  useEffect(() => {
    void checkVersion();
  }, [location.pathname]);

  useEffect(() => {
    document.title = title === config.title ? title : `${title} · ${config.title}`;
  }, [title, config.title]);

  useEffect(() => {
    // Once per navigation, after the title is set.
    trackPageView(location.pathname, document.title);
  }, [location.pathname]);

  return (
    <ServiceAreaProvider>
      {/* A new screen opens at its top; Back and Forward return to where the shopper was. */}
      <PageScroll />
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <Toolbar onOpenPanel={() => setPanelOpen(true)} />
      <CategoryBar />
      {panelOpen && <SidePanel onClose={closePanel} />}
      <OfflineBanner />
      <AddedNotice />
      <OrderShellExtras />
      <SelectedBranchWatch />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t`Loading page`} />
      )}
      <div className={wide ? 'page-head is-wide' : 'page-head'}>
        <TitleBar title={title} backTo={handle.backTo} />
        {handle.supplierBar && <SupplierBar />}
        {!handle.supplierBar && handle.areaLine && <AreaBar />}
      </div>
      {/* Catalogue, basket, confirmation and order use a desktop's width; forms keep the phone column. */}
      <main className={wide ? 'page is-wide' : 'page'} id="main">
        {/* A screen reading its loader's query shows this skeleton until the answer comes. */}
        <Suspense fallback={<ListSkeleton rows={3} />}>
          <Outlet />
        </Suspense>
      </main>
    </ServiceAreaProvider>
  );
}
