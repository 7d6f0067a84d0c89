// The desktop's category bar is in the server's page (its root loader fetches it there): a
// desktop without scripts can move between categories, and one with them sees nothing move when
// they come (the bar used to appear with them, pushing the page down by its height). A phone
// does not show it.
import { devices, expect } from '@playwright/test';
import { contextOnDemand, scriptsReady, test } from './support/test';
import { shopperContext } from './support/shop';

const DESKTOP = { ...shopperContext, viewport: { width: 1280, height: 800 } };
// Whatever the project's own viewport (a context made in a test inherits it).
const PHONE = { ...shopperContext, viewport: devices['Pixel 7'].viewport };

test('a desktop without scripts has the category bar, the open category marked', async ({
  browser,
  baseURL,
}) => {
  const off = await browser.newContext({ ...DESKTOP, baseURL, javaScriptEnabled: false });
  try {
    const page = await off.newPage();
    await page.goto('/category/1');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await expect(bar.getByRole('link', { name: 'Pantry Staples' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await bar.getByRole('link', { name: 'Bakery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
  } finally {
    await off.close();
  }
});

test('a phone without scripts does not show it', async ({ browser, baseURL }) => {
  const off = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  try {
    const page = await off.newPage();
    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Staples' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  } finally {
    await off.close();
  }
});

for (const path of ['/', '/product/1']) {
  test(`${path} on a desktop: nothing moves when the scripts come`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextOnDemand(browser, { ...DESKTOP, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { level: 1 });
      const before = (await heading.boundingBox())?.y;
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
      await page.keyboard.press('Shift'); // a first key starts the scripts (ADR 0069)
      await scriptsReady(page);
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
      expect((await heading.boundingBox())?.y).toBe(before);
    } finally {
      await context.close();
    }
  });
}
