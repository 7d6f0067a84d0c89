/**
 * Keeps an open order's page current within seconds (ADR 0026): holds one `OrderUpdate` query
 * open, which the gateway answers as soon as the order's revision is no longer the one shown (or
 * after its hold, unchanged). The answer goes into the cache, so the page shows it at once; the
 * new revision then asks again. Nothing is asked while the tab is in the background; a failure
 * waits a little before asking again.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { OrderUpdateDocument } from './OrderUpdate.generated';
import { pageHidden } from './useOrderPolling';

/** After a failed wait (offline, the gateway restarting), the pause before asking again. */
export const LIVE_RETRY_MS = 5_000;

export function useOrderLiveUpdates(
  orderId: string | undefined,
  revision: string | undefined,
  open: boolean,
): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!orderId || !revision || !open) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let waiting = false;
    const ask = () => {
      if (controller.signal.aborted || waiting) return;
      if (pageHidden()) return; // asked again when the tab is shown
      waiting = true;
      client
        .query({
          query: OrderUpdateDocument,
          variables: { id: orderId, seen: revision },
          fetchPolicy: 'network-only',
          context: { fetchOptions: { signal: controller.signal } },
        })
        .then(
          ({ data }) => {
            waiting = false;
            // A changed order re-renders the page with its new revision, which asks again; an
            // unchanged one (the hold ended) is asked for again here.
            if (data?.viewer?.orderUpdate?.revision === revision) ask();
          },
          () => {
            waiting = false;
            if (!controller.signal.aborted) retry = setTimeout(ask, LIVE_RETRY_MS);
          },
        );
    };
    const onVisible = () => {
      if (!pageHidden()) ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    ask();
    return () => {
      controller.abort();
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, orderId, revision, open]);
}
