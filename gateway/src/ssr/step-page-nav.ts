/**
 * The way on from a page the gateway answers itself (a refusal, a form shown again, a step of the
 * password reset): the shop's menu (`/menu`, docs/adr/0077), its home and the basket, in the
 * shop's red bar as the toolbar shows them on the web's pages (the shop's stylesheet dresses it;
 * without one they are plain links). Before, such a page had two bare links above it and did not
 * look like the shop. Plain links, no script; the menu comes back to `from` when a language is
 * chosen there. The shop's name is the legacy API's, which a refusal (the API down among them)
 * cannot ask for: the logo says "Home".
 */
import { escapeHtml } from './escape-html.js';
import type { Locale } from './form-pages.js';

const WORDS = {
  label: { en: 'The shop', af: 'Die winkel', fr: 'La boutique' },
  home: { en: 'Home', af: 'Tuis', fr: 'Accueil' },
  menu: { en: 'Menu', af: 'Kieslys', fr: 'Menu' },
  basket: { en: 'Basket', af: 'Mandjie', fr: 'Panier' },
} satisfies Record<string, Record<Locale, string>>;

const ICON = (paths: string) =>
  `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
  `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" ` +
  `focusable="false">${paths}</svg>`;
const MENU_ICON = ICON('<path d="M4 6h16M4 12h16M4 18h16"></path>');
const BASKET_ICON = ICON(
  '<path d="M3 4h2l2.4 11h11l2-8H6.2"></path><circle cx="9" cy="19" r="1.5"></circle>' +
    '<circle cx="17" cy="19" r="1.5"></circle>',
);
const LOGO =
  '<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">' +
  '<rect width="64" height="64" rx="14" fill="#fff"></rect><path d="M16 22h32l-3 24H19z" ' +
  'fill="#EF4060"></path><path d="M24 22a8 8 0 0 1 16 0" stroke="#EF4060" stroke-width="4" ' +
  'fill="none"></path></svg>';

/** The bar as a `<header>` holding the `<nav>`; `from` is a path of the shop the menu leads back to. */
export function stepPageNav(locale: Locale, from?: string): string {
  const menu = from ? `/menu?from=${encodeURIComponent(from)}` : '/menu';
  return (
    `<header class="toolbar"><nav aria-label="${WORDS.label[locale]}" ` +
    `style="display:flex;align-items:center;gap:0.25rem;flex:1">` +
    `<a href="${escapeHtml(menu)}" class="icon-button on-primary" aria-label="${WORDS.menu[locale]}">` +
    `${MENU_ICON}</a>` +
    `<a href="/" class="logo">${LOGO}<span>${WORDS.home[locale]}</span></a>` +
    `<a href="/basket" class="icon-button on-primary" style="margin-left:auto" ` +
    `aria-label="${WORDS.basket[locale]}">${BASKET_ICON}</a></nav></header>`
  );
}
