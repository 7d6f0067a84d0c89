/**
 * A change to several basket lines at once as a real form (`POST /basket`, the gateway's form
 * endpoint, gateway/src/ssr/basket-form.ts): before the page's scripts have run, and with
 * JavaScript off, submitting it sets the lines on the server, which answers with a redirect back
 * to `returnTo`, so a tap is never lost and no button shown does nothing. Once the page has
 * hydrated the submit is stopped and `onHydratedSubmit` makes the change in the browser. Each
 * line's quantity is its target (a double submit changes nothing); with `replace` the lines are
 * the whole basket and `branch` (every line's branch) becomes the branch chosen. It takes no room
 * of its own (`display: contents`).
 */
import { Fragment, type ReactNode } from 'react';

export interface BasketFormLine {
  offerId: string;
  sellableId: string;
  supplierId: string;
  /** The line's stored quantity after the change; 0 removes it. */
  quantity: number;
  /** The unit price shown, for a line being added (the price the shopper agrees to). */
  seenPriceInCents?: number;
}

export function BasketLinesForm({
  lines,
  returnTo,
  replace = false,
  branch,
  atLeast = false,
  asksFirst = false,
  added,
  onHydratedSubmit,
  children,
}: {
  lines: readonly BasketFormLine[];
  /** The page the gateway's answer goes back to (a path of this shop). */
  returnTo: string;
  /** The lines are the whole basket ("Shop here", "Keep only these"). */
  replace?: boolean;
  /** With `replace`: the branch chosen once the basket is moved. */
  branch?: string;
  /** Never lower a line: each becomes the larger of its quantity and the form's (Add). */
  atLeast?: boolean;
  /**
   * The hydrated app asks the shopper first: once its scripts are here, the page's starter holds
   * the submit for them (server/after-paint.js).
   */
  asksFirst?: boolean;
  /** What the page's starter says once it posted the form itself (Add, server/after-paint.js). */
  added?: string;
  onHydratedSubmit: () => void;
  children: ReactNode;
}) {
  // The gateway takes a shown price for every line or for none.
  const priced = lines.every((line) => line.seenPriceInCents !== undefined);
  return (
    <form
      action="/basket"
      method="post"
      className="basket-form"
      data-asks-first={asksFirst ? '' : undefined}
      data-added={added}
      onSubmit={(event) => {
        event.preventDefault();
        onHydratedSubmit();
      }}
    >
      {replace && <input type="hidden" name="replace" value="1" />}
      {replace && branch !== undefined && <input type="hidden" name="branch" value={branch} />}
      {lines.map((line) => (
        <Fragment key={line.offerId}>
          <input type="hidden" name="offerId" value={line.offerId} />
          <input type="hidden" name="sellableId" value={line.sellableId} />
          <input type="hidden" name="supplierId" value={line.supplierId} />
          <input type="hidden" name="quantity" value={String(line.quantity)} />
          {priced && (
            <input type="hidden" name="seenPriceInCents" value={String(line.seenPriceInCents)} />
          )}
        </Fragment>
      ))}
      {atLeast && <input type="hidden" name="atLeast" value="1" />}
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
    </form>
  );
}
