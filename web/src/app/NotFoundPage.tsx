import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useNotFoundAnswer } from '../core/not-found';

export function NotFoundPage() {
  useNotFoundAnswer();
  return (
    <section className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <p>
        <Trans>We could not find the page you were looking for.</Trans>
      </p>
      <Link className="button" to="/">
        <Trans>Back to the shop</Trans>
      </Link>
    </section>
  );
}
