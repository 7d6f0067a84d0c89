/**
 * The button that opens the branch dialog, inside a form that goes to the list of branches
 * (`/agencies`). A server-rendered page is on screen before its scripts have run (docs/adr/0029):
 * a tap in that moment submits the form and the shopper lands on the branches instead of the tap
 * being lost, and the same works with JavaScript off. Once the page has hydrated, the submit is
 * stopped and the dialog opens, as before; only then does the button say it opens a dialog
 * (`aria-haspopup`).
 */
import type { ButtonHTMLAttributes } from 'react';
import { BranchForm } from '../ui/BranchForm';
import { openBranchDialog } from './branch-dialog';
import { useHydrated } from '../ui/use-hydrated';

export function ChooseBranchButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const hydrated = useHydrated();
  return (
    <BranchForm action="/agencies" method="get" onHydratedSubmit={openBranchDialog}>
      <button type="submit" aria-haspopup={hydrated ? 'dialog' : undefined} {...props} />
    </BranchForm>
  );
}
