import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersion } from './version-check';

const answer = (text: string, ok = true) =>
  vi.fn(async () => ({ ok, text: async () => text }) as Response);

describe('checkVersion', () => {
  beforeEach(() => localStorage.clear());

  it('reloads once when the deployed version changes, then stays', async () => {
    const reload = vi.fn();
    expect(await checkVersion(answer('build-2'), reload)).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await checkVersion(answer('build-2'), reload)).toBe('same');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks without caching and ignores a missing file', async () => {
    const fetcher = answer('', false);
    expect(await checkVersion(fetcher, vi.fn())).toBe('unavailable');
    expect(fetcher).toHaveBeenCalledWith(expect.stringMatching(/^\/version\.txt\?t=\d+$/), {
      cache: 'no-store',
    });
  });
});
