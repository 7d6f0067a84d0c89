// The basket in the browser is the shopper's intent (offer id, quantity, the price they saw); what
// is shown about each offer comes from the Apollo cache, which survives an offline reload, and a
// price that moved since the shopper added the line says so.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { resetSim, signIn, stageOffer } from './support-checkout';
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

test('three items added: local storage holds the intent only, never the offers', async ({
  page,
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
  const cart = JSON.parse(stored['cart-v1'] ?? '{}') as { items: Record<string, unknown>[] };
  expect(cart.items).toHaveLength(3);
  for (const line of cart.items) {
    expect(Object.keys(line).sort()).toEqual(['offerId', 'quantity', 'seenPriceInCents']);
    expect(typeof line.quantity).toBe('number');
    expect(typeof line.seenPriceInCents).toBe('number');
  }
  // No offer's name, picture or branch is kept in local storage, under any key.
  const everything = Object.values(stored).join('\n');
  for (const [, name] of THREE) expect(everything).not.toContain(name);
  expect(everything).not.toContain('imageUrl');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reload offline renders the basket from the persisted cache, same figures', async ({
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

test('a basket whose offers this device no longer keeps still checks out: they are read again, not refused', async ({
  page,
}) => {
  // Another device's basket, or this one's with its kept offers gone (storage cleared, a private
  // window): local storage holds the lines only, the cache knows none of their offers.
  await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem(
      'cart-v1',
      JSON.stringify({
        items: [{ offerId: '100165', quantity: 3, seenPriceInCents: 1899 }],
        serverCartId: null,
      }),
    );
    localStorage.setItem(
      'suppliers-v1',
      JSON.stringify({ selected: { id: '101', name: 'Mzansi Fresh Parow' } }),
    );
  });
  await page.goto('/checkout/dispatch');
  await expect(page.getByRole('radio', { name: 'Delivery to your door' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await expect(page.getByText(/invalid config/)).toHaveCount(0);
});
