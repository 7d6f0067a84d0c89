/**
 * "Your suburb or town": the shopper says where they are when the device gives no position (or
 * the wrong one). Suggestions come from the gateway's gazetteer as they type (debounced), as a
 * combobox: arrow keys move through them, Enter or a tap chooses.
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { PlaceSearchDocument, type PlaceSearchQuery } from './PlaceSearch.generated';
import './place-search.css';

export type PlaceSuggestion = PlaceSearchQuery['placeSearch'][number];

const DEBOUNCE_MS = 250;
const MIN_LETTERS = 2;

export function PlaceSearch({ onChoose }: { onChoose: (place: PlaceSuggestion) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const tooShort = query.length < MIN_LETTERS;
  const { data, error, loading } = useQuery(PlaceSearchDocument, {
    variables: { query },
    skip: tooShort,
  });
  const places = tooShort ? [] : (data?.placeSearch ?? []);
  const pick = (place: PlaceSuggestion) => {
    onChoose(place);
    setTyped('');
    setQuery('');
    setActive(0);
  };
  const listId = `${id}-places`;
  const optionId = (index: number) => `${id}-place-${index}`;

  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`} className="field-label">
        <Trans>Your suburb or town</Trans>
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        className="input"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={places.length > 0}
        aria-controls={listId}
        aria-activedescendant={places.length > 0 ? optionId(active) : undefined}
        placeholder={t`e.g. Bellville or Sandton`}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (places.length === 0) return;
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + places.length) % places.length);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            const place = places[active];
            if (place) pick(place);
          }
        }}
      />
      <div aria-live="polite">
        {!tooShort && error && (
          <p className="field-error">
            <Trans>We could not look that place up. Try again in a moment.</Trans>
          </p>
        )}
        {!tooShort && !loading && !error && data && places.length === 0 && (
          <p className="muted">
            <Trans>No suburb or town matches “{query}”. Check the spelling.</Trans>
          </p>
        )}
      </div>
      <ul id={listId} role="listbox" className="place-suggestions" aria-label={t`Places`}>
        {places.map((place, index) => (
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="place-suggestion"
            onClick={() => pick(place)}
          >
            {place.formatted}
          </li>
        ))}
      </ul>
    </div>
  );
}
