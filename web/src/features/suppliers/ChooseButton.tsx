/**
 * "Shop here" (or "Stay here") for one branch, or for price comparison (`branchId` ""): a form
 * that posts the choice to the server (`POST /branch`, which keeps it in the branch cookie and
 * goes home), so it works before the page's scripts have run and with JavaScript off. Once the
 * page has hydrated the submit is stopped and the shop chooses in the browser, as before (with its
 * question when the basket holds another branch's items). The form takes no room of its own.
 */
import { Trans } from '@lingui/react/macro';

interface Props {
  /** True for the shopper's current choice. */
  chosen: boolean;
  branchId: string;
  onChoose: () => void;
}

export function ChooseButton({ chosen, branchId, onChoose }: Props) {
  return (
    <form
      action="/branch"
      method="post"
      className="choose-branch-form"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose();
      }}
    >
      <input type="hidden" name="id" value={branchId} />
      <button type="submit" className="button">
        {chosen ? <Trans>Stay here</Trans> : <Trans>Shop here</Trans>}
      </button>
    </form>
  );
}
