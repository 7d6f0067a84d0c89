/**
 * "Shop here" as a real form (`POST /basket`, `replace=1`: the gateway's basket form, docs/adr/0047):
 * the branch's lines in the comparison (each offer there, its quantity and the price the
 * comparison showed, which becomes the price agreed) and the branch, so that before the page's
 * scripts have run, and with JavaScript off, submitting it moves the basket to that branch on the
 * server and chooses the branch, as the hydrated screen does, answered with a redirect to the
 * basket (BasketLinesForm). A price that moved since stops the order at "Some item prices have
 * changed", as for a basket built at one branch. Once the page has hydrated the submit is stopped and
 * `onHydratedSubmit` moves it in the browser (the confirmation of what leaves or changes price,
 * the undo); tapped after the scripts arrived but before they run, it waits for them (ADR 0069). The lines are the ones the page carries (the server render asks every branch's); a
 * screen the browser rendered has none, and needs none. It takes no room of its own
 * (`display: contents`).
 */
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import {
  BasketComparisonBranchDocument,
  type BasketComparisonBranchQuery,
} from './BasketComparisonBranch.generated';
import type { CartLine } from './cart-store';
import { BasketLinesForm } from './BasketLinesForm';
import type { comparisonVariables } from './comparison-query';

/** A branch's line in the comparison (BasketComparisonBranch). */
export type BranchLine = NonNullable<
  BasketComparisonBranchQuery['basketComparison']['basket']
>['items'][number];

/**
 * The basket's lines as they would be at the branch: each offer the comparison found there, its
 * quantity, and the price the comparison showed, which becomes the price agreed.
 */
export function branchLines(items: readonly BranchLine[], supplierId: string): CartLine[] {
  return items.flatMap((item) =>
    item.offer
      ? [
          {
            offerId: item.offer.id,
            sellableId: item.sellableId,
            supplierId,
            quantity: item.quantity,
            seenPriceInCents: item.priceInCents,
          },
        ]
      : [],
  );
}

export function ShopHereForm({
  variables,
  supplierId,
  onHydratedSubmit,
  children,
}: {
  /** The comparison's variables, as the screen asked for it. */
  variables: ReturnType<typeof comparisonVariables>;
  supplierId: string;
  onHydratedSubmit: () => void;
  children: ReactNode;
}) {
  const { data } = useQuery(BasketComparisonBranchDocument, {
    variables: { ...variables, supplierId },
    fetchPolicy: 'cache-only',
  });
  const lines = branchLines(data?.basketComparison.basket?.items ?? [], supplierId);
  return (
    <BasketLinesForm
      lines={lines}
      replace
      branch={supplierId}
      returnTo="/basket"
      // Before the scripts run but once they are here, the page's starter holds the submit for
      // them, so the shopper is asked first (server/after-paint.js).
      asksFirst
      onHydratedSubmit={onHydratedSubmit}
    >
      {children}
    </BasketLinesForm>
  );
}
