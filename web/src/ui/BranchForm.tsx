/**
 * A branch choice as a real form (docs/adr/0029): before the page's scripts have run, and with
 * JavaScript off, submitting it goes to the server (`action`); once the page has hydrated the
 * submit is stopped and `onHydratedSubmit` does the choosing in the browser. It takes no room of
 * its own (`display: contents`), so its button lays out as if it stood alone.
 */
import type { ReactNode } from 'react';

interface Props {
  action: string;
  method: 'get' | 'post';
  onHydratedSubmit: () => void;
  children: ReactNode;
}

export function BranchForm({ action, method, onHydratedSubmit, children }: Props) {
  return (
    <form
      action={action}
      method={method}
      className="choose-branch-form"
      onSubmit={(event) => {
        event.preventDefault();
        onHydratedSubmit();
      }}
    >
      {children}
    </form>
  );
}
