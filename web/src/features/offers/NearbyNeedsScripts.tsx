/**
 * A list of the branches near the shopper while it waits for her position, which only the
 * scripts can ask the device for: its skeleton with them, and without them a note saying so,
 * with the way that works without them (`children`). A skeleton that never fills is never shown
 * to a browser without scripts (docs/adr/0066).
 */
import type { ReactNode } from 'react';
import { ListSkeleton } from '../../ui/states';

export function NearbyNeedsScripts({ rows, children }: { rows?: number; children: ReactNode }) {
  return (
    <>
      <noscript>
        <p className="empty nearby-needs-scripts">{children}</p>
      </noscript>
      <div className="needs-script">
        <ListSkeleton rows={rows} />
      </div>
    </>
  );
}
