/**
 * "Find your street or suburb": suggestions from the gateway's gazetteer of the delivery area as
 * the shopper types (debounced), each a button that starts the address from it.
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { AddressSearchDocument, type AddressSearchQuery } from './AddressSearch.generated';

export type Suggestion = AddressSearchQuery['addressSearch'][number];

const DEBOUNCE_MS = 250;
const MIN_LETTERS = 2;

export function AddressSearch({ onChoose }: { onChoose: (suggestion: Suggestion) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const tooShort = query.length < MIN_LETTERS;
  const { data, error, loading } = useQuery(AddressSearchDocument, {
    variables: { query },
    skip: tooShort,
  });
  const suggestions = tooShort ? [] : (data?.addressSearch ?? []);
  const pick = (suggestion: Suggestion) => {
    onChoose(suggestion);
    setTyped('');
    setQuery('');
  };

  return (
    <div className="address-search" role="search">
      <label htmlFor="address-search" className="field-label">
        <Trans>Find your street or suburb</Trans>
      </label>
      <input
        id="address-search"
        type="search"
        className="input"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t`e.g. Main Road Rondebosch`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Enter picks the first suggestion rather than submitting anything.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = suggestions[0];
          if (first) pick(first);
        }}
      />
      <div aria-live="polite">
        {!tooShort && error && (
          <p className="field-error">
            <Trans>The search is not available right now. Type the address below.</Trans>
          </p>
        )}
        {!tooShort && !loading && !error && data && suggestions.length === 0 && (
          <p className="muted">
            <Trans>
              No street or suburb we deliver to matches “{query}”. Check the spelling, or type the
              address below.
            </Trans>
          </p>
        )}
      </div>
      {suggestions.length > 0 && (
        <ul className="address-suggestions" aria-label={t`Suggestions`}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <button type="button" className="address-suggestion" onClick={() => pick(suggestion)}>
                {suggestion.formatted}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
