/**
 * A screen that could not load, shown inside the shell (toolbar, basket and offline banner stay).
 * Offline (or after a request failed on the network) it says so and tries again by itself when
 * the connection returns; online it offers "Try again". A screen's code that failed to download
 * is fetched again with a reload (only once online, so the reload cannot fail the same way); a
 * failed query runs the loaders again.
 */
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { isNetworkError } from '../lib/connection';
import { ChunkTimeoutError } from '../core/chunk-timeout';

/** Chromium, Firefox and Safari word a failed dynamic import differently. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkTimeoutError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
        error.message,
      ))
  );
}

export function ScreenError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const [online, setOnline] = useState(() => navigator.onLine);

  const retry = useCallback(() => {
    if (isChunkLoadError(error)) window.location.reload();
    else void revalidator.revalidate();
  }, [error, revalidator]);

  useEffect(() => {
    const goneOffline = () => setOnline(false);
    const backOnline = () => {
      setOnline(true);
      retry();
    };
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [retry]);

  return (
    <section className="screen-error" role="alert">
      {online && !isNetworkError(error) ? (
        <>
          <h2>
            <Trans>This page could not be loaded</Trans>
          </h2>
          <p>
            <Trans>The shop did not answer in time. Your basket is safe.</Trans>
          </p>
          <p className="screen-error-actions">
            <button type="button" className="button" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
            <Link to="/">
              <Trans>Back to the shop</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <h2>
            <Trans>You are offline</Trans>
          </h2>
          <p>
            <Trans>
              This page loads by itself when the connection returns. Your basket is safe.
            </Trans>
          </p>
          {online && (
            <p className="screen-error-actions">
              <button type="button" className="button" onClick={retry}>
                <Trans>Try again</Trans>
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
