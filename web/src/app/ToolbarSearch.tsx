/** The home page's search field in the toolbar: submitting opens the search page with the words. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../ui/icons';

export function ToolbarSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  return (
    <form
      role="search"
      aria-label={t`Search the shop`}
      className="toolbar-search"
      onSubmit={(event) => {
        event.preventDefault();
        const words = typed.trim();
        void navigate(words ? `/search?q=${encodeURIComponent(words)}` : '/search');
      }}
    >
      <label htmlFor="toolbar-search-box" className="visually-hidden">
        {t`Search products`}
      </label>
      <input
        id="toolbar-search-box"
        type="search"
        maxLength={200}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t`Search products, e.g. maize meal`}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="icon-button" aria-label={t`Search`}>
        <SearchIcon />
      </button>
    </form>
  );
}
