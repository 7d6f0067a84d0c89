/**
 * Fault injection by route pattern, for testing the gateway against a misbehaving upstream. Set
 * from `SIM_FAULTS` (a JSON list) or `POST /sim/faults`; off by default. A pattern is matched
 * against the route key (`GET /catalog/v1/suppliers/{id}`) and the concrete request
 * (`GET /catalog/v1/suppliers/101`); `*` is a wildcard and a pattern without a method matches
 * any method. Control routes (`/sim/...`) are never faulted.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './lib/http-errors.js';
import { isRecord } from './lib/query.js';

export interface Fault {
  route: string;
  /** Delay before answering. */
  latency_ms?: number;
  /** Share of matching calls (0-1) answered with `status` instead. */
  error_rate?: number;
  /** HTTP status of injected errors (default 500). */
  status?: number;
  /** Never answer (until the client gives up or the simulator stops). */
  hang?: boolean;
  /** Answer with a truncated, unparseable JSON body. */
  malformed?: boolean;
  /** Only the next N matching calls; omitted = every call. */
  times?: number;
}

interface ActiveFault extends Fault {
  pattern: RegExp;
  remaining: number | null;
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+/i;

function compile(route: string): RegExp {
  const withMethod = METHOD.test(route) ? route : `* ${route}`;
  const escaped = withMethod
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

export function parseFaults(input: unknown): Fault[] {
  if (!Array.isArray(input)) throw badRequest('faults must be a list');
  return input.map((raw, i) => {
    if (!isRecord(raw) || typeof raw.route !== 'string' || !raw.route.trim())
      throw badRequest(`faults[${i}].route is required`);
    const num = (name: string, min: number, max: number) => {
      const value = raw[name];
      if (value === undefined) return undefined;
      if (typeof value !== 'number' || value < min || value > max)
        throw badRequest(`faults[${i}].${name} must be a number from ${min} to ${max}`);
      return value;
    };
    return {
      route: raw.route.trim(),
      latency_ms: num('latency_ms', 0, 600_000),
      error_rate: num('error_rate', 0, 1),
      status: num('status', 400, 599),
      hang: raw.hang === true,
      malformed: raw.malformed === true,
      times: num('times', 1, 1_000_000),
    };
  });
}

export class FaultStore {
  private active: ActiveFault[] = [];

  set(faults: Fault[]): void {
    this.active = faults.map((fault) => ({
      ...fault,
      pattern: compile(fault.route),
      remaining: fault.times ?? null,
    }));
  }

  add(faults: Fault[]): void {
    const before = this.list();
    this.set([...before, ...faults]);
  }

  clear(): void {
    this.active = [];
  }

  list(): Fault[] {
    return this.active.map(({ pattern: _pattern, remaining, ...fault }) => ({
      ...fault,
      ...(remaining === null ? {} : { times: remaining }),
    }));
  }

  /** The fault for this call, counting it against `times`. */
  take(routeKey: string, concrete: string): ActiveFault | undefined {
    const fault = this.active.find(
      (candidate) =>
        (candidate.remaining === null || candidate.remaining > 0) &&
        (candidate.pattern.test(routeKey) || candidate.pattern.test(concrete)),
    );
    if (fault && fault.remaining !== null) fault.remaining--;
    return fault;
  }
}

const MALFORMED = Symbol('malformed');

export function installFaults(app: FastifyInstance, store: FaultStore): void {
  app.addHook('onRequest', async (request, reply) => {
    const pattern = request.routeOptions.url;
    if (request.url.startsWith('/sim/')) return;
    const path = request.url.split('?')[0] ?? request.url;
    const routeKey = `${request.method} ${(pattern ?? path).replace(/:(\w+)/g, '{$1}')}`;
    const fault = store.take(routeKey, `${request.method} ${path}`);
    if (!fault) return;
    if (fault.latency_ms) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
    if (fault.hang) {
      // Held until the client disconnects or the server closes (connections are force-closed).
      await new Promise<void>((resolve) => request.raw.once('close', () => resolve()));
      return reply.hijack();
    }
    if (fault.error_rate !== undefined && Math.random() < fault.error_rate) {
      const status = fault.status ?? 500;
      return reply
        .code(status)
        .send({ status: 'error', message: `Injected fault (${status}) on ${routeKey}` });
    }
    if (fault.malformed) (request as unknown as Record<symbol, boolean>)[MALFORMED] = true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!(request as unknown as Record<symbol, boolean>)[MALFORMED]) return payload;
    reply.type('application/json');
    return '{"status":"ok","resources":[{"id":1,"name":"trunc';
  });
}
