/**
 * The legacy calls one field resolution may still make: a field that fans out (a nearby search)
 * declares its most calls in the schema (`@upstream(calls:)`), and spends them from this budget,
 * so it never makes more calls than the upstream-call estimate counts, however many branches
 * answer or products they list.
 */
export class CallBudget {
  constructor(private remaining: number) {}

  get left(): number {
    return this.remaining;
  }

  /** Spends `count` calls that will be made whatever is left (a call the field cannot skip). */
  spend(count = 1): void {
    this.remaining = Math.max(0, this.remaining - count);
  }

  /** Takes `count` calls when they are left: true to make them, false to do without them. */
  take(count = 1): boolean {
    if (this.remaining < count) return false;
    this.remaining -= count;
    return true;
  }
}
