// Once the service worker is installed, a page still comes from the server first (its render,
// docs/adr/0029), for a returning visitor and a signed-in shopper alike: the worker answers with
// its precached shell only when the network fails or is slow (offline-reload.spec.ts).
import { expect, type Page, type Response } from '@playwright/test';
import { test } from './support/test';
import { newShopper, registerThroughApi } from './support-account';
import { shopperContext } from './support/shop';

test.use({ ...shopperContext, serviceWorkers: 'allow' });

async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** The page's own answer, as the browser got it (through the worker). */
async function pageAnswer(page: Page, go: () => Promise<unknown>): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame(),
  );
  await go();
  return answer;
}

test('a category reloaded once the worker is in control is the server render', async ({ page }) => {
  await page.goto('/category/1');
  await workerInControl(page);

  const visitor = await pageAnswer(page, () => page.reload());
  expect(visitor.fromServiceWorker()).toBe(true);
  expect(visitor.headers()['x-render']).toMatch(/^(rendered|cached)$/);
  const html = await visitor.text();
  expect(html).toContain('id="sf-render-data"');
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).not.toMatch(/<h1[^>]*>Category<\/h1>/);
  // The home page too (`/` was the precached index.html, Workbox's directory index).
  const home = await pageAnswer(page, () => page.goto('/'));
  expect(home.headers()['x-render']).toMatch(/^(rendered|cached)$/);

  // The shopper who comes back every week: signed in, their own page from the server.
  await registerThroughApi(page, newShopper());
  const signedIn = await pageAnswer(page, () => page.goto('/category/1'));
  expect(signedIn.headers()['x-render']).toBe('rendered; private');
  expect(await signedIn.text()).toContain('id="sf-render-data"');
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
});
