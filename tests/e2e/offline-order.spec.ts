// Load-shedding after looking at an order: a reload with no connection still shows the order as
// last seen (its lines and every figure), with the offline banner; the next shopper on the device
// never sees it.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { newShopper, register, signOut } from './support-account';
import { orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
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

test('a visited order reloads offline with the same figures, and leaves with its shopper', async ({
  page,
  context,
}) => {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  await workerInControl(page);
  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText('R 56.97');
  const seen = (await totals.textContent())!;
  const lines = (await page.getByRole('list', { name: 'Order items' }).textContent())!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Internet connection lost')).toBeVisible();
  await expect(totals).toHaveText(seen);
  await expect(page.getByRole('list', { name: 'Order items' })).toHaveText(lines);
  await context.setOffline(false);

  expect(await keptOrderEntry(page)).toBeDefined();

  // Another shopper on this device: the order is not theirs to see, offline either.
  await page.goto('/');
  await signOut(page);
  // Signed out on a page that showed no order: the device keeps none of the shopper's orders
  // (forgotten once the gateway has ended the session, so asked until then).
  await expect.poll(() => keptOrderEntry(page)).toBeUndefined();
  await register(page, newShopper('Sipho', 'Dlamini'));
  await page.goto(`/orders/${id}`);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Internet connection lost')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('R 56.97');
  await expect(page.getByLabel('Totals')).toHaveCount(0);
  await context.setOffline(false);
});

/** The device's entry of orders seen (IndexedDB `shopfront-cache`, `orders-seen-v1`). */
function keptOrderEntry(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('shopfront-cache', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction('entries')
            .objectStore('entries')
            .get('orders-seen-v1');
          read.onsuccess = () => {
            resolve(read.result);
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}
