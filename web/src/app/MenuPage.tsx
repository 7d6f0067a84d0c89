/**
 * `/menu`: the menu as a page, for a browser without scripts (the toolbar's link leads here in
 * place of its button, which opens the side panel) and for anyone who follows that link. The
 * server renders it for visitors and signed-in shoppers alike; `from` is the page it was opened
 * on, where signing in and choosing a language come back to (only ever a path of this shop).
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sameSitePath } from '../features/account/validation';
import { MenuContents } from './MenuContents';

export function MenuPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = sameSitePath(search.get('from'));
  // Signed out with the scripts: home, as the form without them goes.
  const home = useCallback(() => void navigate('/'), [navigate]);
  return (
    <div className="menu-page">
      <MenuContents returnTo={returnTo} onSignedOut={home} />
    </div>
  );
}
