/**
 * What a server-rendered page and the browser agree on (docs/adr/0029, 0075): the branch and
 * language live in cookies, which the browser and the gateway's forms write and every request
 * carries, and the page carries the states it was rendered with so the browser hydrates with the
 * same ones.
 */
import { cookieText } from '../lib/cookies';
import type { Locale } from './locales';

export const BRANCH_COOKIE = 'sf_branch';
/** The branch cookie's value when price comparison was chosen on the server (`POST /branch`). */
export const PRICE_COMPARISON_COOKIE_VALUE = 'comparison';
export const LOCALE_COOKIE = 'sf_locale';
/** The id of the `<script type="application/json">` holding the rendered page's data. */
export const RENDER_DATA_ID = 'sf-render-data';

export interface RenderData {
  /** The Apollo cache the page was rendered from. */
  cache: Record<string, unknown>;
  /** Stored states by key (`suppliers-v1`), as the server saw them. */
  storeStates: Record<string, unknown>;
  locale: string;
  /**
   * The GraphQL GETs (path and query) whose answers the page carries, as the browser would send
   * them: the service worker fetches them once it is in control, so the page reloads offline.
   */
  answeredFrom?: string[];
}

/**
 * The branch's id as its cookie holds it (`{"id":"101"}`), or null. The cookie keeps no name: the
 * page names the branch as the gateway has it (an older cookie's name is left unread).
 */
export function branchFromCookie(value: string | undefined): { id: string } | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as { id?: unknown };
    if (typeof parsed.id !== 'string' || !/^[\w-]{1,64}$/.test(parsed.id)) return null;
    return { id: parsed.id };
  } catch {
    return null;
  }
}

export function branchCookieValue(branch: { id: string } | null): string {
  return branch ? encodeURIComponent(JSON.stringify({ id: branch.id })) : '';
}

/**
 * The branch cookie with `value`, as the browser writes it (`document.cookie`) and the gateway sets
 * it (`Set-Cookie`): the whole site, a year; an empty value removes it.
 */
export function branchCookie(value: string): string {
  return cookieText(BRANCH_COOKIE, value);
}

/**
 * The `Set-Cookie` that removes a branch cookie naming no branch (edited, cut short: read by no
 * one, here or on the gateway), or null for a branch, price comparison or no cookie. The web's
 * start and the gateway's pages both remove such a cookie (with JavaScript off, only the gateway
 * can).
 */
export function unreadBranchCookieDrop(value: string | undefined): string | null {
  return value && value !== PRICE_COMPARISON_COOKIE_VALUE && !branchFromCookie(value)
    ? branchCookie('')
    : null;
}

/** The cookie for a choice made on the server (`POST /branch`): a branch, or price comparison. */
export function chosenBranchCookie(branch: { id: string } | null): string {
  return branchCookie(branch ? branchCookieValue(branch) : PRICE_COMPARISON_COOKIE_VALUE);
}

/** The cookie for a language chosen on the server (`POST /language`), as the browser writes it. */
export function chosenLocaleCookie(locale: Locale): string {
  return cookieText(LOCALE_COOKIE, locale);
}
