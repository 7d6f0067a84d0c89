import { useLingui } from '@lingui/react/macro';
import { chooseLocale, isLocale, LOCALE_NAMES, LOCALES } from '../core/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t`Language`}</span>
      <select
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
  );
}
