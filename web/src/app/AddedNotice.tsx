/**
 * "Added to your basket" on the page an Add without scripts comes back to (`?added=1`, set by the
 * gateway's `POST /basket`): a page served without scripts shows no basket figures, so without it
 * the shopper could not tell the tap did anything.
 */
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';

export function AddedNotice() {
  const [params] = useSearchParams();
  if (params.get('added') !== '1') return null;
  return (
    <p className="notice added-notice" role="status">
      <Trans>Added to your basket</Trans>{' '}
      <Link to="/basket">
        <Trans>See your basket</Trans>
      </Link>
    </p>
  );
}
