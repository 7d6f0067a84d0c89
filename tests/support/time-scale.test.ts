import { afterEach, expect, it, vi } from 'vitest';

const before = process.env.E2E_TIME_SCALE;
afterEach(() => {
  if (before === undefined) delete process.env.E2E_TIME_SCALE;
  else process.env.E2E_TIME_SCALE = before;
});

/** The module as a Playwright runner (scale unset) or one of its workers (scale set) loads it. */
async function loadWith(scale: string | undefined) {
  if (scale === undefined) delete process.env.E2E_TIME_SCALE;
  else process.env.E2E_TIME_SCALE = scale;
  vi.resetModules();
  return import('./time-scale');
}

it('stretches every wait by the scale it is given', async () => {
  const { TIME_SCALE, within } = await loadWith('3');
  expect(TIME_SCALE).toBe(3);
  expect(within(10_000)).toBe(30_000);
  expect(within(2_000)).toBe(6_000);
});

it('refuses a scale below 1 or one that is not a number, saying which', async () => {
  await expect(loadWith('0.5')).rejects.toThrow(
    'E2E_TIME_SCALE must be a number of at least 1, not "0.5"',
  );
  await expect(loadWith('fast')).rejects.toThrow('not "fast"');
});

it('measures the machine when no scale is set, and leaves the figure for the workers', async () => {
  const { TIME_SCALE, within } = await loadWith(undefined);
  expect(Number.isInteger(TIME_SCALE)).toBe(true);
  expect(TIME_SCALE).toBeGreaterThanOrEqual(1);
  expect(TIME_SCALE).toBeLessThanOrEqual(10);
  expect(process.env.E2E_TIME_SCALE).toBe(String(TIME_SCALE));
  expect(within(1_000)).toBe(1_000 * TIME_SCALE);
  // A worker started after it reads the same figure instead of measuring again.
  const worker = await loadWith(process.env.E2E_TIME_SCALE);
  expect(worker.TIME_SCALE).toBe(TIME_SCALE);
});
