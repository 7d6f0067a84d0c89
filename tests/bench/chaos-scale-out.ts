/**
 * `CHAOS_MODE=scale-out npm run chaos` (about 1 minute, never part of `npm test`): Redis (Debian's
 * redis-server), three gateway replicas sharing it and nginx in front, all started here on free
 * ports of 127.0.0.1. Shoppers place orders through nginx while the script kills Redis (and starts
 * it again later), SIGKILLs one replica and SIGTERMs another. Then it checks: no 5xx, no response
 * past the request deadline, and every order a shopper was told was placed exists exactly once
 * (none exists that no shopper was told about). Exit code 1 when any check fails.
 *
 * Settings: CHAOS_SECONDS (traffic, default 40), CHAOS_SHOPPERS (concurrency, default 6).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphqlClient } from '../support/gateway';
import {
  MAIZE_MEAL_OFFER,
  PIETER,
  REGISTER_ORDER,
  THANDI,
  firstTimeslot,
} from '../support/shoppers';
import { machineInfo } from './lib/machine';
import { startGatewayProcess, startSimulatorProcess, type ChildServer } from './lib/processes';
import { quantile } from './lib/stats';
import { table } from './lib/table';
import { freePort } from '../support/free-port';

const TRAFFIC_SECONDS = Math.min(120, Number(process.env.CHAOS_SECONDS ?? 40));
const SHOPPERS = Math.min(16, Number(process.env.CHAOS_SHOPPERS ?? 6));
const DEADLINE_MS = 10_000;
/** When, in seconds from the start of traffic, each fault happens. */
// Redis comes back before the replicas go, so orders are in flight when they die.
const EVENTS = { killRedis: 6, restartRedis: 14, sigkillReplica: 20, sigtermReplica: 26 };
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** redis-server on a fixed port, so it can be killed and started again at the same address. */
function startRedisOn(port: number): ChildProcess {
  return spawn(
    process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

/**
 * The `location /` block of the shipped load balancer (deploy/nginx.conf, which compose runs), so
 * this run tests the proxy settings ops deploy, not a copy of them.
 */
function shippedLocation(): string {
  const path = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
  const block = /\n {2}location \/ \{\n([\s\S]*?)\n {2}\}\n/.exec(readFileSync(path, 'utf8'));
  if (!block?.[1]) throw new Error(`${path} has no "location / { ... }" block`);
  return block[1];
}

/** nginx in front of the replicas, with the shipped proxy settings. */
function startNginx(dir: string, port: number, replicas: string[]): ChildProcess {
  for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  chmodSync(join(dir, 'tmp'), 0o777);
  const servers = replicas
    .map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=3s;`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream gateways {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
${shippedLocation().replace(/^/gm, '  ')}
    }
  }
}
`,
  );
  return spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

const stats = {
  requests: 0,
  http5xx: 0,
  overDeadline: 0,
  latencies: [] as number[],
  codes: new Map<string, number>(),
};

interface Told {
  orderId: string;
  key: string;
}

async function placeOrder(
  client: GraphqlClient,
  key: string,
  timeslot: string,
): Promise<string | null> {
  const started = performance.now();
  let response;
  try {
    response = await client.request<{ registerOrder: { order: { id: string } | null } }>(
      REGISTER_ORDER,
      {
        input: {
          idempotencyKey: key,
          supplierId: '101',
          items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
          paymentProvider: 'CASH',
          dispatch: 'COLLECT',
          timeslot,
        },
      },
    );
  } catch {
    stats.codes.set('NETWORK', (stats.codes.get('NETWORK') ?? 0) + 1);
    return null;
  }
  const ms = performance.now() - started;
  stats.requests += 1;
  stats.latencies.push(ms);
  if (ms > DEADLINE_MS) stats.overDeadline += 1;
  if (response.status >= 500) stats.http5xx += 1;
  for (const error of response.errors ?? []) {
    const code = error.extensions?.code ?? 'NONE';
    stats.codes.set(code, (stats.codes.get(code) ?? 0) + 1);
  }
  return response.data?.registerOrder.order?.id ?? null;
}

async function shopper(
  index: number,
  gatewayUrl: string,
  timeslot: string,
  until: number,
  told: Told[],
  unsure: string[],
): Promise<void> {
  const who = index % 2 === 0 ? THANDI : PIETER;
  const client = new GraphqlClient(gatewayUrl);
  const signIn = await client.request<{ signIn: { errors: unknown[] } }>(SIGN_IN, {
    input: { login: who.login, password: who.password },
  });
  if (signIn.data?.signIn.errors.length !== 0) throw new Error(`Shopper ${index}: no sign in`);
  while (Date.now() < until) {
    const key = `scale-${index}-${randomUUID()}`;
    let orderId: string | null = null;
    // Retry the same key like the web client: a refusal while Redis is down is retryable.
    for (let attempt = 0; attempt < 4 && !orderId; attempt++) {
      orderId = await placeOrder(client, key, timeslot);
      if (!orderId) await sleep(300 * 2 ** attempt);
    }
    if (orderId) told.push({ orderId, key });
    else unsure.push(`${index}|${key}`);
  }
}

async function ordersInSimulator(simUrl: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const who of [THANDI, PIETER]) {
    const signIn = await fetch(`${simUrl}/api/v1/account/shopfront/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: who.login, password: who.password }),
    });
    const { auth_token: token } = (await signIn.json()) as { auth_token: string };
    for (let page = 1; page < 1_000; page++) {
      const response = await fetch(
        `${simUrl}/api/v1/users/${who.id}/orders?page=${page}&per_page=50`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = (await response.json()) as {
        orders: Array<{ id: number }>;
        pagination: { next_page: number | null };
      };
      for (const order of body.orders) {
        if (ids.has(String(order.id))) throw new Error(`Order ${order.id} listed twice`);
        ids.add(String(order.id));
      }
      if (!body.pagination.next_page) break;
    }
  }
  return ids;
}

const before = machineInfo();
const dir = mkdtempSync(join(tmpdir(), 'shopfront-chaos-'));
const servers: ChildServer[] = [];
let redis: ChildProcess | null = null;
let nginx: ChildProcess | null = null;
let failed = false;
try {
  const redisPort = await freePort();
  redis = startRedisOn(redisPort);
  const sim = await startSimulatorProcess();
  servers.push(sim);
  const env = {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REQUEST_TIMEOUT_MS: String(DEADLINE_MS),
    TRUST_PROXY: 'true',
  };
  const replicas = await Promise.all([0, 1, 2].map(() => startGatewayProcess(sim.url, env)));
  servers.push(...replicas);
  const nginxPort = await freePort();
  nginx = startNginx(
    dir,
    nginxPort,
    replicas.map((replica) => replica.url),
  );
  const lb = `http://127.0.0.1:${nginxPort}`;
  await waitFor(`${lb}/healthz`);
  const timeslot = await firstTimeslot(sim.url);
  const existing = await ordersInSimulator(sim.url);
  console.log(
    `Chaos (scale-out): ${SHOPPERS} shoppers for ${TRAFFIC_SECONDS} s through nginx to 3 replicas sharing Redis; Redis killed at ${EVENTS.killRedis} s and restarted at ${EVENTS.restartRedis} s, replica 1 SIGKILLed at ${EVENTS.sigkillReplica} s, replica 2 SIGTERMed at ${EVENTS.sigtermReplica} s; deadline ${DEADLINE_MS} ms`,
  );

  const startedAt = Date.now();
  const until = startedAt + TRAFFIC_SECONDS * 1000;
  const at = (second: number, action: () => void | Promise<void>) =>
    sleep(Math.max(0, startedAt + second * 1000 - Date.now())).then(action);
  const readyz: string[] = [];
  const events = Promise.all([
    at(EVENTS.killRedis, async () => {
      redis?.kill('SIGKILL');
      await sleep(1_500);
      const ready = await fetch(`${replicas[0]?.url}/readyz`);
      readyz.push(`${ready.status} ${await ready.text()}`);
    }),
    at(EVENTS.sigkillReplica, () => {
      process.kill(replicas[1]?.pid ?? 0, 'SIGKILL');
    }),
    at(EVENTS.sigtermReplica, () => {
      process.kill(replicas[2]?.pid ?? 0, 'SIGTERM');
    }),
    at(EVENTS.restartRedis, () => {
      redis = startRedisOn(redisPort);
    }),
  ]);
  const told: Told[] = [];
  const unsure: string[] = [];
  await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) => shopper(i, lb, timeslot, until, told, unsure)),
  );
  await events;
  // Calm again: every attempt that never got an order is sent once more with its key.
  let recovered = 0;
  for (const entry of unsure) {
    const [index = '0', key = ''] = entry.split('|');
    const who = Number(index) % 2 === 0 ? THANDI : PIETER;
    const client = new GraphqlClient(lb);
    await client.request(SIGN_IN, { input: { login: who.login, password: who.password } });
    const orderId = await placeOrder(client, key, timeslot);
    if (orderId) {
      recovered += 1;
      told.push({ orderId, key });
    }
  }

  const inSim = await ordersInSimulator(sim.url);
  const created = [...inSim].filter((id) => !existing.has(id));
  const toldIds = told.map((entry) => entry.orderId);
  const toldTwice = toldIds.filter((id, i) => toldIds.indexOf(id) !== i);
  const missing = toldIds.filter((id) => !inSim.has(id));
  const untold = created.filter((id) => !toldIds.includes(id));
  const checks: Array<[string, number, boolean]> = [
    ['5xx responses (through nginx)', stats.http5xx, stats.http5xx === 0],
    [
      `responses slower than the ${DEADLINE_MS} ms deadline`,
      stats.overDeadline,
      stats.overDeadline === 0,
    ],
    ['orders told placed but not in the simulator', missing.length, missing.length === 0],
    ['orders told placed twice (one order for two keys)', toldTwice.length, toldTwice.length === 0],
    ['orders in the simulator no shopper was told about', untold.length, untold.length === 0],
  ];
  failed = checks.some(([, , ok]) => !ok);
  console.log(
    `\nRequests: ${stats.requests} (p50 ${Math.round(quantile(stats.latencies, 0.5))} ms, p99 ${Math.round(quantile(stats.latencies, 0.99))} ms, max ${Math.round(Math.max(...stats.latencies))} ms)`,
  );
  console.log(
    `GraphQL error codes: ${[...stats.codes].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}`,
  );
  console.log(`/readyz of replica 0 with Redis down: ${readyz.join(' ')}`);
  console.log(
    `Orders: ${told.length} told placed, ${unsure.length} attempts without an order during the faults (${recovered} placed when resent after them), ${created.length} created in the simulator`,
  );
  console.log(
    `\n${table(
      ['check', 'count', 'result'],
      checks.map(([name, n, ok]) => [name, n, ok ? 'ok' : 'FAIL']),
    )}`,
  );
  const results = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(results, { recursive: true });
  writeFileSync(
    `${results}chaos-scale-out-latest.json`,
    `${JSON.stringify(
      {
        startedAt: new Date(startedAt).toISOString(),
        machineBefore: before,
        machineAfter: machineInfo(),
        settings: { TRAFFIC_SECONDS, SHOPPERS, DEADLINE_MS, EVENTS },
        requests: stats.requests,
        latencyMs: {
          p50: quantile(stats.latencies, 0.5),
          p99: quantile(stats.latencies, 0.99),
          max: Math.max(...stats.latencies),
        },
        errorCodes: Object.fromEntries(stats.codes),
        readyzWithRedisDown: readyz,
        orders: { told: told.length, unsure: unsure.length, recovered, created: created.length },
        checks: checks.map(([name, count, ok]) => ({ name, count, ok })),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  nginx?.kill('SIGTERM');
  redis?.kill('SIGTERM');
  for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
