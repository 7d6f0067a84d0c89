// No blank screen before the first paint (layout and states): while the entry script is
// still on its way (seconds on a slow first visit), the page already shows the shop's frame.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { clientRenderedPages } from './support/shop';

// A signed-out first visit now comes rendered from the server (server-render.spec.ts); the frame
// is what every client-rendered page (a signed-in shopper's) shows while its script arrives.
test('the shop’s frame shows before the application’s script has arrived', async ({ page }) => {
  await clientRenderedPages(page);
  const held: Array<() => void> = [];
  await page.route(
    (url) => /\/assets\/main-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const toolbar = page.locator('.boot-toolbar');
  await expect(toolbar).toBeVisible();
  await expect(toolbar).toHaveCSS('background-color', 'rgb(239, 64, 96)');
  // The menu icon and the logo where the toolbar will show them: the first contentful paint
  // (Lighthouse's FCP) comes with the HTML instead of with React's first text.
  await expect(toolbar.locator('svg')).toBeVisible();
  const logo = toolbar.locator('img[src="/favicon.svg"]');
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('.boot-card')).toHaveCount(5);

  held.forEach((release) => release());
  // The application replaces the frame with the real shop.
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.locator('.boot-toolbar')).toHaveCount(0);
});
