/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer taps in
 * between: a slow phone's start-up is several short tasks instead of one long one (Lighthouse's
 * Total Blocking Time counts every task past 50 ms). `scheduler.yield` keeps the continuation at
 * the front of the queue where the browser has it; elsewhere a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` once the browser is idle after start-up (at the latest after `timeout` ms). */
export function whenIdle(work: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 200);
}
