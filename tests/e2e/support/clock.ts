import type { Page } from '@playwright/test';

/**
 * Holds the page's clock still (after `page.clock.install()`): its timers wait until
 * `page.clock.resume()`, however slow the machine is to deliver and render what comes meanwhile.
 * The clock stops a little ahead of the page's present (timers due by then fire once, at least a
 * second's worth): a pause must not be in the page's past, which it is when the machine took
 * longer than that between reading the page's time and pausing; then it is read again, with more
 * ahead.
 */
export async function holdTimers(page: Page): Promise<void> {
  for (let ahead = 1_000; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (ahead >= 32_000 || !String(error).includes('to the past')) throw error;
    }
  }
}
