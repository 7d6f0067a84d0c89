/**
 * A pass-through HTTP proxy in front of a legacy API (the simulator) that records, for the
 * requests whose path a test watches, when each was sent and answered, and the most in flight at
 * once: what shows whether the gateway asked them one after the other or together.
 */
import { createServer, request as send, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedCall {
  /** Path and query as the gateway sent them. */
  url: string;
  /** When it was sent, as the count of watched sends and answers before it (no clock). */
  sent: number;
  /** When it was answered, counted the same way (null while in flight). */
  answered: number | null;
}

/** True when two calls were in flight at the same time. */
export function overlap(a: ProxiedCall, b: ProxiedCall): boolean {
  return a.sent < (b.answered ?? Infinity) && b.sent < (a.answered ?? Infinity);
}

export interface InFlightProxy {
  url: string;
  /** The watched calls since the last reset, in the order sent. */
  calls(): ProxiedCall[];
  /** The most watched calls in flight at once since the last reset. */
  mostInFlight(): number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * `watched` picks the calls recorded (by path); `hold` holds a watched call's answer back (by path
 * and query): for a number of milliseconds, so a test sets the legacy API's latency call by call,
 * or until a promise settles, so a test can keep a call in flight until it has seen another one
 * (no race with the machine's load). `hold` is called as the call arrives, in the order sent.
 */
export async function startInFlightProxy(
  target: string,
  watched: (path: string) => boolean,
  hold: (url: string) => number | Promise<unknown> = () => 0,
): Promise<InFlightProxy> {
  const upstream = new URL(target);
  let calls: ProxiedCall[] = [];
  let inFlight = 0;
  let most = 0;
  let events = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const watch = watched(url.split('?')[0] ?? url);
    const call: ProxiedCall = { url, sent: events, answered: null };
    let held: Promise<unknown> = Promise.resolve();
    if (watch) {
      events++;
      inFlight++;
      most = Math.max(most, inFlight);
      calls.push(call);
      const holding = hold(url);
      held =
        typeof holding === 'number'
          ? new Promise((resolve) => setTimeout(resolve, holding))
          : holding;
    }
    let done = false;
    const finish = () => {
      if (watch && !done) {
        inFlight--;
        call.answered = events++;
      }
      done = true;
    };
    const forwarded = send(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        void held.then(() => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          answer.on('end', finish);
        });
      },
    );
    forwarded.on('error', () => {
      finish();
      outgoing.destroy();
    });
    outgoing.on('close', finish);
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls.map((call) => ({ ...call })),
    mostInFlight: () => most,
    reset() {
      calls = [];
      most = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
