/**
 * A render whose data does not come by its deadline (`SSR_DATA_DEADLINE_MS`) is no page: the
 * server build says so (the gateway then sends the client page, uncached), rather than a page
 * of loading skeletons. The journeys' shops run with a long deadline (tests/e2e/playwright.config.ts),
 * so this is where the short one is tested. Needs the web's build (`npm run build`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const web = new URL('../../web/', import.meta.url);

interface ServerBuild {
  render(input: Record<string, unknown>): Promise<{ kind: string; reason?: string }>;
}

describe('a server render past its data deadline', () => {
  it('gives up at the deadline and says why, when the GraphQL answers do not come', async () => {
    const build = (await import(new URL('dist-server/entry.js', web).href)) as ServerBuild;
    const asked: string[] = [];
    // Answers nothing until the render lets go of the request.
    const silentFetch: typeof fetch = (input, init) => {
      asked.push(new URL(typeof input === 'string' ? input : (input as Request).url).pathname);
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    };
    const outcome = await build.render({
      url: 'http://shop.test/category/1',
      headers: {},
      locale: 'en',
      branch: null,
      fetch: silentFetch,
      template: readFileSync(new URL('dist/index.html', web), 'utf8'),
      manifest: JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', web), 'utf8')),
      dataDeadlineMs: 300,
    });
    expect(asked.length).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ kind: 'client', reason: 'data deadline passed' });
  });
});
