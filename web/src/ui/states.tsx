/** Loading skeletons, the error notice with a retry, and the empty text shared by the screens. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isNetworkError, useOnline, useRetryWhenOnline } from '../lib/connection';

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="skeleton-list" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="skeleton-row" />
      ))}
    </div>
  );
}

export function GridSkeleton({ cells = 6 }: { cells?: number }) {
  return (
    <ul className="category-grid" aria-busy="true">
      {Array.from({ length: cells }, (_, cell) => (
        <li key={cell} className="category-tile skeleton-tile" />
      ))}
    </ul>
  );
}

/**
 * A screen's data that could not load. Offline (or when the request failed on the network) it
 * says so instead of offering "Try again"; either way it retries by itself when the connection
 * returns.
 */
export function ErrorNotice({
  onRetry,
  error,
  children,
}: {
  onRetry?: () => void;
  error?: unknown;
  children?: ReactNode;
}) {
  const online = useOnline();
  useRetryWhenOnline(onRetry);
  if (!children && (!online || isNetworkError(error))) {
    return (
      <div className="notice is-error" role="alert">
        <p>
          <strong>
            <Trans>You are offline</Trans>
          </strong>
        </p>
        <p>
          <Trans>This page loads by itself when the connection returns. Your basket is safe.</Trans>
        </p>
        {online && onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="notice is-error" role="alert">
      <p>{children ?? <Trans>Something went wrong, try again</Trans>}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children?: ReactNode }) {
  return <p className="empty">{children ?? <Trans>No items available</Trans>}</p>;
}
