/**
 * The way on from a page the gateway answers itself (a refusal, a form shown again, a step of the
 * password reset): the shop's home and its menu (`/menu`, docs/adr/0077), as the toolbar offers
 * them on the web's pages. Without it such a page led only back into its own form. Plain links,
 * no script; the menu comes back to `from` when a language is chosen there.
 */
import { escapeHtml } from './escape-html.js';
import type { Locale } from './form-pages.js';

const WORDS = {
  label: { en: 'The shop', af: 'Die winkel', fr: 'La boutique' },
  home: { en: 'Home', af: 'Tuis', fr: 'Accueil' },
  menu: { en: 'Menu', af: 'Kieslys', fr: 'Menu' },
} satisfies Record<string, Record<Locale, string>>;

/** The links as a `<nav>`; `from` is a path of the shop the menu leads back to. */
export function stepPageNav(locale: Locale, from?: string): string {
  const menu = from ? `/menu?from=${encodeURIComponent(from)}` : '/menu';
  return (
    `<nav aria-label="${WORDS.label[locale]}" style="display:flex;gap:1.5rem;` +
    `max-width:32rem;margin:0 auto;padding:0.75rem 1rem 0">` +
    `<a href="/">${WORDS.home[locale]}</a><a href="${escapeHtml(menu)}">${WORDS.menu[locale]}</a>` +
    `</nav>`
  );
}
