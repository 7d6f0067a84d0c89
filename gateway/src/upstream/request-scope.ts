/**
 * The gateway request an upstream call belongs to: its id (for logs) and its overall deadline.
 * Every upstream call made while serving a request stops at that deadline, so no client waits
 * longer than the legacy shop client's 60 s, whichever loader or resolver called.
 *
 * The scope is handed down explicitly (the request's `Upstream.forRequest(scope)`), not through
 * AsyncLocalStorage: on Node 20 that turns on promise hooks for every promise in the process,
 * which cost 16% of the gateway's CPU on a one-call query (docs/benchmarks.md).
 */
import { setMaxListeners } from 'node:events';

export interface RequestScope {
  requestId: string;
  /** Aborts when the request's overall deadline passes. */
  deadline: AbortSignal;
  /** Epoch ms of the deadline. */
  deadlineAt: number;
  /** Stops the deadline's timer: the response is sent, nothing is left to cut short. */
  end(): void;
  /** Counts an upstream call about to listen to `deadline` (see below). */
  addCall(): void;
}

/**
 * Every upstream call of a request listens to its one signal until the call ends, so a fan-out
 * (nine branches) has more than Node's 10 listeners at once: not a leak. The limit is lifted for
 * those requests only, as setMaxListeners costs a few percent of a small request's CPU.
 */
const CALLS_BEFORE_LIFTING_LIMIT = 8;

/**
 * Time kept back from the deadline to turn an abort into a response and send it (error mapping,
 * serialisation, compression, timer lateness under load), so the client has its answer before
 * REQUEST_TIMEOUT_MS rather than a few milliseconds after: 2% of the timeout, at most 250 ms.
 */
export function responseMarginMs(timeoutMs: number): number {
  return Math.min(250, Math.floor(timeoutMs * 0.02));
}

/**
 * One controller and one timer per request, shared by all its upstream calls (which add no signal
 * or timer of their own: see UpstreamHttp). The timer is unref'd, so a scope nobody ends does not
 * keep the process alive, and it aborts with the same TimeoutError as `AbortSignal.timeout`.
 */
export function createRequestScope(requestId: string, timeoutMs: number): RequestScope {
  const upstreamBudgetMs = timeoutMs - responseMarginMs(timeoutMs);
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request deadline passed', 'TimeoutError')),
    upstreamBudgetMs,
  );
  timer.unref();
  let calls = 0;
  return {
    requestId,
    deadline: controller.signal,
    deadlineAt: Date.now() + upstreamBudgetMs,
    end: () => clearTimeout(timer),
    addCall: () => {
      calls += 1;
      if (calls === CALLS_BEFORE_LIFTING_LIMIT) setMaxListeners(0, controller.signal);
    },
  };
}
