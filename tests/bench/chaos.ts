/**
 * `npm run chaos` (about 2 minutes, never part of `npm test`): shoppers place and pay orders at
 * steady concurrency through the gateway while the simulator answers 20% of upstream calls with
 * errors, slows 10% of them, and goes fully dark for 10 seconds. Then it reports every request,
 * gateway 5xx (must be 0: failures are GraphQL errors), responses slower than the deadline (must
 * be 0), and reconciles orders: every order a shopper was told was placed exists exactly once in
 * the simulator, and none exists that no shopper was told about. Exit code 1 when any fails.
 *
 * Settings: CHAOS_SECONDS (traffic, default 100), CHAOS_SHOPPERS (concurrency, default 8).
 * `CHAOS_MODE=scale-out` runs chaos-scale-out.ts instead (Redis, three replicas, nginx).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GraphqlClient, type GraphqlResponse } from '../support/gateway';
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

if (process.env.CHAOS_MODE === 'scale-out') {
  // Redis, three gateway replicas and nginx; it exits the process itself when done.
  await import('./chaos-scale-out');
}

const TRAFFIC_SECONDS = Number(process.env.CHAOS_SECONDS ?? 100);
const SHOPPERS = Number(process.env.CHAOS_SHOPPERS ?? 8);
/** The gateway's deadline for one request, and its per-call upstream timeout, for this run. */
const DEADLINE_MS = 10_000;
const UPSTREAM_TIMEOUT_MS = 3_000;
const ERROR_RATE = 0.2;
const SLOW_SHARE = 0.1;
const SLOW_MS = 2_000;
const OUTAGE = { startSecond: 40, seconds: 10 };
const ATTEMPTS = 4;

const REGISTER_TRANSACTION = `mutation ($input: RegisterTransactionInput!) {
  registerTransaction(input: $input) { transaction { id status } errors { __typename message } }
}`;
const PAY_WITH_CARD = `mutation ($input: PayWithCardInput!) {
  payWithCard(input: $input) {
    transaction { id status }
    order { id payableBalanceInCents }
    errors { __typename message }
  }
}`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }`;

/** An order attempt that never got an answer: the shopper presses "place order" again later. */
interface Unsure {
  shopper: number;
  key: string;
  retry: () => Promise<{ id: string; reference: string } | null>;
}

interface Told {
  shopper: number;
  orderId: string;
  reference: string;
  key: string;
  paid: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = {
  requests: 0,
  http5xx: 0,
  otherHttp: new Map<number, number>(),
  overDeadline: 0,
  latencies: [] as number[],
  errorCodes: new Map<string, number>(),
  unmasked: [] as string[],
};

/** One GraphQL request, counted: status, time, error codes. */
async function send<T>(
  client: GraphqlClient,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlResponse<T>> {
  const started = performance.now();
  const response = await client.request<T>(query, variables);
  const ms = performance.now() - started;
  stats.requests += 1;
  stats.latencies.push(ms);
  if (ms > DEADLINE_MS) stats.overDeadline += 1;
  if (response.status >= 500) stats.http5xx += 1;
  else if (response.status !== 200) {
    stats.otherHttp.set(response.status, (stats.otherHttp.get(response.status) ?? 0) + 1);
  }
  for (const error of response.errors ?? []) {
    const code = error.extensions?.code ?? 'NONE';
    stats.errorCodes.set(code, (stats.errorCodes.get(code) ?? 0) + 1);
    if (code === 'NONE' || code === 'INTERNAL_SERVER_ERROR') stats.unmasked.push(error.message);
  }
  return response;
}

/** Resends with the same idempotency key while the failure is transient (as the web client does). */
async function withRetries<T>(
  attempt: () => Promise<GraphqlResponse<T>>,
  done: (response: GraphqlResponse<T>) => boolean,
): Promise<GraphqlResponse<T> | null> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const response = await attempt();
    if (done(response)) return response;
    await sleep(250 * 2 ** i);
  }
  return null;
}

async function shopper(
  index: number,
  gatewayUrl: string,
  simUrl: string,
  timeslot: string,
  until: number,
  told: Told[],
  unsure: Unsure[],
): Promise<void> {
  const who = index % 2 === 0 ? THANDI : PIETER;
  const client = new GraphqlClient(gatewayUrl);
  const signIn = await withRetries(
    () => send(client, SIGN_IN, { input: { login: who.login, password: who.password } }),
    (r) => (r.data as { signIn?: { errors: unknown[] } } | null)?.signIn?.errors.length === 0,
  );
  if (!signIn) throw new Error(`Shopper ${index} could not sign in`);

  while (Date.now() < until) {
    const key = `chaos-${index}-${randomUUID()}`;
    const place = () =>
      send<{ registerOrder: { order: { id: string; reference: string } | null } }>(
        client,
        REGISTER_ORDER,
        {
          input: {
            idempotencyKey: key,
            supplierId: '101',
            items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
            paymentProvider: 'YOCO',
            dispatch: 'COLLECT',
            timeslot,
          },
        },
      );
    const placed = await withRetries(place, (r) => !!r.data?.registerOrder.order);
    const order = placed?.data?.registerOrder.order;
    if (!order) {
      // Never told either way: the shopper tries again (same key) once the shop is calm.
      unsure.push({
        shopper: index,
        key,
        retry: async () => (await place()).data?.registerOrder.order ?? null,
      });
      continue;
    }
    const entry: Told = {
      shopper: index,
      orderId: order.id,
      reference: order.reference,
      key,
      paid: false,
    };
    told.push(entry);

    const registered = await withRetries(
      () =>
        send<{ registerTransaction: { transaction: { id: string } | null } }>(
          client,
          REGISTER_TRANSACTION,
          { input: { idempotencyKey: `${key}-tx`, orderId: order.id, provider: 'YOCO' } },
        ),
      (r) => !!r.data?.registerTransaction.transaction,
    );
    const transaction = registered?.data?.registerTransaction.transaction;
    if (!transaction) continue;
    const card = await fetch(`${simUrl}/sim/card-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', expiry: '12/30', cvv: '123' }),
    });
    const { token } = (await card.json()) as { token: string };
    const paid = await withRetries(
      () =>
        send<{ payWithCard: { transaction: { status: string } | null } }>(client, PAY_WITH_CARD, {
          input: {
            idempotencyKey: `${key}-pay`,
            orderId: order.id,
            transactionId: transaction.id,
            token,
          },
        }),
      (r) => r.data?.payWithCard.transaction?.status === 'SUCCESSFUL',
    );
    entry.paid = !!paid;
  }
}

