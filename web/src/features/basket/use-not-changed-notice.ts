/**
 * Tells the shopper why an Add, a new amount or a removal did not change the basket (what was shown
 * at once has gone back): the shop could not be reached, or the branch refused it.
 */
import { useLingui } from '@lingui/react/macro';
import { NOT_CHANGED_NOTICE, type NotChanged } from './cart-store';
import { showNotice } from '../../core/shell-notice';

export function useNotChangedNotice(): (name: string) => (why: NotChanged) => void {
  const { t } = useLingui();
  // Taken back by the next change made (cart-store).
  const say = (message: string) => showNotice(message, NOT_CHANGED_NOTICE);
  return (name) => (why) => {
    switch (why) {
      case 'failed':
        return say(t`Your basket was not changed: the shop could not be reached. Try again.`);
      case 'BasketOutOfStockError':
        return say(t`Your basket was not changed: ${name} is out of stock.`);
      case 'BasketQuantityError':
        return say(
          t`Your basket was not changed: the branch does not sell ${name} in that amount.`,
        );
      case 'TooManyBasketLinesError':
        return say(t`Your basket was not changed: it is full. Remove an item first.`);
      default:
        return say(t`Your basket was not changed: the branch no longer sells ${name}.`);
    }
  };
}
