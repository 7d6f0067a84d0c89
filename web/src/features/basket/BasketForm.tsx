/**
 * A change to one basket line as a real form (`POST /basket`, BasketLinesForm): before the page's
 * scripts have run, and with JavaScript off, submitting it sets the line on the server, which
 * answers with a redirect back to this page, so a tap is never lost. Once the page has hydrated
 * the submit is stopped and `onHydratedSubmit` makes the change in the browser (as the branch
 * forms do). The quantity is the line's target, not a step: a double submit sets the same
 * quantity twice and changes nothing; with `atLeast` (Add) it is a floor that never lowers a line
 * the page did not know of.
 *
 * Add with JavaScript on but before the scripts have run is posted by the page's inline starter
 * (server/after-paint.js) instead, so the page is not loaded again: `data-added` is what it then
 * tells the shopper.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BasketLinesForm, type BasketFormLine } from './BasketLinesForm';

interface OneLine extends BasketFormLine {
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
  line: OneLine;
  onHydratedSubmit: () => void;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  const { atLeast = false, ...formLine } = line;
  return (
    <BasketLinesForm
      lines={[formLine]}
      atLeast={atLeast}
      added={atLeast ? t`Added to your basket` : undefined}
      returnTo={`${pathname}${search}`}
      onHydratedSubmit={onHydratedSubmit}
    >
      {children}
    </BasketLinesForm>
  );
}
