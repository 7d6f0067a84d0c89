/**
 * The basket as it was before "Shop here" swapped it for another branch's offers, so the basket
 * screen can offer to undo the swap. Kept in memory only: a reload ends the offer.
 */
import { useEffect } from 'react';
import { defineStore, pageStore, useStore } from '../../core/client-state';
import { selectSupplier, type SelectedSupplier } from '../../core/selected-supplier';
import { replaceLines, type CartLine } from './cart-store';

export interface ShopHereSwap {
  branchName: string;
  previousLines: CartLine[];
  previousBranch: SelectedSupplier | null;
}

const swapStore = defineStore<ShopHereSwap | null>(null);
/** The browser page load's instance (each request context holds its own). */
const swap = () => pageStore(swapStore);

export function rememberSwap(value: ShopHereSwap): void {
  swap().set(value);
}

export function useShopHereSwap(): ShopHereSwap | null {
  return useStore(swapStore);
}

export function forgetSwap(): void {
  swap().set(null);
}

/** Puts the basket and the chosen branch back as they were before the swap. */
export function undoSwap(): void {
  const value = swap().get();
  if (!value) return;
  replaceLines(value.previousLines);
  selectSupplier(value.previousBranch);
  swap().set(null);
}

let basketScreens = 0;

/**
 * Ends the undo offer once the shopper leaves the basket screen. Checked a tick after unmounting,
 * so React's development double mount (unmount, mount again at once) keeps it.
 */
export function useForgetSwapOnLeave(): void {
  useEffect(() => {
    basketScreens += 1;
    return () => {
      basketScreens -= 1;
      setTimeout(() => {
        if (basketScreens === 0) forgetSwap();
      }, 0);
    };
  }, []);
}
