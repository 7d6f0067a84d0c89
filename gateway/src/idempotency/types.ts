/** Runs money-bearing mutations once per idempotency key. */
export interface IdempotencyStore {
  /**
   * Runs `work` once for (`scope`, `key`). A repeat, or a concurrent call with the same pair, gets
   * the first call's result without running `work` again. A failed call is forgotten, so the
   * shopper can retry. Results must be JSON-serialisable (a shared store may hold them).
   * `deadlineAt` (epoch ms) is the request's deadline: a repeat waiting for another replica's
   * run gives up before it.
   */
  once<T>(
    scope: string,
    key: string,
    work: () => Promise<T>,
    options?: { deadlineAt?: number },
  ): Promise<T>;

  /**
   * The result `once` gave for (`scope`, `key`), waiting for a call still running, without
   * running anything: undefined when no call with that pair succeeded (none made, it failed, or
   * it was forgotten). For a repeat that has nothing to run again, e.g. an order placed by an
   * earlier post of the same form, which emptied the basket.
   */
  replay<T>(scope: string, key: string, options?: { deadlineAt?: number }): Promise<T | undefined>;
}
