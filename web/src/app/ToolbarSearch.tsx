/**
 * The toolbar's search field, on the home page and the search page: results come as the shopper
 * types (the address follows the field after a short pause, `/search?q=`), Enter searches at once.
 * It is one field on both pages, so typing on the home page carries on, focus and all, on the
 * search page it opens. Before the scripts have run (a server-rendered page) it is a plain form to
 * the search page, and words typed in that moment are searched once they run.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberSearch } from '../features/search/recent-searches';
import { SearchIcon } from '../ui/icons';

export const SEARCH_DEBOUNCE_MS = 300;

// Written as the search page writes its own address (`q=maize+meal`).
const searchPath = (words: string) =>
  words ? `/search?${new URLSearchParams({ q: words })}` : '/search';

export function ToolbarSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const onSearchPage = useLocation().pathname === '/search';
  const [params] = useSearchParams();
  const query = onSearchPage ? (params.get('q') ?? '').trim() : '';
  const [typed, setTyped] = useState(query);
  const field = useRef<HTMLInputElement>(null);

  // Typed into the server-rendered field before hydration: React kept the words on screen but
  // never saw them change, so they are taken as typed now.
  useEffect(() => {
    const early = field.current?.value ?? '';
    if (early !== query) setTyped(early);
    // Once, at hydration: afterwards every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The words this field last sent the address to: their page arriving is no news to the field,
  // which may have been changed since (Enter, then cleared before the results came).
  const [asked, setAsked] = useState<string | null>(null);
  const search = useCallback(
    (words: string) => {
      setAsked(words);
      void navigate(searchPath(words), { replace: onSearchPage });
    },
    [navigate, onSearchPage],
  );

  // The address changed by other means (a recent search, back, the home page): the field follows.
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query !== typed.trim() && query !== asked) setTyped(query);
  }

  // Search as you type: after a pause the search page shows what is in the field.
  useEffect(() => {
    const words = typed.trim();
    if (words === query || (!onSearchPage && !words)) return;
    const timer = window.setTimeout(() => search(words), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, query, onSearchPage, search]);

  return (
    <form
      role="search"
      aria-label={t`Search the shop`}
      className="toolbar-search"
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const words = typed.trim();
        if (words) rememberSearch(words);
        search(words);
      }}
    >
      <label htmlFor="toolbar-search-box" className="visually-hidden">
        {t`Search products`}
      </label>
      <input
        ref={field}
        id="toolbar-search-box"
        name="q"
        type="search"
        maxLength={200}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t`Search products, e.g. maize meal`}
        autoComplete="off"
        enterKeyHint="search"
        // Opened from another page's search icon: ready to type.
        autoFocus={onSearchPage}
      />
      <button type="submit" className="icon-button" aria-label={t`Search`}>
        <SearchIcon />
      </button>
    </form>
  );
}
