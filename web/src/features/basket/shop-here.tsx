/**
 * "Shop here" on the basket comparison swaps the basket for the chosen branch's offers: the
 * lines that branch does not sell would leave the basket. The shopper is told which, and
 * confirms, before the basket changes.
 */
import { Plural, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { listFormat } from '../../lib/intl-formats';
import { useConfirm } from '../../ui/confirm';

interface LineLike {
  offer: { name: string; sellableId: string };
}

/** The basket lines the branch does not sell: no compared item, or one without an offer. */
export function linesMissingAt<T extends LineLike>(
  lines: T[],
  items: { sellableId: string; offer: unknown }[],
): T[] {
  const sold = new Set(items.filter((item) => item.offer).map((item) => item.sellableId));
  return lines.filter((line) => !sold.has(line.offer.sellableId));
}

/** Resolves true to switch: at once when nothing would leave, else once the shopper agrees. */
export function useConfirmShopHere(): (
  branchName: string,
  missing: LineLike[],
) => Promise<boolean> {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  return useCallback(
    async (branchName, missing) => {
      if (missing.length === 0) return true;
      const names = listFormat(i18n.locale, { type: 'conjunction' }).format(
        missing.map((line) => line.offer.name),
      );
      return confirm({
        title: t`Shop at ${branchName}?`,
        message: (
          <>
            <Plural
              value={missing.length}
              one="# item is not sold at this branch and leaves your basket:"
              other="# items are not sold at this branch and leave your basket:"
            />{' '}
            {names}
          </>
        ),
        okLabel: t`Shop here`,
      });
    },
    [confirm, i18n, t],
  );
}
