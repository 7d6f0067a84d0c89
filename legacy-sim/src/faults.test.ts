import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { simulatorOptionsFromEnv } from './index.js';
import { createHarness, THANDI, type Harness } from './test-support/harness.js';

describe('fault injection', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('is off by default', async () => {
    h = await createHarness();
    expect((await h.call('GET', '/sim/faults')).body.faults).toEqual([]);
    expect((await h.call('GET', '/catalog/v1/suppliers/101')).status).toBe(200);
  });

  it('answers an error status for the next N matching calls, and counts them', async () => {
    h = await createHarness();
    await h.call('POST', '/sim/faults', {
      body: {
        faults: [{ route: 'GET /catalog/v1/suppliers/{id}', error_rate: 1, status: 503, times: 2 }],
      },
    });
    const first = await h.call('GET', '/catalog/v1/suppliers/101');
    expect(first.status).toBe(503);
    expect(first.body.status).toBe('error');
    expect((await h.call('GET', '/catalog/v1/suppliers/102')).status).toBe(503);
    expect((await h.call('GET', '/catalog/v1/suppliers/103')).status).toBe(200);
    expect((await h.call('GET', '/catalog/v1/categories')).status).toBe(200);
    const calls = await h.call('GET', '/sim/calls');
    expect(calls.body.calls['GET /catalog/v1/suppliers/{id}']).toBe(3);
  });

  it('matches wildcards and concrete paths, any method when none is given', async () => {
    h = await createHarness();
    await h.call('POST', '/sim/faults', {
      body: [{ route: '/catalog/v1/products/*', error_rate: 1, status: 500 }],
    });
    expect((await h.call('GET', '/catalog/v1/products/1')).status).toBe(500);
    expect((await h.call('GET', '/catalog/v1/products/1/offers')).status).toBe(500);
    expect((await h.call('GET', '/catalog/v1/categories')).status).toBe(200);
    // Control routes are never faulted.
    await h.call('POST', '/sim/faults', { body: [{ route: '*', error_rate: 1 }] });
    expect((await h.call('GET', '/sim/calls')).status).toBe(200);
    expect((await h.call('DELETE', '/sim/faults')).status).toBe(200);
    expect((await h.call('GET', '/catalog/v1/products/1')).status).toBe(200);
  });

  it('adds latency', async () => {
    h = await createHarness();
    await h.call('POST', '/sim/faults', {
      body: [{ route: 'GET /api/v2/agencies', latency_ms: 250 }],
    });
    const started = Date.now();
    expect((await h.call('GET', '/api/v2/agencies')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('sends malformed JSON', async () => {
    h = await createHarness();
    await h.call('POST', '/sim/faults', {
      body: [{ route: 'GET /api/v2/banners', malformed: true }],
    });
    const result = await h.call('GET', '/api/v2/banners');
    expect(result.status).toBe(200);
    expect(() => JSON.parse(result.text)).toThrow();
  });

  it('hangs until the client gives up, and still closes cleanly', async () => {
    h = await createHarness({ listen: true });
    await h.call('POST', '/sim/faults', { body: [{ route: 'GET /shopfront_config', hang: true }] });
    const started = Date.now();
    await expect(
      fetch(`${h.base}/shopfront_config`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    // The hung request does not block other calls.
    expect((await fetch(`${h.base}/version.txt`)).status).toBe(200);
  });

  it('reads faults, the manager token and the data directory from the environment', () => {
    const options = simulatorOptionsFromEnv({
      SIM_FAULTS: '[{"route":"GET /cart/*","latency_ms":100}]',
      SIM_MANAGER_TOKEN: 'secret-manager',
      SIM_ORDER_CLOCK_MS: '5000',
      SIM_DATA_DIR: 'memory',
    });
    expect(options).toMatchObject({
      faults: [{ route: 'GET /cart/*', latency_ms: 100 }],
      managerToken: 'secret-manager',
      orderClockMs: 5000,
      dataDir: null,
    });
    expect(simulatorOptionsFromEnv({}).dataDir).toMatch(/\.sim-data$/);
    expect(() => simulatorOptionsFromEnv({ SIM_FAULTS: '{"route":1}' })).toThrow(/SIM_FAULTS/);
    expect(() => simulatorOptionsFromEnv({ SIM_ORDER_CLOCK_MS: 'soon' })).toThrow(
      /SIM_ORDER_CLOCK_MS/,
    );
  });
});

describe('persistence', () => {
  it('keeps state across a restart in the data directory, and reset restores the seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-data-'));
    try {
      const first = await createHarness({ dataDir: dir });
      const signUp = await first.call('POST', '/api/v1/account/shopfront/sign_up', {
        body: {
          login: '0730001111',
          password: 'secret99',
          first_name: 'Sipho',
          last_name: 'Dlamini',
          profile: {
            business_name: null,
            occupation: null,
            language: 'en',
            favoured_suppliers: [],
            terms: true,
          },
        },
      });
      expect(signUp.status).toBe(201);
      const token = await first.signIn(THANDI.login, THANDI.password);
      const order = await first.placeOrder(token);
      await first.close();

      const second = await createHarness({ dataDir: dir });
      expect(await second.signIn('0730001111', 'secret99')).toEqual(expect.any(String));
      const fetched = await second.call('GET', `/api/v1/orders/${order.id}`, { token });
      expect(fetched.body.order.reference).toBe(order.reference);
      expect((await second.call('POST', '/sim/reset')).status).toBe(200);
      await expect(second.signIn('0730001111', 'secret99')).rejects.toThrow();
      await second.close();

      const third = await createHarness({ dataDir: dir });
      await expect(third.signIn('0730001111', 'secret99')).rejects.toThrow();
      expect(third.ctx.state.orders).toEqual([]);
      await third.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs in memory without a data directory', async () => {
    const h = await createHarness();
    await h.placeOrder(await h.signIn());
    await h.close();
    const again = await createHarness();
    expect(again.ctx.state.orders).toEqual([]);
    await again.close();
  });
});
