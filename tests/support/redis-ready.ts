/** Waits on what the gateway reports: its readiness check says its Redis connection is up. */
import { expect, vi } from 'vitest';

export async function gatewayRedisUp(gatewayUrl: string, timeout = 10_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const body = (await (await fetch(`${gatewayUrl}/readyz`)).json()) as {
        checks?: { redis?: string };
      };
      expect(body.checks?.redis).toBe('up');
    },
    { timeout, interval: 50 },
  );
}

/** Waits until every gateway reports its Redis connection up (after a start or a Redis restart). */
export async function gatewaysRedisUp(gatewayUrls: string[], timeout = 10_000): Promise<void> {
  await Promise.all(gatewayUrls.map((url) => gatewayRedisUp(url, timeout)));
}
