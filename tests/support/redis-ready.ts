/** Waits on what the gateway reports: its readiness check says its Redis connection is up. */
import { expect, vi } from 'vitest';

export async function gatewayRedisUp(gatewayUrl: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const body = (await (await fetch(`${gatewayUrl}/readyz`)).json()) as {
        checks?: { redis?: string };
      };
      expect(body.checks?.redis).toBe('up');
    },
    { timeout: 10_000, interval: 50 },
  );
}
