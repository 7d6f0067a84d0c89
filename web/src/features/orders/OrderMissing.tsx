/**
 * What the order page shows when it has no order: an order that does not exist among the
 * shopper's (or a malformed id) is not found, with the way back to the order history (rendered on
 * the server, a 404 page, like an unknown product); only a failure to answer offers "Try again".
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { hasErrorCode } from '../../apollo/error-codes';
import { ErrorNotice } from '../../ui/states';
import { useNotFoundAnswer } from '../../core/not-found';

export function OrderMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error && !hasErrorCode(error, 'BAD_USER_INPUT'))
    return <ErrorNotice error={error} onRetry={onRetry} />;
  return <OrderNotFound />;
}

function OrderNotFound() {
  useNotFoundAnswer();
  return (
    <div className="notice" role="status">
      <p>
        <Trans>This order was not found.</Trans>
      </p>
      <Link to="/orders">
        <Trans>See your order history</Trans>
      </Link>
    </div>
  );
}
