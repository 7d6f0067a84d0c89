import { afterEach, describe, expect, it, vi } from 'vitest';
import { whileStaying } from './page-leaving';

afterEach(() => {
  document.documentElement.removeAttribute('data-leaving');
  vi.restoreAllMocks();
});

/** Whether `promise` has settled once the tasks queued before this call have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whileStaying', () => {
  it('lets a page that stays start', async () => {
    expect(await settled(whileStaying())).toBe(true);
  });

  it('holds the start of a page left by a post the browser made itself', async () => {
    document.documentElement.setAttribute('data-leaving', '');
    expect(await settled(whileStaying())).toBe(false);
  });

  it('starts a page whose post the shopper stopped, once the starter takes the mark off', async () => {
    document.documentElement.setAttribute('data-leaving', '');
    const starting = whileStaying();
    expect(await settled(starting)).toBe(false);
    document.documentElement.removeAttribute('data-leaving');
    expect(await settled(starting)).toBe(true);
  });

  it('loads afresh a page that left and is brought back from the back-forward cache', async () => {
    document.documentElement.setAttribute('data-leaving', '');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    void whileStaying();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reload).toHaveBeenCalled();
  });
});
