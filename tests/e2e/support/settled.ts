// Waiting for what the shopper sees instead of for a quiet network (`networkidle` waits for
// 500 ms without any request, pictures and fonts included, on every call): the shop's GraphQL
// answers are all in and rendered, or the pictures in view have arrived.
import { expect, type Page, type Request } from '@playwright/test';
import { test as base } from './test';
import { graphqlRequest, isGraphql } from './shop';
import { within } from '../../support/time-scale';

const pendingOf = new WeakMap<Page, Set<Request>>();

/** Playwright's `test`, counting each page's GraphQL requests in flight from its first one. */
export const test = base.extend<{ graphqlInFlight: void }>({
  graphqlInFlight: [
    async ({ page }, use) => {
      const pending = new Set<Request>();
      pendingOf.set(page, pending);
      page.on('request', (request) => {
        if (!isGraphql(new URL(request.url()))) return;
        // An open order's page holds `OrderUpdate` until the order changes (a live update, up to
        // 25 s): a request waiting for news, not an answer the page is still rendering.
        if (graphqlRequest(request)?.operationName === 'OrderUpdate') return;
        pending.add(request);
      });
      // Answered once its response is in: a request Chromium drops after its answer (a duplicate
      // the client no longer reads) reports neither finished nor failed.
      page.on('response', (response) => pending.delete(response.request()));
      page.on('requestfailed', (request) => pending.delete(request));
      await use();
    },
    { auto: true },
  ],
});

/** Two frames: whatever an answer rendered has been painted, and what it asked for has started. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Waits until every GraphQL request of the page has been answered and rendered, and the render
 * asked for nothing more (a prompt that opens once its query answers is then up, or will not be).
 * Needs the `test` of this module.
 */
export async function graphqlSettled(page: Page): Promise<void> {
  const pending = pendingOf.get(page);
  if (!pending) throw new Error('graphqlSettled needs the test from support/settled.ts');
  await expect(async () => {
    expect(pending.size).toBe(0);
    await nextFrames(page);
    expect(pending.size).toBe(0);
  }).toPass({ intervals: [50], timeout: within(15_000) });
}

/** Waits until every picture in view has arrived, and none failed. */
export async function picturesInViewArrived(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0;
            return inView && box.left < innerWidth && box.width > 0;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}
