/**
 * Keeps the `sf_branch` cookie equal to the chosen branch, so the server renders the next page
 * with that branch's prices (it cannot read local storage: docs/adr/0029).
 */
import { branchCookieValue, BRANCH_COOKIE } from '../core/render-context';
import { getSelectedSupplier, subscribeSelectedSupplier } from '../core/selected-supplier';

function writeBranchCookie(): void {
  const value = branchCookieValue(getSelectedSupplier());
  document.cookie = value
    ? `${BRANCH_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`
    : `${BRANCH_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export function keepBranchCookie(): void {
  writeBranchCookie();
  subscribeSelectedSupplier(writeBranchCookie);
}
