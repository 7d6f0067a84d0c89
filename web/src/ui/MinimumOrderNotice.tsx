/** Says the basket is below the minimum order and by how much. */
import { Trans } from '@lingui/react/macro';

export function MinimumOrderNotice({
  minimum,
  shortfall,
}: {
  /** The minimum, formatted. */
  minimum: string;
  /** What the basket lacks, formatted. */
  shortfall: string;
}) {
  return (
    <p className="notice is-error" role="alert" data-testid="minimum-order">
      <Trans>
        The minimum order is {minimum}. Add {shortfall} more to check out.
      </Trans>
    </p>
  );
}
