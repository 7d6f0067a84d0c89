// The browser suites' waits (e2e, dev loop, compose), stretched on a machine slower than an
// ordinary one. A journey reads what a page says, not how fast it came: speed targets live in
// `npm run bench`. A CI machine five to ten times slower than usual failed journeys at their 30 s
// limit that take 3 s on an ordinary one, and spent as long again on each retry (docs/adr/0071).
//
// The factor is E2E_TIME_SCALE when set, else measured: a fixed single-threaded loop against the
// time it takes on an ordinary machine, never below 1, at most MOST. Playwright loads a config in
// its runner and again in every worker; the runner measures and puts the figure in its
// environment, which the workers it starts inherit, so every wait of one run uses one figure.
import { performance } from 'node:perf_hooks';

const LOOP = 20_000_000;
/**
 * About a nanosecond a step on an ordinary x86-64 core. It took 100 ms on this project's machine
 * on a day it ran journeys 5 to 8 times slower than their usual figures (Node 24, in a function:
 * the same loop at a script's top level runs ten times slower on any machine).
 */
const ORDINARY_MS = 20;
/** Past this the machine is too slow for the suite to end in CI's time anyway. */
const MOST = 10;

function loopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < LOOP; i++) sum += i;
  if (sum < 0) throw new Error('unreachable'); // uses the sum, so the loop is not optimised away
  return performance.now() - started;
}

/** How many times slower than an ordinary machine this one runs the loop: the median of three. */
export function measureTimeScale(): { scale: number; loopMs: number } {
  const median = [loopMs(), loopMs(), loopMs()].sort((a, b) => a - b)[1]!;
  return { scale: Math.min(MOST, Math.max(1, Math.ceil(median / ORDINARY_MS))), loopMs: median };
}

function timeScale(): number {
  const set = process.env.E2E_TIME_SCALE;
  if (set !== undefined) {
    const scale = Number(set);
    if (!Number.isFinite(scale) || scale < 1) {
      throw new Error(`E2E_TIME_SCALE must be a number of at least 1, not "${set}"`);
    }
    return scale;
  }
  const measured = measureTimeScale();
  process.env.E2E_TIME_SCALE = String(measured.scale);
  if (measured.scale > 1) {
    console.log(
      `Waits ×${measured.scale}: this machine ran the calibration loop in ` +
        `${Math.round(measured.loopMs)} ms (${ORDINARY_MS} ms is ordinary).`,
    );
  }
  return measured.scale;
}

export const TIME_SCALE = timeScale();

/** A wait of `ms` on an ordinary machine, stretched to this one. */
export const within = (ms: number): number => Math.round(ms * TIME_SCALE);

/**
 * The factor this project's CI machine shows on an ordinary day (its loop takes about 100 ms):
 * the unit and integration tests' limits were set there.
 */
const USUAL_ON_CI = 5;

/**
 * A unit or integration test's limit of `ms`, set on the CI machine on an ordinary day, stretched
 * only when this machine runs slower than that (ci87 and ci89 failed tests at fixed limits while
 * the loop took 1 128 and 284 ms); never shortened on a faster one.
 */
export const withinUsual = (ms: number): number =>
  Math.round(ms * Math.max(1, TIME_SCALE / USUAL_ON_CI));
