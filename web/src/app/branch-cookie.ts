/**
 * Keeps the `sf_branch` cookie equal to the chosen branch, so the server renders the next page
 * with that branch's prices (it cannot read local storage: docs/adr/0029). A branch chosen where
 * the script could not choose it (the branches page's form, `POST /branch`: JavaScript off, or a
 * tap before the page hydrated) is only in the cookie: the shop takes it up at start.
 */
import {
  branchCookie,
  branchCookieValue,
  branchFromCookie,
  BRANCH_COOKIE,
  PRICE_COMPARISON_COOKIE_VALUE,
} from '../core/render-context';
import {
  getSelectedSupplier,
  selectSupplier,
  subscribeSelectedSupplier,
} from '../core/selected-supplier';

function readBranchCookie(): string | undefined {
  const prefix = `${BRANCH_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
}

function writeBranchCookie(): void {
  document.cookie = branchCookie(branchCookieValue(getSelectedSupplier()));
}

/**
 * The cookie names another choice than local storage only when the server wrote it (the shop's
 * script writes both together): that choice is the newer one. (The basket is the gateway's: a
 * basket holding another branch's lines says so on the basket page.)
 */
export function adoptBranchChosenOnServer(): void {
  const raw = readBranchCookie();
  if (!raw) return;
  const current = getSelectedSupplier();
  if (raw === PRICE_COMPARISON_COOKIE_VALUE) {
    if (current) selectSupplier(null);
    return;
  }
  const chosen = branchFromCookie(raw);
  if (chosen && chosen.id !== current?.id) selectSupplier(chosen);
}

export function keepBranchCookie(): void {
  writeBranchCookie();
  subscribeSelectedSupplier(writeBranchCookie);
}
