import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { loadConfig } from './config.js';
import { describeListenError } from './listen-error.js';

describe('a port the gateway cannot have', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  // Building a gateway takes a few seconds on a loaded machine.
  it(
    'is named by its variable, for the public and the metrics port',
    { timeout: 60_000 },
    async () => {
      const holder = createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      closers.push(() => new Promise((resolve) => holder.close(resolve)));
      const address = holder.address();
      const taken = address && typeof address === 'object' ? address.port : 0;

      const config = loadConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(taken) });
      const app = await buildGateway({ ...config, legacyApiUrl: 'http://127.0.0.1:9' });
      closers.push(() => app.close());
      const failure = await app.listen({ port: taken, host: '127.0.0.1' }).catch((error) => error);
      expect(describeListenError(failure, config)).toBe(
        `PORT ${taken} is already in use on 127.0.0.1: stop what holds it or choose another PORT`,
      );

      const metricsConfig = { ...config, port: 4000, metricsPort: taken };
      expect(describeListenError(failure, metricsConfig)).toBe(
        `METRICS_PORT ${taken} is already in use on 127.0.0.1: stop what holds it or choose another METRICS_PORT`,
      );
    },
  );

  it('leaves other failures to the caller', () => {
    expect(describeListenError(new Error('boom'), loadConfig({}))).toBeNull();
  });
});
