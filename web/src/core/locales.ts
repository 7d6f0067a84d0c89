/**
 * The shop's languages: one list for the web and the gateway (which picks a page's language from
 * the `sf_locale` cookie with it, through the server build's `LOCALES`).
 */
export const LOCALES = ['en', 'af', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
