/**
 * Part 1 and 2 of the benchmark: each screen's data through the gateway versus the legacy
 * client's own REST calls, both over the same 150 ms round trip; then, per operation, the upstream
 * calls the gateway made (the simulator's counters) against the resources the screen needs.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import type { BrowserLikeClient } from './lib/http-client';
import { summarise, type Summary } from './lib/stats';
import { operation, type WebOperations } from './lib/web-operations';
import { BASKET, HERE, SUPPLIER_ROUTE, type Fixture, type RestCall, type Screen } from './screens';

export interface SideResult {
  /** Time until the screen's data is complete, over the repeats. */
  ms: Summary;
  /** HTTP requests the client sent, and how many of them ran one after another (waves). */
  requests: number;
  waves: number;
  /** Response bytes (headers and body) the client received. */
  bytes: number;
}

export interface ScreenTiming {
  screen: string;
  route: string;
  /** The legacy client at its best: navigation guards in parallel with the screen's calls. */
  legacy: SideResult;
  /** The legacy client with the supplier-refresh guard answered before the screen loads. */
  legacyGuardFirst: SideResult;
  /** The gateway with its catalogue cache off: every request goes upstream. */
  gatewayNoCache: SideResult;
  /** The gateway as shipped (60 s catalogue cache), warm. */
  gatewayWarm: SideResult;
}

export interface OperationCalls {
  operation: string;
  /** Upstream calls by legacy route. */
  calls: Record<string, number>;
  total: number;
  /** Calls beyond one per route (every screen here needs one resource per route). */
  duplicates: number;
}

export interface ScreenEfficiency {
  screen: string;
  /** The distinct upstream resources the screen needs (the legacy client's calls). */
  needed: string[];
  operations: OperationCalls[];
  /** Upstream calls of all the screen's operations together, cache off. */
  screenCalls: number;
  /** Routes the gateway called that the legacy sequence does not need. */
  extra: string[];
  /** Same resource fetched by two of the screen's operations (cache off). */
  crossOperationRepeats: number;
}

export interface Sides {
  legacy: { client: BrowserLikeClient; fixture: Fixture };
  gatewayNoCache: { client: BrowserLikeClient; fixture: Fixture };
  gatewayWarm: { client: BrowserLikeClient; fixture: Fixture };
}

interface Load {
  ms: number;
  requests: number;
  bytes: number;
}

/** The same calls with the supplier refresh (a navigation guard) as a wave of its own first. */
export function guardFirst(waves: RestCall[][]): RestCall[][] {
  const guard = waves.flat().filter((call) => call.route === SUPPLIER_ROUTE);
  if (guard.length === 0) return waves;
  const rest = waves
    .map((wave) => wave.filter((call) => call.route !== SUPPLIER_ROUTE))
    .filter((wave) => wave.length > 0);
  return [guard, ...rest];
}

async function loadLegacy(
  client: BrowserLikeClient,
  waves: RestCall[][],
  fixture: Fixture,
): Promise<Load> {
  client.resetCounters();
  const started = performance.now();
  for (const wave of waves) {
    await Promise.all(
      wave.map(async (call) => {
        const path = call.path(fixture);
        const method = call.route.split(' ')[0] ?? 'GET';
        await client.json(method, path, call.body?.(fixture));
      }),
    );
  }
  return { ms: performance.now() - started, requests: client.requests, bytes: client.bytes };
}

async function loadGateway(
  client: BrowserLikeClient,
  screen: Screen,
  fixture: Fixture,
  operations: WebOperations,
): Promise<Load> {
  client.resetCounters();
  const started = performance.now();
  for (const wave of screen.gateway) {
    await Promise.all(
      wave.map((call) =>
        client.graphql(operation(operations, call.operation), call.variables(fixture)),
      ),
    );
  }
  return { ms: performance.now() - started, requests: client.requests, bytes: client.bytes };
}

function side(loads: Load[], waves: number): SideResult {
  const first = loads[0] ?? { requests: 0, bytes: 0 };
  return {
    ms: summarise(loads.map((l) => l.ms)),
    requests: first.requests,
    waves,
    bytes: first.bytes,
  };
}

/** Loads every screen `runs` times on each side (interleaved, after one unmeasured warm-up). */
export async function measureScreens(
  screens: Screen[],
  sides: Sides,
  operations: WebOperations,
  runs: number,
): Promise<ScreenTiming[]> {
  const results: ScreenTiming[] = [];
  for (const screen of screens) {
    const loads = {
      legacy: [] as Load[],
      guarded: [] as Load[],
      noCache: [] as Load[],
      warm: [] as Load[],
    };
    const guarded = guardFirst(screen.legacy);
    for (let run = -1; run < runs; run++) {
      const legacy = await loadLegacy(sides.legacy.client, screen.legacy, sides.legacy.fixture);
      const legacyGuarded = await loadLegacy(sides.legacy.client, guarded, sides.legacy.fixture);
      const noCache = await loadGateway(
        sides.gatewayNoCache.client,
        screen,
        sides.gatewayNoCache.fixture,
        operations,
      );
      const warm = await loadGateway(
        sides.gatewayWarm.client,
        screen,
        sides.gatewayWarm.fixture,
        operations,
      );
      if (run < 0) continue;
      loads.legacy.push(legacy);
      loads.guarded.push(legacyGuarded);
      loads.noCache.push(noCache);
      loads.warm.push(warm);
    }
    results.push({
      screen: screen.name,
      route: screen.route,
      legacy: side(loads.legacy, screen.legacy.length),
      legacyGuardFirst: side(loads.guarded, guarded.length),
      gatewayNoCache: side(loads.noCache, screen.gateway.length),
      gatewayWarm: side(loads.warm, screen.gateway.length),
    });
  }
  return results;
}

