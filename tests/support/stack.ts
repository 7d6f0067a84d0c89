/**
 * Starts the real simulator and a gateway pointed at it, both on ephemeral ports, for integration
 * tests over HTTP. `calls()` reads the simulator's upstream call counters.
 */
import type { FastifyInstance } from 'fastify';
import { buildGateway, loadConfig } from '@shopfront/gateway';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { listenForMetrics } from './gateway';

export interface TestStack {
  sim: RunningSimulator;
  gateway: FastifyInstance;
  gatewayUrl: string;
  /** The gateway's metrics listener (`${metricsUrl}/metrics`). */
  metricsUrl: string | null;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResult<T>>;
  /** Upstream calls per route (`GET /catalog/v1/suppliers/{id}`) and their total. */
  calls(): Promise<{ calls: Record<string, number>; total: number }>;
  /** Upstream calls per request (`GET /catalog/v1/suppliers/101`), without the cache-buster. */
  requests(): Promise<Record<string, number>>;
  resetCalls(): Promise<void>;
  close(): Promise<void>;
}

export interface GraphqlResult<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string } }>;
}

export async function startStack(env: Record<string, string> = {}): Promise<TestStack> {
  // Wired as `npm start` wires them (scripts/start.mjs): the simulator's reset empties the
  // gateway's caches of its answers (ADR 0074).
  const caches: { forget?: () => Promise<void> } = {};
  const sim = await startSimulator({ port: 0, onReset: () => caches.forget?.() });
  // Rate limits off unless a test sets them (tests send many requests from one address and
  // sign the same shoppers in again and again).
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_SESSION: '0',
    SIGN_IN_ATTEMPTS: '0',
    RESET_CODE_ATTEMPTS: '0',
    RESET_REQUESTS: '0',
    // The catalogue's words are read when a search needs them, not at start: a test's legacy
    // call counts start from nothing (search tests that want them at start say so).
    CATALOGUE_WORDS_AT_START: 'false',
    ...env,
  });
  const gateway = await buildGateway({ ...config, legacyApiUrl: sim.url });
  caches.forget = () => gateway.legacyAnswers.forget();
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const metricsUrl = await listenForMetrics(gateway);

  const callSnapshot = async () => {
    const response = await fetch(`${sim.url}/sim/calls`);
    return (await response.json()) as {
      calls: Record<string, number>;
      requests: Record<string, number>;
      total: number;
    };
  };
  return {
    sim,
    gateway,
    gatewayUrl,
    metricsUrl,
    async graphql<T>(query: string, variables?: Record<string, unknown>) {
      const response = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphqlResult<T>, 'status'>;
      return { status: response.status, ...body };
    },
    async calls() {
      const { calls, total } = await callSnapshot();
      return { calls, total };
    },
    async requests() {
      return (await callSnapshot()).requests;
    },
    async resetCalls() {
      await fetch(`${sim.url}/sim/calls`, { method: 'DELETE' });
    },
    async close() {
      await gateway.close();
      await sim.close();
    },
  };
}
