/**
 * A tiny scripted legacy API for failure tests: each route answers from its script in order
 * (the last step repeats), and every call is counted, so tests assert exact upstream call counts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedStep {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless `raw` is given. */
  body?: unknown;
  /** Sent as is (malformed JSON, plain text). */
  raw?: string;
  /** Answer once this promise settles: the test holds the answer until it lets it go. */
  heldUntil?: Promise<unknown>;
  /** Never answer. */
  hang?: boolean;
}

export type Script = ScriptedStep[] | ((request: RecordedRequest) => ScriptedStep);

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeUpstream {
  url: string;
  /** Calls per `METHOD /path` so far. */
  calls(): Record<string, number>;
  requests: RecordedRequest[];
  /** Replaces (or adds) a route's script and keeps the counts. */
  script(route: string, script: Script): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(scripts: Record<string, Script>): Promise<FakeUpstream> {
  const routes = new Map<string, Script>(Object.entries(scripts));
  const positions = new Map<string, number>();
  const counts: Record<string, number> = {};
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const route = `${req.method} ${url.pathname}`;
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const script = routes.get(route);
      if (!script) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'not_found', message: `No route ${route}` }));
        return;
      }
      counts[route] = (counts[route] ?? 0) + 1;
      requests.push(recorded);
      let step: ScriptedStep;
      if (typeof script === 'function') {
        step = script(recorded);
      } else {
        const position = positions.get(route) ?? 0;
        step = script[Math.min(position, script.length - 1)] ?? {};
        positions.set(route, position + 1);
      }
      if (step.hang) {
        hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(step.status ?? 200, {
          'content-type': 'application/json',
          ...step.headers,
        });
        res.end(step.raw ?? JSON.stringify(step.body ?? { status: 'ok' }));
      };
      if (step.heldUntil) void step.heldUntil.then(send, send);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => ({ ...counts }),
    requests,
    script(route, script) {
      routes.set(route, script);
      positions.delete(route);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