async function setFaults(simUrl: string, faults: unknown[]): Promise<void> {
  const response = await fetch(`${simUrl}/sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`Faults refused: ${await response.text()}`);
}

async function simCallsTotal(simUrl: string): Promise<number> {
  const response = await fetch(`${simUrl}/sim/calls`);
  return ((await response.json()) as { total: number }).total;
}

/**
 * The simulator's faults have no share for latency (a latency fault slows every call it matches),
 * so every 500 ms this re-arms a slow fault limited (`times`) to 10% of the calls of the last
 * window, in front of the 20% error fault; during the outage every call hangs.
 */
async function faultController(simUrl: string, startedAt: number, until: number): Promise<void> {
  let lastTotal = await simCallsTotal(simUrl);
  while (Date.now() < until) {
    const second = (Date.now() - startedAt) / 1000;
    const outage = second >= OUTAGE.startSecond && second < OUTAGE.startSecond + OUTAGE.seconds;
    const total = await simCallsTotal(simUrl);
    const slow = Math.max(1, Math.round((total - lastTotal) * SLOW_SHARE));
    lastTotal = total;
    await setFaults(
      simUrl,
      outage
        ? [{ route: '*', hang: true }]
        : [
            { route: '*', latency_ms: SLOW_MS, times: slow },
            { route: '*', error_rate: ERROR_RATE, status: 503 },
          ],
    );
    await sleep(500);
  }
  await fetch(`${simUrl}/sim/faults`, { method: 'DELETE' });
}

async function ordersInSimulator(
  simUrl: string,
): Promise<Map<string, { reference: string; payable: number }>> {
  const orders = new Map<string, { reference: string; payable: number }>();
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
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      if (!response.ok)
        throw new Error(`Listing orders: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as {
        orders: Array<{ id: number; reference: string; payable_balance_in_cents: number }>;
        pagination: { next_page: number | null };
      };
      for (const order of body.orders) {
        if (orders.has(String(order.id))) throw new Error(`Order ${order.id} listed twice`);
        orders.set(String(order.id), {
          reference: order.reference,
          payable: order.payable_balance_in_cents,
        });
      }
      if (!body.pagination.next_page) break;
    }
  }
  return orders;
}