/** Simulator call counters. */
export class SimCalls {
  constructor(private readonly simUrl: string) {}
  async reset(): Promise<void> {
    await fetch(`${this.simUrl}/sim/calls`, { method: 'DELETE' });
  }
  async read(): Promise<{ calls: Record<string, number>; total: number }> {
    const response = await fetch(`${this.simUrl}/sim/calls`);
    return (await response.json()) as { calls: Record<string, number>; total: number };
  }
}

/**
 * Runs each of the screen's operations alone against the gateway with the cache off (`client`
 * must talk to it directly) and reads the simulator's counters after each.
 */
export async function measureEfficiency(
  screens: Screen[],
  client: BrowserLikeClient,
  fixture: Fixture,
  sim: SimCalls,
  operations: WebOperations,
): Promise<ScreenEfficiency[]> {
  const results: ScreenEfficiency[] = [];
  for (const screen of screens) {
    const needed = [...new Set(screen.legacy.flat().map((call) => call.route))].sort();
    // The legacy sequence itself, as a check that it needs one call per route.
    const perOperation: OperationCalls[] = [];
    for (const call of screen.gateway.flat()) {
      await sim.reset();
      await client.graphql(operation(operations, call.operation), call.variables(fixture));
      const { calls, total } = await sim.read();
      const duplicates = Object.values(calls).reduce((sum, n) => sum + Math.max(0, n - 1), 0);
      perOperation.push({ operation: call.operation, calls, total, duplicates });
    }
    const byRoute = new Map<string, number>();
    for (const entry of perOperation) {
      for (const [route, n] of Object.entries(entry.calls)) {
        byRoute.set(route, (byRoute.get(route) ?? 0) + n);
      }
    }
    const screenCalls = perOperation.reduce((sum, entry) => sum + entry.total, 0);
    results.push({
      screen: screen.name,
      needed,
      operations: perOperation,
      screenCalls,
      extra: [...byRoute.keys()].filter((route) => !needed.includes(route)).sort(),
      crossOperationRepeats: screenCalls - byRoute.size,
    });
  }
  return results;
}

/**
 * Upstream calls of each whole screen (its operations in parallel, as the browser sends them)
 * against the gateway as shipped, screens in order from a cold cache: what the cache and the
 * in-flight sharing of identical upstream GETs save across operations.
 */
export async function measureShippedScreenCalls(
  screens: Screen[],
  client: BrowserLikeClient,
  fixture: Fixture,
  sim: SimCalls,
  operations: WebOperations,
): Promise<Array<{ screen: string; calls: Record<string, number>; total: number }>> {
  const results = [];
  for (const screen of screens) {
    await sim.reset();
    for (const wave of screen.gateway) {
      await Promise.all(
        wave.map((call) =>
          client.graphql(operation(operations, call.operation), call.variables(fixture)),
        ),
      );
    }
    results.push({ screen: screen.name, ...(await sim.read()) });
  }
  return results;
}

/** Signs the shopper in on the legacy API and saves a cart there, as the legacy client would. */
export async function legacyFixture(
  client: BrowserLikeClient,
  login: { login: string; password: string },
  orderId: string,
): Promise<Fixture> {
  const signIn = await client.json<{ auth_token: string; account: { id: number } }>(
    'POST',
    '/api/v1/account/shopfront/sign_in',
    login,
  );
  // The legacy client sends its token with every call once signed in.
  client.setHeader('authorization', `Bearer ${signIn.auth_token}`);
  const cart = await client.json<{ cart: { id: number } }>('POST', '/cart/v1/sync', {
    items: BASKET.map((line) => ({ offer_id: Number(line.offerId), qty: line.quantity })),
    location: HERE,
  });
  return {
    token: signIn.auth_token,
    userId: String(signIn.account.id),
    legacyCartId: String(cart.cart.id),
    cartId: '',
    orderId,
  };
}

/** Signs the shopper in through the gateway (session cookie) and saves a cart, as the web does. */
export async function gatewayFixture(
  client: BrowserLikeClient,
  login: { login: string; password: string },
  orderId: string,
): Promise<Fixture> {
  const signIn = await client.graphql<{ signIn: { errors: unknown[] } }>(
    'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
    { input: login },
  );
  if (signIn.signIn.errors.length) throw new Error(`Sign in failed: ${JSON.stringify(signIn)}`);
  const sync = await client.graphql<{ syncBasket: { cart: { id: string } | null } }>(
    'mutation ($input: SyncBasketInput!) { syncBasket(input: $input) { cart { id } } }',
    { input: { items: BASKET, location: HERE } },
  );
  const cartId = sync.syncBasket.cart?.id;
  if (!cartId) throw new Error('The gateway saved no cart');
  return { token: '', userId: '', legacyCartId: '', cartId, orderId };
}

export interface OperationSize {
  screen: string;
  operation: string;
  /** Response body, uncompressed JSON. */
  rawBytes: number;
  /** The same body brotli-compressed at quality 4 (about what the gateway sends on the fly). */
  brotliBytes: number;
}

/** One response of each of the screen's operations (warm gateway): how large its JSON is. */
export async function measureOperationSizes(
  screens: Screen[],
  client: BrowserLikeClient,
  fixture: Fixture,
  operations: WebOperations,
): Promise<OperationSize[]> {
  const sizes: OperationSize[] = [];
  for (const screen of screens) {
    for (const call of screen.gateway.flat()) {
      const response = await client.send('POST', '/graphql', {
        query: operation(operations, call.operation),
        variables: call.variables(fixture),
      });
      const body = Buffer.from(response.body);
      sizes.push({
        screen: screen.name,
        operation: call.operation,
        rawBytes: body.length,
        brotliBytes: brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        }).length,
      });
    }
  }
  return sizes;
}
