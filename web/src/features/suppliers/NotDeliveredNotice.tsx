/**
 * "We don't deliver to Sandton yet": said wherever a shopper whose place no branch serves would
 * otherwise meet an empty list or an Add button that cannot lead to an order. `children` says what
 * they can do from there.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function NotDeliveredNotice({
  place,
  children,
}: {
  /** The suburb or town the shopper chose, or null for the device's position. */
  place: string | null;
  children: ReactNode;
}) {
  return (
    <div className="notice" role="status">
      <p>
        <strong>
          {place ? (
            <Trans>We don't deliver to {place} yet</Trans>
          ) : (
            <Trans>We don't deliver to your area yet</Trans>
          )}
        </strong>
      </p>
      {children}
    </div>
  );
}
