/**
 * "Shop here" on the basket comparison swaps the basket for the chosen branch's offers: the
 * lines that branch does not sell would leave the basket, and the lines it prices differently
 * (a special that does not apply there, a dearer or cheaper price) change price. The shopper is
 * shown exactly which, with the price before and after, and confirms before the basket changes
 * (the basket then offers to undo it).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { listFormat } from '../../lib/intl-formats';
import { useConfirm } from '../../ui/confirm';

interface LineLike {
  offer: { name: string; sellableId: string };
}

/** A line whose total changes at the chosen branch. */
export interface RepricedLine {
  name: string;
  beforeInCents: number;
  afterInCents: number;
}

/** The basket lines the branch does not sell: no compared item, or one without an offer. */
export function linesMissingAt<T extends LineLike>(
  lines: T[],
  items: { sellableId: string; offer: unknown }[],
): T[] {
  const sold = new Set(items.filter((item) => item.offer).map((item) => item.sellableId));
  return lines.filter((line) => !sold.has(line.offer.sellableId));
}

/**
 * The lines whose total at the branch differs from the basket's now, by item (two offers of one
 * item compare as one, as the comparison adds them up).
 */
export function linesRepricedAt<T extends LineLike>(
  lines: T[],
  totalOf: (line: T) => number,
  items: { sellableId: string; offer: unknown; totalInCents: number }[],
): RepricedLine[] {
  const before = new Map<string, { name: string; cents: number }>();
  for (const line of lines) {
    const seen = before.get(line.offer.sellableId);
    before.set(line.offer.sellableId, {
      name: seen?.name ?? line.offer.name,
      cents: (seen?.cents ?? 0) + totalOf(line),
    });
  }
  return items.flatMap((item) => {
    const now = before.get(item.sellableId);
    return item.offer && now && now.cents !== item.totalInCents
      ? [{ name: now.name, beforeInCents: now.cents, afterInCents: item.totalInCents }]
      : [];
  });
}

/** Resolves true to switch: at once when nothing leaves or changes, else once the shopper agrees. */
export function useConfirmShopHere(): (
  branchName: string,
  missing: LineLike[],
  repriced?: RepricedLine[],
  money?: (cents: number) => string,
) => Promise<boolean> {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  return useCallback(
    async (branchName, missing, repriced = [], money = (cents) => String(cents / 100)) => {
      if (missing.length === 0 && repriced.length === 0) return true;
      const names = listFormat(i18n.locale, { type: 'conjunction' }).format(
        missing.map((line) => line.offer.name),
      );
      return confirm({
        title: t`Shop at ${branchName}?`,
        message: (
          <>
            {missing.length > 0 && (
              <span className="confirm-part">
                <Plural
                  value={missing.length}
                  one="# item is not sold at this branch and leaves your basket:"
                  other="# items are not sold at this branch and leave your basket:"
                />{' '}
                {names}
              </span>
            )}
            {repriced.length > 0 && (
              <span className="confirm-part">
                <Plural
                  value={repriced.length}
                  one="# item changes price at this branch:"
                  other="# items change price at this branch:"
                />
                {repriced.map((line) => {
                  const before = money(line.beforeInCents);
                  const after = money(line.afterInCents);
                  return (
                    <span key={line.name} className="confirm-line">
                      <Trans>
                        {line.name}: {before} → {after}
                      </Trans>
                    </span>
                  );
                })}
              </span>
            )}
            <span className="confirm-part muted">
              <Trans>You can undo this on the basket.</Trans>
            </span>
          </>
        ),
        okLabel: t`Shop here`,
      });
    },
    [confirm, i18n, t],
  );
}
