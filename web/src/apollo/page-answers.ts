/**
 * A signed-in shopper's server-rendered page carries answers fetched for this very request (such
 * a page is never kept in the HTML cache: docs/adr/0049), so while it hydrates its queries read
 * them there instead of asking again. The shopper's own data (orders, an order, the profile) is
 * asked cache-and-network (core/route-loaders.ts): without this, each such page asked the gateway
 * once more at once for what it had just sent, one more legacy call per page, and re-drew it.
 *
 * Apollo's own switch, `prioritizeCacheValues` (what its `ssrForceFetchDelay` turns on for a
 * time), here on until the page says it has hydrated (`data-hydrated`, app/App.tsx); a query
 * whose answer the page lacks still asks. A visitor's page may come from the HTML cache, as old
 * as SSR_CACHE_SECONDS: its queries ask as before.
 */
import type { ApolloClient } from '@apollo/client';
import {
  AccountSessionDocument,
  type AccountSessionQuery,
} from '../core/session/AccountSession.generated';

export function answerFromSignedInPageUntilHydrated(client: ApolloClient): void {
  const session = client.cache.readQuery<AccountSessionQuery>({ query: AccountSessionDocument });
  if (!session?.viewer?.account) return;
  const root = document.documentElement;
  client.prioritizeCacheValues = true;
  const hydrated = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    hydrated.disconnect();
    client.prioritizeCacheValues = false;
  });
  hydrated.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
