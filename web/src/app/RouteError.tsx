import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Shown when a screen fails to load (for example a chunk that could not be fetched). */
export function RouteError() {
  return (
    <main className="page">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>This page could not be loaded. Check your connection and try again.</Trans>
      </p>
      <Link to="/" reloadDocument>
        <Trans>Back to the shop</Trans>
      </Link>
    </main>
  );
}
