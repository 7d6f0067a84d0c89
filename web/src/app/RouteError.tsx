import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useOnline, useRetryWhenOnline } from '../lib/connection';

const reloadPage = () => window.location.reload();

/**
 * Shown when the shop itself fails to load (for example a chunk that could not be fetched).
 * Offline it says so and reloads by itself when the connection returns.
 */
export function RouteError({ reload = reloadPage }: { reload?: () => void }) {
  const online = useOnline();
  useRetryWhenOnline(reload);
  if (!online) {
    return (
      <main className="page">
        <h1>
          <Trans>You are offline</Trans>
        </h1>
        <p>
          <Trans>This page loads by itself when the connection returns. Your basket is safe.</Trans>
        </p>
      </main>
    );
  }
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
