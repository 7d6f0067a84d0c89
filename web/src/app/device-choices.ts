/**
 * The shopper's branch and language live in their cookies (docs/adr/0075). Older builds kept them
 * in local storage too (`suppliers-v1`'s `selected`, `locale-v1`): at start such a copy is moved
 * to its cookie, unless the cookie is there already (the newer choice: the server's form wrote
 * it, or this build did), and removed. The code goes once no device can hold one.
 */
import { readCookie, writeCookie } from '../lib/cookies';
import { readStored, removeStored, writeStored } from '../lib/storage';
import { isLocale } from '../core/locales';
import {
  BRANCH_COOKIE,
  branchCookieValue,
  branchFromCookie,
  LOCALE_COOKIE,
  unreadBranchCookieDrop,
} from '../core/render-context';

interface OlderSuppliersState {
  selected?: { id?: unknown } | null;
  [other: string]: unknown;
}

export function moveDeviceChoicesToCookies(): void {
  const suppliers = readStored<OlderSuppliersState | null>('suppliers-v1', null);
  if (suppliers && typeof suppliers === 'object' && 'selected' in suppliers) {
    const { selected, ...rest } = suppliers;
    // Only an id the cookie's own reader takes up (the shape the gateway reads too).
    const value = typeof selected?.id === 'string' ? branchCookieValue({ id: selected.id }) : null;
    if (value && branchFromCookie(value) && readCookie(BRANCH_COOKIE) === null) {
      writeCookie(BRANCH_COOKIE, value);
    }
    writeStored('suppliers-v1', rest);
  }
  const locale = readStored<unknown>('locale-v1', null);
  if (isLocale(locale) && readCookie(LOCALE_COOKIE) === null) writeCookie(LOCALE_COOKIE, locale);
  removeStored('locale-v1');
}

/**
 * Gives the branch cookie another year from this visit, as the language's gets when the shop
 * activates it: a shopper who keeps one branch for a year still has it the year after.
 */
export function renewBranchCookie(): void {
  const value = readCookie(BRANCH_COOKIE);
  if (value === null) return;
  // One that names no branch (edited, cut short) is read by no one, here or on the server: gone.
  if (unreadBranchCookieDrop(value)) writeCookie(BRANCH_COOKIE, null);
  else if (branchFromCookie(value)) writeCookie(BRANCH_COOKIE, value);
}
