/**
 * The language: a form posting to `POST /language` (the gateway keeps it in the `sf_locale`
 * cookie and goes back to `returnTo`), with a button only a browser without scripts shows; the
 * scripts change the language as soon as it is picked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { chooseLocale, isLocale, LOCALE_NAMES, LOCALES } from '../core/i18n';

export function LanguageSwitcher({ returnTo }: { returnTo: string }) {
  const { t, i18n } = useLingui();
  const select = useRef<HTMLSelectElement>(null);
  // On the menu page the select works before the scripts run, and a language picked then was
  // never heard of (no button shows when scripts are on): taken up once, at hydration.
  useEffect(() => {
    const picked = select.current?.value;
    if (picked !== i18n.locale && isLocale(picked)) void chooseLocale(picked);
    // Once, at hydration: afterwards every choice goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      className="language-switcher"
      method="post"
      action="/language"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="return_to" value={returnTo} />
      <label>
        <span className="visually-hidden">{t`Language`}</span>
        <select
          ref={select}
          name="locale"
          value={i18n.locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) void chooseLocale(event.target.value);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="button is-secondary">
          <Trans>Change language</Trans>
        </button>
      </noscript>
    </form>
  );
}
