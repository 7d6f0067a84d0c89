/** Lingui set-up: en, af and fr catalogs, loaded on demand; English is the fallback. */
import { i18n } from '@lingui/core';
import { readCookie, writeCookie } from '../lib/cookies';
import { readStored, writeStored } from '../lib/storage';
import { isLocale, type Locale } from './locales';
import { LOCALE_COOKIE } from './render-context';

export { isLocale, LOCALES, type Locale } from './locales';

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  af: 'Afrikaans',
  fr: 'Français',
};

/**
 * The shopper's own choice, else English: the shop's default language, whatever the browser's
 * (an Afrikaans or French phone shows English until the shopper picks a language). The choice's
 * one home is the `sf_locale` cookie, which the server renders each page with (docs/adr/0075).
 */
export function initialLocale(): Locale {
  const chosen = readCookie(LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : 'en';
}

const CHOSEN_KEY = 'locale-chosen-v1';

/**
 * Whether the shopper picked a language on this device (the menu, or the profile form) that the
 * device still holds: with the language's cookie gone (cleared, expired) the choice went with it.
 */
export function localeChosenOnDevice(): boolean {
  return readStored<unknown>(CHOSEN_KEY, false) === true && isLocale(readCookie(LOCALE_COOKIE));
}

/**
 * The shopper picks `locale`: the shop speaks it now, and signing in keeps it on this device
 * rather than switching to the account's saved language.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeStored(CHOSEN_KEY, true);
  await activateLocale(locale);
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  // The server renders the next page in this language (docs/adr/0029).
  writeCookie(LOCALE_COOKIE, locale);
}

export { i18n };
