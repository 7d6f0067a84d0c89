/**
 * A change to one basket line as a real form (`POST /basket`, the gateway's form endpoint): before
 * the page's scripts have run, and with JavaScript off, submitting it sets the line on the server,
 * which answers with a redirect back to `returnTo` (this page), so a tap is never lost. Once the
 * page has hydrated the submit is stopped and `onHydratedSubmit` makes the change in the browser
 * (as the branch forms do). The quantity is the line's target, not a step: a double submit sets the
 * same quantity twice and changes nothing; with `atLeast` (Add) it is a floor that never lowers a
 * line the page did not know of. It takes no room of its own (`display: contents`).
 *
 * Add with JavaScript on but before the scripts have run is posted by the page's inline starter
 * (server/after-paint.js) instead, so the page is not loaded again: `data-added` is what it then
 * tells the shopper.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

export interface BasketFormLine {
  offerId: string;
  sellableId: string;
  supplierId: string;
  /** The line's stored quantity after the change; 0 removes it. */
  quantity: number;
  /** The unit price shown, for a line being added (the price the shopper agrees to). */
  seenPriceInCents?: number;
  /**
   * Never lower the line (`atLeast=1`): the server sets the larger of its quantity and `quantity`.
   * For Add on a page that cannot know the basket; the stepper and Remove set exactly.
   */
  atLeast?: boolean;
}

export function BasketForm({
  line,
  onHydratedSubmit,
  children,
}: {
  line: BasketFormLine;
  onHydratedSubmit: () => void;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  return (
    <form
      action="/basket"
      method="post"
      className="basket-form"
      data-added={line.atLeast ? t`Added to your basket` : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onHydratedSubmit();
      }}
    >
      <input type="hidden" name="offerId" value={line.offerId} />
      <input type="hidden" name="sellableId" value={line.sellableId} />
      <input type="hidden" name="supplierId" value={line.supplierId} />
      <input type="hidden" name="quantity" value={String(line.quantity)} />
      {line.seenPriceInCents !== undefined && (
        <input type="hidden" name="seenPriceInCents" value={String(line.seenPriceInCents)} />
      )}
      {line.atLeast && <input type="hidden" name="atLeast" value="1" />}
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {children}
    </form>
  );
}
