/**
 * The basket's lines grouped by branch. In Price comparison a basket may hold several branches'
 * offers, but an order comes from one branch: the shopper compares the whole basket and shops at
 * one, or keeps one branch's items (asked first; the branch is then chosen).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { useConfirm } from '../../ui/confirm';
import { selectSupplier } from '../../core/selected-supplier';
import { ClosedBranchNotice, ClosedMark } from '../../ui/ClosedMark';
import { BasketBranchDocument } from './BasketBranch.generated';
import { BasketLine } from './BasketLine';
import { BasketLinesForm } from './BasketLinesForm';
import { readBasket, unitCount, type BasketLineView } from './basket-view';
import { removeLines } from './cart-store';
import { useNotChangedNotice } from './use-not-changed-notice';

export interface BranchGroupLines {
  supplierId: string;
  supplierName: string;
  lines: BasketLineView[];
}

/** Lines by branch, in the order each branch first appears in the basket (known offers only). */
export function groupByBranch(lines: BasketLineView[]): BranchGroupLines[] {
  const groups = new Map<string, BranchGroupLines>();
  for (const line of lines) {
    if (!line.offer) continue;
    const { id: supplierId, name: supplierName } = line.offer.supplier;
    const group = groups.get(supplierId) ?? { supplierId, supplierName, lines: [] };
    group.lines.push(line);
    groups.set(supplierId, group);
  }
  return [...groups.values()];
}

export function SeveralBranchesNotice({ count }: { count: number }) {
  return (
    <section className="notice is-warning" aria-labelledby="several-branches-heading">
      <h2 id="several-branches-heading">
        <Trans>Your basket holds items from {count} branches</Trans>
      </h2>
      <p>
        <Trans>
          An order comes from one branch. Compare the whole basket at each branch and shop at one,
          or keep one branch's items.
        </Trans>
      </p>
      <Link className="button" to="/basket/compare">
        <Trans>Compare and choose a branch</Trans>
      </Link>
    </section>
  );
}

export function BranchGroup({
  group,
  atBranch,
  market,
  several,
}: {
  group: BranchGroupLines;
  /** Every line of the basket at this branch (out-of-stock ones included). */
  atBranch: BasketLineView[];
  market: boolean;
  several: boolean;
}) {
  const { t } = useLingui();
  const config = useAppConfig();
  const confirm = useConfirm();
  const notChanged = useNotChangedNotice();
  const name = group.supplierName;
  const subtotal = formatMoney(
    group.lines.reduce((sum, line) => sum + line.totalInCents, 0),
    config.currencySymbol,
  );
  const units = unitCount(group.lines);
  // The branch as it is now (its offers in the basket were stored when they were added).
  const branch = useQuery(BasketBranchDocument, { variables: { supplierId: group.supplierId } });
  const closedText = branch.data?.supplier?.closedText;

  const keepOnly = async () => {
    const ok = await confirm({
      title: t`Keep only ${name}'s items?`,
      message: t`The items from other branches leave your basket, and you shop at ${name}.`,
      okLabel: t`Keep these items`,
    });
    if (!ok) return;
    const others = readBasket()
      .lines.filter((line) => line.offer?.supplier.id !== group.supplierId)
      .map((line) => line.offerId);
    // Half of "keep only" is worse than none: the branch changes only once the others have gone.
    if ((await removeLines(others, notChanged(t`these items`))) !== 'done') return;
    selectSupplier({ id: group.supplierId, name });
  };

  return (
    <section className="basket-branch" aria-label={market ? name : undefined}>
      {market && (
        <header className="basket-branch-head">
          <h2>{name}</h2>
          <ClosedMark closedText={closedText} />
          <span className="muted">
            <Plural value={units} one="# item" other="# items" /> · {subtotal}
          </span>
          {several && (
            // Without the scripts, the form keeps the branch's lines on the server (no question
            // asked, as Shop here) and chooses the branch.
            <BasketLinesForm
              lines={atBranch}
              replace
              branch={group.supplierId}
              returnTo="/basket"
              asksFirst
              onHydratedSubmit={() => void keepOnly()}
            >
              <button type="submit" className="link-button">
                <Trans>Keep only these</Trans>
              </button>
            </BasketLinesForm>
          )}
        </header>
      )}
      <ClosedBranchNotice branchName={name} closedText={closedText} />
      <ul className="basket-list" aria-label={several ? t`Items from ${name}` : t`Basket items`}>
        {group.lines.map((line) => (
          <BasketLine key={line.offerId} line={line} />
        ))}
      </ul>
    </section>
  );
}
