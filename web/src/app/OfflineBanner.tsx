/**
 * "Internet connection lost" while offline (or while a screen raised the alert because a list it
 * needs could not load), then "Internet connection restored" for 1 second.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOfflineAlertRaised } from '../core/offline-alert';

export const RESTORED_VISIBLE_MS = 1000;

export function OfflineBanner() {
  const [state, setState] = useState<'online' | 'offline' | 'restored'>(() =>
    // A server render has no connection state (undefined): it shows the online page.
    navigator.onLine === false ? 'offline' : 'online',
  );
  const raised = useOfflineAlertRaised();

  useEffect(() => {
    let timer: number | undefined;
    const offline = () => {
      window.clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      setState((previous) => (previous === 'offline' ? 'restored' : previous));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setState('online'), RESTORED_VISIBLE_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  return (
    <div className="offline-region" role="status" aria-live="assertive">
      {(state === 'offline' || (raised && state === 'online')) && (
        <p className="offline-banner is-error">
          <Trans>Internet connection lost</Trans>
        </p>
      )}
      {state === 'restored' && (
        <p className="offline-banner is-success">
          <Trans>Internet connection restored</Trans>
        </p>
      )}
    </div>
  );
}