const servers: ChildServer[] = [];
const before = machineInfo();
let failed = false;
try {
  const sim = await startSimulatorProcess();
  servers.push(sim);
  const gateway = await startGatewayProcess(sim.url, {
    REQUEST_TIMEOUT_MS: String(DEADLINE_MS),
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
  });
  servers.push(gateway);
  const timeslot = await firstTimeslot(sim.url);
  const existing = new Set((await ordersInSimulator(sim.url)).keys());
  console.log(
    `Chaos: ${SHOPPERS} shoppers for ${TRAFFIC_SECONDS} s; ${ERROR_RATE * 100}% upstream errors, ${SLOW_SHARE * 100}% slow (${SLOW_MS} ms), outage ${OUTAGE.seconds} s from second ${OUTAGE.startSecond}; deadline ${DEADLINE_MS} ms, upstream timeout ${UPSTREAM_TIMEOUT_MS} ms`,
  );

  const startedAt = Date.now();
  const until = startedAt + TRAFFIC_SECONDS * 1000;
  const told: Told[] = [];
  const unsure: Unsure[] = [];
  const controller = faultController(sim.url, startedAt, until);
  await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) =>
      shopper(i, gateway.url, sim.url, timeslot, until, told, unsure),
    ),
  );
  await controller;
  // Faults are off now: every attempt that never got an answer is sent once more, same key.
  let recovered = 0;
  for (const attempt of unsure) {
    const order = await attempt.retry();
    if (!order) continue;
    recovered += 1;
    told.push({
      shopper: attempt.shopper,
      orderId: order.id,
      reference: order.reference,
      key: attempt.key,
      paid: false,
    });
  }

  const inSim = await ordersInSimulator(sim.url);
  const created = [...inSim.keys()].filter((id) => !existing.has(id));
  const toldIds = told.map((entry) => entry.orderId);
  const toldTwice = toldIds.filter((id, i) => toldIds.indexOf(id) !== i);
  const missing = toldIds.filter((id) => !inSim.has(id));
  const untold = created.filter((id) => !toldIds.includes(id));
  const paidButOwing = told.filter(
    (entry) => entry.paid && (inSim.get(entry.orderId)?.payable ?? 0) !== 0,
  );
  const overpaid = told.filter((entry) => (inSim.get(entry.orderId)?.payable ?? 0) < 0);

  const checks: Array<[string, number, boolean]> = [
    ['gateway 5xx responses', stats.http5xx, stats.http5xx === 0],
    [
      `responses slower than the ${DEADLINE_MS} ms deadline`,
      stats.overDeadline,
      stats.overDeadline === 0,
    ],
    ['errors without a code (unmasked)', stats.unmasked.length, stats.unmasked.length === 0],
    ['orders told placed but not in the simulator', missing.length, missing.length === 0],
    [
      'orders told placed twice (same order for two attempts)',
      toldTwice.length,
      toldTwice.length === 0,
    ],
    ['orders in the simulator no shopper was told about', untold.length, untold.length === 0],
    ['orders told paid that still owe money', paidButOwing.length, paidButOwing.length === 0],
    ['orders charged more than their total', overpaid.length, overpaid.length === 0],
  ];
  failed = checks.some(([, , ok]) => !ok);
  console.log(
    `\nRequests: ${stats.requests} (p50 ${Math.round(quantile(stats.latencies, 0.5))} ms, p99 ${Math.round(quantile(stats.latencies, 0.99))} ms, max ${Math.round(Math.max(...stats.latencies))} ms)`,
  );
  console.log(
    `GraphQL error codes: ${[...stats.errorCodes].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}`,
  );
  if (stats.otherHttp.size)
    console.log(
      `Other HTTP statuses: ${[...stats.otherHttp].map(([s, n]) => `${s} ${n}`).join(', ')}`,
    );
  console.log(
    `Orders: ${told.length} told placed (${told.filter((t) => t.paid).length} paid), ${unsure.length} attempts unanswered during the faults (${recovered} placed when resent after them), ${created.length} created in the simulator`,
  );
  console.log(
    `\n${table(
      ['check', 'count', 'result'],
      checks.map(([name, n, ok]) => [name, n, ok ? 'ok' : 'FAIL']),
    )}`,
  );
  if (untold.length) console.log(`Untold orders: ${untold.join(', ')}`);
  if (missing.length) console.log(`Missing orders: ${missing.join(', ')}`);

  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const summary = {
    startedAt: new Date(startedAt).toISOString(),
    machineBefore: before,
    machineAfter: machineInfo(),
    settings: {
      TRAFFIC_SECONDS,
      SHOPPERS,
      DEADLINE_MS,
      UPSTREAM_TIMEOUT_MS,
      ERROR_RATE,
      SLOW_SHARE,
      SLOW_MS,
      OUTAGE,
    },
    requests: stats.requests,
    latencyMs: {
      p50: quantile(stats.latencies, 0.5),
      p99: quantile(stats.latencies, 0.99),
      max: Math.max(...stats.latencies),
    },
    errorCodes: Object.fromEntries(stats.errorCodes),
    orders: {
      told: told.length,
      paid: told.filter((t) => t.paid).length,
      gaveUp: unsure.length,
      created: created.length,
    },
    checks: checks.map(([name, count, ok]) => ({ name, count, ok })),
  };
  writeFileSync(`${dir}chaos-latest.json`, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Summary written to ${dir}chaos-latest.json`);
} finally {
  for (const server of servers.reverse()) await server.stop();
}
process.exit(failed ? 1 : 0);
