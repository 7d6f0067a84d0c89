// A test whose shop is in agency mode: a dedicated server (dedicated-shop.ts), one per worker,
// whose simulator is switched to agency mode before its gateway first reads the shop config.
// The gateway caches that config for CACHE_TTL_SECONDS (60 s), so a switch on the shared server
// would show only after that, and the way back to market would reach the next specs as late.
// Stopping it at the end leaves the shared server in market mode throughout. Its simulator must
// not be reset (`/sim/reset` puts it back in market mode).
import { expect, request } from '@playwright/test';
import { startDedicatedShop } from './dedicated-shop';
import { test } from './test';

export const agencyTest = test.extend<object, { agencyShop: string }>({
  agencyShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startDedicatedShop();
      try {
        const api = await request.newContext();
        const switched = await api.post(`${shop.simUrl}/sim/config`, { data: { mode: 'agency' } });
        expect(switched.ok(), await switched.text()).toBe(true);
        await api.dispose();
        await use(shop.url);
      } finally {
        await shop.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ agencyShop }, use) => use(agencyShop),
});
