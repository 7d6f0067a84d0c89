/**
 * The gateway request an upstream call belongs to, carried by AsyncLocalStorage: its id (for logs)
 * and its overall deadline. Every upstream call made while serving a request stops at that
 * deadline, so no client waits longer than the spec's 60 s, whichever loader or resolver called.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  requestId: string;
  /** Aborts when the request's overall deadline passes. */
  deadline: AbortSignal;
  /** Epoch ms of the deadline. */
  deadlineAt: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function createRequestScope(requestId: string, timeoutMs: number): RequestScope {
  return {
    requestId,
    deadline: AbortSignal.timeout(timeoutMs),
    deadlineAt: Date.now() + timeoutMs,
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
