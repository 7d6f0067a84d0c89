/**
 * Changes to one basket on this replica, one at a time (a double submit waits its turn). One per
 * gateway (held by Baskets), so two gateways in one process never wait on each other.
 */
export class BasketTurns {
  private readonly busy = new Map<string, Promise<unknown>>();

  async oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.busy.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    this.busy.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.busy.get(key) === settled) this.busy.delete(key);
    }
  }
}
