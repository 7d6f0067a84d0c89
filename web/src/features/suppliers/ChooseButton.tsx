/**
 * "Shop here" (or "Stay here") for one branch, or for price comparison (`branchId` ""): a form
 * that posts the choice to the server (`POST /branch`, which keeps it in the branch cookie and
 * goes home, or to `returnTo`), so it works before the page's scripts have run and with
 * JavaScript off. Once the page has hydrated the submit is stopped and the shop chooses in the
 * browser, as before (with its question when the basket holds another branch's items).
 */
import { Trans } from '@lingui/react/macro';
import { BranchForm } from '../../ui/BranchForm';

interface Props {
  /** True for the shopper's current choice. */
  chosen: boolean;
  branchId: string;
  /** Where the server goes once chosen (a path of this shop); home when absent. */
  returnTo?: string;
  onChoose: () => void;
}

export function ChooseButton({ chosen, branchId, returnTo, onChoose }: Props) {
  return (
    <BranchForm action="/branch" method="post" onHydratedSubmit={onChoose}>
      <input type="hidden" name="id" value={branchId} />
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <button type="submit" className="button">
        {chosen ? <Trans>Stay here</Trans> : <Trans>Shop here</Trans>}
      </button>
    </BranchForm>
  );
}
