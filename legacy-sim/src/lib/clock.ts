/**
 * The simulator's clock: real time plus an offset that tests move with `POST /sim/clock`, so
 * promotions, timeslots and reset tokens can be tested without waiting.
 */
export class SimClock {
  private offsetMs = 0;

  constructor(private readonly source: () => number = Date.now) {}

  now(): number {
    return this.source() + this.offsetMs;
  }

  /** Moves the clock by `ms` (negative goes back). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Sets the clock to an absolute epoch. */
  set(epochMs: number): void {
    this.offsetMs = epochMs - this.source();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
