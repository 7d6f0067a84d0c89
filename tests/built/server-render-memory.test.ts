/**
 * A server render keeps nothing once its page is made (docs/adr/0029): its Apollo Client, the
 * queries its loaders preloaded, their timers. The web's real server build renders pages here,
 * its GraphQL answered by a gateway over the real simulator; each render gets a `fetch` of its
 * own, which the render's client holds as long as it lives. After a garbage collection none of
 * them may be left: before, the query preloader kept every render's client for 30 s (its
 * auto-dispose timer and a FinalizationRegistry), 3 553 clients at 600 MB under load.
 * Needs the web's build (`npm run build`).
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const web = new URL('../../web/', import.meta.url);

interface RenderOutcome {
  kind: string;
  status?: number;
  reason?: string;
}
interface ServerBuild {
  render(input: Record<string, unknown>): Promise<RenderOutcome>;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('a server render holds no memory after its page', () => {
  let stack: TestStack;
  let build: ServerBuild;

  beforeAll(async () => {
    stack = await startStack({ SSR: 'false' });
    build = (await import(new URL('dist-server/entry.js', web).href)) as ServerBuild;
  });
  afterAll(async () => {
    await stack.close();
  });

  it('leaves no render client alive once the pages are made', async () => {
    const template = readFileSync(new URL('dist/index.html', web), 'utf8');
    const manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', web), 'utf8'));
    const alive: WeakRef<object>[] = [];
    const pages = ['/', '/category/1', '/product/1', '/promotions'];
    const outcomes: RenderOutcome[] = [];
    /** Renders `page` with a fetch of its own, which only the render's client holds. */
    const renderWatched = (page: string) => {
      const renderFetch: typeof fetch = (input, init) => {
        const url = new URL(typeof input === 'string' ? input : (input as Request).url);
        return fetch(`${stack.gatewayUrl}${url.pathname}${url.search}`, init);
      };
      alive.push(new WeakRef(renderFetch));
      return build.render({
        url: `http://shop.test${page}`,
        headers: {},
        locale: 'en',
        branch: null,
        fetch: renderFetch,
        template,
        manifest,
        dataDeadlineMs: 5_000,
      });
    };
    for (let round = 0; round < 5; round += 1) {
      for (const page of pages) outcomes.push(await renderWatched(page));
    }
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(outcomes.map(() => 'page'));
    // Collected within a few turns (a finished render may leave a zero-delay timer behind).
    for (let turn = 0; turn < 5; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gc();
    }
    const left = alive.flatMap((ref, index) =>
      ref.deref() ? [`${index}${pages[index % pages.length]}`] : [],
    );
    expect(left).toEqual([]);
  });
});
