/**
 * The gateway request an upstream call belongs to, carried by AsyncLocalStorage: its id (for logs)
 * and its overall deadline. Every upstream call made while serving a request stops at that
 * deadline, so no client waits longer than the spec's 60 s, whichever loader or resolver called.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';

export interface RequestScope {
  requestId: string;
  /** Aborts when the request's overall deadline passes. */
  deadline: AbortSignal;
  /** Epoch ms of the deadline. */
  deadlineAt: number;
  /** Stops the deadline's timer: the response is sent, nothing is left to cut short. */
  end(): void;
}

const storage = new AsyncLocalStorage<RequestScope>();

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
  // Every upstream call of the request listens to this one signal until it ends (a fan-out to
  // nine branches is nine listeners at once): not a leak, so no warning past Node's 10.
  setMaxListeners(0, controller.signal);
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request deadline passed', 'TimeoutError')),
    upstreamBudgetMs,
  );
  timer.unref();
  return {
    requestId,
    deadline: controller.signal,
    deadlineAt: Date.now() + upstreamBudgetMs,
    end: () => clearTimeout(timer),
  };
}

/** Runs `fn` (and everything it starts) inside `scope`. */
export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The scope of the request being served, or undefined outside one (start-up, health checks). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
