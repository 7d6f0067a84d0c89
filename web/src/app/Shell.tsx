/** The page frame: top toolbar with the logo and language, the page at most 720px wide. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import { LanguageSwitcher } from './LanguageSwitcher';

export function Shell() {
  const { t } = useLingui();
  const navigation = useNavigation();
  return (
    <>
      <header className="toolbar">
        <Link to="/" className="logo" aria-label={t`Shopfront home`}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Shopfront</span>
        </Link>
        <LanguageSwitcher />
      </header>
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t`Loading page`} />
      )}
      <main className="page">
        <Outlet />
      </main>
      <footer className="footer">
        <Trans>Prices in rand. Groceries from shops near you.</Trans>
      </footer>
    </>
  );
}
