/**
 * Tracing across the legacy call: a gateway process started with the standard OTEL_* variables
 * (as the container is) sends one trace per request to the collector: the request, the GraphQL
 * operation, the root field's resolver and each legacy call, continuing the caller's
 * `traceparent`; the legacy API receives `traceparent` (same trace) and the caller's
 * `x-request-id`; the request's log lines, errors included, carry both ids. Without any OTEL_*
 * variable no span is sent and nothing extra reaches the legacy API but the request id. The
 * process's stdout is JSON lines only, its start banner included.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import {
  PROCESS_TEST_TIMEOUT_MS,
  startGatewayProcess,
  type GatewayProcess,
} from '../support/gateway-process';
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver';

/** The simulator behind a proxy that records each call's path and headers. */
interface RecordingUpstream {
  url: string;
  seen: Array<{ path: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

async function recordingProxy(target: string): Promise<RecordingUpstream> {
  const seen: RecordingUpstream['seen'] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    );
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void fetch(`${target}${req.url ?? ''}`, {
        method: req.method ?? 'GET',
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const QUERY = 'query BranchCategories { categories(supplierId: "201") { id name } }';

let sim: RunningSimulator;
let upstream: RecordingUpstream;
let receiver: OtlpReceiver | undefined;
let gateway: GatewayProcess | undefined;

beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  upstream = await recordingProxy(sim.url);
});
afterEach(async () => {
  await gateway?.stop();
  await receiver?.close();
  gateway = undefined;
  receiver = undefined;
  upstream.seen.length = 0;
});
afterAll(async () => {
  await upstream.close();
  await sim.close();
});

const ask = (url: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

describe('tracing', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('sends one trace of the request, its operation, resolver and legacy calls; logs carry its id', async () => {
    receiver = await startOtlpReceiver();
    gateway = await startGatewayProcess({
      LEGACY_API_URL: upstream.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'gateway-under-test',
      // Spans leave at once instead of every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });

    const response = await ask(gateway.url, QUERY, {
      traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01`,
      'x-request-id': 'trace-me-1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-me-1');

    // The legacy API saw the caller's request id and a traceparent of the same trace.
    const calls = upstream.seen.map((call) => call.path.split('?')[0]);
    expect(calls).toEqual(['/shopfront_config', '/catalog/v1/categories']);
    for (const call of upstream.seen) {
      expect(call.headers['x-request-id']).toBe('trace-me-1');
      expect(call.headers.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    }

    const spans = await receiver.until(
      (all) => all.filter((span) => span.traceId === TRACE_ID && span.kind === 3).length >= 2,
    );
    const trace = spans.filter((span) => span.traceId === TRACE_ID);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const named = (pattern: RegExp) => trace.filter((span) => pattern.test(span.name));
    const [request] = named(/^POST \/graphql$/);
    const [operation] = named(/^query BranchCategories$/);
    const [resolver] = named(/^resolve Query\.categories$/);
    const legacy = trace.filter((span) => span.kind === 3); // CLIENT
    expect(request?.parentSpanId).toBe(CALLER_SPAN);
    expect(request?.service).toBe('gateway-under-test');
    expect(operation?.attributes['graphql.operation.name']).toBe('BranchCategories');
    // Parsing went through the GraphQL instrumentation: its loader hook was in place in time.
    expect(named(/^graphql\.parse$/)).toHaveLength(1);
    expect(legacy.map((span) => span.attributes['url.path'] ?? span.name)).toHaveLength(2);
    // Each legacy call descends from the resolver, the resolver from the operation, the operation
    // from the request; and each traceparent the legacy API got names one of these calls.
    const ancestors = (span: { parentSpanId?: string } | undefined): string[] => {
      const parent = span?.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent.spanId, ...ancestors(parent)] : [];
    };
    for (const call of legacy) {
      expect(ancestors(call)).toEqual(
        expect.arrayContaining([resolver?.spanId, operation?.spanId, request?.spanId]),
      );
    }
    const sentParents = upstream.seen.map((call) => String(call.headers.traceparent).split('-')[2]);
    expect(sentParents.sort()).toEqual(legacy.map((span) => span.spanId).sort());

    // A failed legacy call's log line carries the request id and the trace id.
    const failed = await ask(gateway.url, '{ categories(supplierId: "999") { id } }', {
      traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01`,
      'x-request-id': 'trace-me-2',
    });
    expect(((await failed.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    const line = await gateway.logged((entry) => entry.msg === 'upstream failure');
    expect(line).toMatchObject({ reqId: 'trace-me-2', traceId: TRACE_ID });

    console.log(
      'trace as the receiver got it:\n' +
        trace
          .map((span) => `  ${span.spanId} <- ${span.parentSpanId ?? 'caller'}  ${span.name}`)
          .join('\n'),
    );
  });

  it('is off without OTEL_* variables: nothing is exported, the request id still goes upstream', async () => {
    receiver = await startOtlpReceiver();
    gateway = await startGatewayProcess({ LEGACY_API_URL: upstream.url, LOG_LEVEL: 'debug' });
    const response = await ask(gateway.url, QUERY, {
      traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01`,
      'x-request-id': 'untraced-1',
    });
    expect(response.status).toBe(200);
    expect(upstream.seen.length).toBeGreaterThan(0);
    for (const call of upstream.seen) {
      expect(call.headers['x-request-id']).toBe('untraced-1');
      expect(call.headers.traceparent).toBeUndefined();
    }
    const failed = await ask(gateway.url, '{ categories(supplierId: "999") { id } }', {
      'x-request-id': 'untraced-2',
    });
    expect(failed.status).toBe(200);
    const line = await gateway.logged((entry) => entry.msg === 'upstream failure');
    expect(line.reqId).toBe('untraced-2');
    expect(line.traceId).toBeUndefined();
    expect(receiver.spans).toEqual([]);

    // The start banner is a JSON line like the rest (stdout is not a terminal here), and a
    // GraphQL request's line names its operation.
    const banner = await gateway.logged((entry) => entry.msg === 'Shopfront is running');
    expect(banner.graphql).toMatch(/^http:\/\/localhost:\d+\/graphql$/);
    expect(gateway.logs.filter((entry) => 'text' in entry)).toEqual([]);
    const completed = await gateway.logged(
      (entry) => entry.msg === 'request completed' && entry.reqId === 'untraced-1',
    );
    expect(completed).toMatchObject({
      method: 'POST',
      url: '/graphql',
      operation: 'BranchCategories',
    });
  });
});
