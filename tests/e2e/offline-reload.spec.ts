// Load-shedding: after a visit, a reload with no connection still shows the shop, the
// basket and the catalogue pages seen before (the service worker's caches), with the offline
// banner, and who is signed in (the Apollo cache's persisted viewer); back online
// everything works as before.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { newShopper, openMenu, register, signInAs, signOut, THANDI } from './support-account';
import { resetSim } from './support-checkout';
import { addFromSearch, cartButton, chooseBranch, shopperContext } from './support/shop';

test.use({ ...shopperContext, serviceWorkers: 'allow' });

// The seeded shopper starts with no orders: an order left by an earlier journey on this shop (one
// to review, one stock short) opens its own dialog over the menu after signing in.
test.beforeEach(async ({ page }) => {
  await resetSim(page.request);
});

async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** The name the menu shows for the signed-in shopper (it offers Log out), then closes it. */
async function menuShows(page: Page, name: string) {
  const menu = await openMenu(page);
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a reload offline still shows who is signed in; the next shopper never sees the last one', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await workerInControl(page);
  await signInAs(page, THANDI.login, THANDI.password);
  await menuShows(page, THANDI.name);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Internet connection lost')).toBeVisible();
  await menuShows(page, THANDI.name);
  await context.setOffline(false);

  // Another shopper on the same device (registering signs in).
  await signOut(page);
  const next = newShopper('Sipho', 'Dlamini');
  await register(page, next);
  await menuShows(page, 'Sipho Dlamini');
  await context.setOffline(true);
  await page.reload();
  await menuShows(page, 'Sipho Dlamini');
  await expect(page.getByText(THANDI.name)).toHaveCount(0);
  await context.setOffline(false);
});

test('a reload offline shows the shell, the basket and a category seen before', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The worker installs and takes control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addFromSearch(page, 'super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg');
  await page.goto('/');
  await page
    .getByRole('link', { name: /Pantry/ })
    .first()
    .click();
  // Exactly the category's list: the home page's "Popular products" has prices too.
  const products = page.getByRole('list', { name: 'Products', exact: true });
  await expect(page).toHaveURL(/\/category\//);
  await expect(products.locator('.price-now').first()).toBeVisible();
  const seen = await products.textContent();

  await context.setOffline(true);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page.getByText('Internet connection lost')).toBeVisible();
  await expect(cartButton(page)).toContainText('1 item');
  await expect(products).toHaveText(seen!);
  expect(fromWorker).toContain(new URL(page.url()).pathname);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Shopfront home' }).click();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
});

test('a category reloaded offline right after the first visit still shows its products', async ({
  page,
  context,
}) => {
  // A first visit, to a category: its code came before the worker was in control.
  const products = page.getByRole('list', { name: 'Products', exact: true });
  await page.goto('/category/5');
  await expect(products.getByRole('listitem').first()).toBeVisible();
  const seen = await products.textContent();
  await workerInControl(page);
  // The worker fetches what the page loaded before it took over, and the answers the page came
  // with (its render data names them).
  const loaded = await page.evaluate(() => {
    const data = document.getElementById('sf-render-data')?.textContent ?? '{}';
    const inPage = (JSON.parse(data) as { answeredFrom?: string[] }).answeredFrom ?? [];
    return performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/assets/') && url.origin === location.origin)
      .map((url) => url.href)
      .concat(inPage.map((path) => new URL(path, location.origin).href));
  });
  expect(loaded.some((url) => url.includes('operationName=CategoryPage'))).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async (urls) => {
        for (const url of urls) if (!(await caches.match(url, { ignoreVary: true }))) return url;
        return null;
      }, loaded),
    )
    .toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Internet connection lost')).toBeVisible();
  await expect(products).toHaveText(seen!);
});
