// The basket is the gateway's (a visitor's under the session cookie): the browser keeps none of
// it in local storage; what is shown about each offer comes from the Apollo cache, the last answer
// survives an offline reload, and a price that moved since the shopper added the line says so. A
// basket an older build kept on the device is sent to the gateway once.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { resetSim, signIn, stageOffer } from './support-checkout';
import { findOffer, PAROW } from './support/seed';
import { addFromSearch, cartButton, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

const THREE = [
  ['super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg'],
  ['low fat milk', 'Sunveld Low Fat Milk 1 l'],
  ['lemons', 'Lemons (per kg)'],
] as const;

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .sort()
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
  );
}

test('three items added: the gateway holds the basket, the device none of it', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  for (const [query, name] of THREE) await addFromSearch(page, query, name);
  await cartButton(page).click();
  const items = page.getByRole('list', { name: 'Basket items' });
  for (const [, name] of THREE) await expect(items).toContainText(name);

  const stored = await storage(page);
  await testInfo.attach('local storage after adding three items', {
    body: JSON.stringify(stored, null, 2),
    contentType: 'application/json',
  });
  expect(stored['cart-v1']).toBeUndefined();
  // No offer's name, picture or branch is kept in local storage, under any key.
  const everything = Object.values(stored).join('\n');
  for (const [, name] of THREE) expect(everything).not.toContain(name);
  expect(everything).not.toContain('imageUrl');

  // Another tab of the same browser (its cookies, none of this page's memory) finds the lines.
  const other = await context.newPage();
  await other.goto('/basket');
  const there = other.getByRole('list', { name: 'Basket items' });
  for (const [, name] of THREE) await expect(there).toContainText(name);
  await other.close();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reload offline renders the basket from its last answer kept on the device, same figures', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    });
    await chooseBranch(page, 'Mzansi Fresh Parow');
    for (const [query, name] of THREE.slice(0, 2)) await addFromSearch(page, query, name);
    await cartButton(page).click();
    const items = page.getByRole('list', { name: 'Basket items' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    const total = await page.getByTestId('basket-total').textContent();
    const toolbar = await cartButton(page).textContent();
    expect(total).toMatch(/^R\s?\d+\.\d\d$/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Internet connection lost')).toBeVisible();
    for (const [, name] of THREE.slice(0, 2))
      await expect(items.getByRole('listitem', { name })).toBeVisible();
    await expect(page.getByTestId('basket-total')).toHaveText(total!);
    await expect(cartButton(page)).toHaveText(toolbar!);
    await context.setOffline(false);
  });
});

test('a price changed upstream since the line was added shows as moved', async ({ page }) => {
  await resetSim(page.request);
  await signIn(page);
  await chooseBranch(page, 'Mzansi Fresh Parow');
  const [query, name] = THREE[1];
  await addFromSearch(page, query, name);
  const offer = await stageOffer(page.request, query, name, { price_in_cents: 2299 });
  const seen = `R ${(offer.priceInCents / 100).toFixed(2)}`;

  await cartButton(page).click();
  const line = page.getByRole('list', { name: 'Basket items' }).getByRole('listitem', { name });
  // Opening the basket reads its offers again (one call): the new price, and the one seen.
  await expect(line.getByTestId('price-moved')).toHaveText(`was ${seen} when you added it`);
  await expect(line).toContainText('R 22.99');
  await expect(page.getByTestId('basket-total')).toHaveText('R 22.99');
  await expect(cartButton(page)).toContainText('R 22.99');
});

test('a basket an older build kept on this device goes to the gateway once, and checks out', async ({
  page,
}) => {
  // Local storage as the shop left it before the gateway kept baskets: a line as an offer snapshot.
  await signIn(page);
  const milk = await findOffer(page.request, PAROW, {
    query: 'low fat milk',
    name: 'Sunveld Low Fat Milk 1 l',
    quantity: 3,
  });
  await page.evaluate((offer) => {
    localStorage.setItem(
      'cart-v1',
      JSON.stringify({
        items: [
          {
            offer: {
              id: offer.id,
              name: offer.name,
              priceInCents: offer.priceInCents,
              sellableId: offer.sellable.id,
              supplierId: offer.supplier.id,
            },
            qty: 3,
          },
        ],
        serverCartId: null,
      }),
    );
    localStorage.setItem(
      'suppliers-v1',
      JSON.stringify({ selected: { id: '101', name: 'Mzansi Fresh Parow' } }),
    );
  }, milk);
  await page.reload();
  await expect(cartButton(page)).toContainText('3 items');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-v1'))).toBeNull();
  // Once: a reload finds the gateway's basket, not a second copy of the line.
  await page.reload();
  await expect(cartButton(page)).toContainText('3 items');
  await page.goto('/checkout/dispatch');
  await expect(page.getByRole('radio', { name: 'Delivery to your door' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await expect(page.getByText(/invalid config/)).toHaveCount(0);
});
