/**
 * Marks a branch that is closed now (stocktake, a public holiday) wherever its offers or its part
 * of the basket show: the branch's own notice ("Closed for stocktake until Monday 08:00…") is the
 * mark's title, and said in full where the shopper chooses a time (ClosedBranchNotice).
 */
import { Trans } from '@lingui/react/macro';

export function ClosedMark({ closedText }: { closedText: string | null | undefined }) {
  if (!closedText) return null;
  return (
    <span className="label is-warning closed-mark" title={closedText}>
      <Trans>Closed now</Trans>
    </span>
  );
}

/** Why a closed branch's first time slots are later than usual, in the branch's own words too. */
export function ClosedBranchNotice({
  branchName,
  closedText,
}: {
  branchName: string;
  closedText: string | null | undefined;
}) {
  if (!closedText) return null;
  return (
    <div className="notice is-warning closed-branch-notice" role="note">
      <p>
        <strong>
          <Trans>{branchName} is closed now.</Trans>
        </strong>{' '}
        <Trans>Its first time slots are after it opens again.</Trans>
      </p>
      <p className="closed-branch-text">{closedText}</p>
    </div>
  );
}
