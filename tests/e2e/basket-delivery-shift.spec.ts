// The basket's delivery box ("Delivery to you R 45.00 / Total with delivery") comes after the page,
// once the comparison for delivery answers. It used to appear above Checkout and push it down by
// its own height: a tap whose press landed on Checkout and whose release did not went nowhere (a
// journey once waited 90 s on a Checkout that had moved). The box's place is kept from the first
// paint, so Checkout stays where the shopper saw it.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';
import { fullBasket } from './support-checkout';
import { scriptsOff, signedInWithMilk } from './support/no-js-checkout';

test.use(shopperContext);

test('Checkout stays where it is when the basket’s delivery fee arrives', async ({ page }) => {
  await fullBasket(page);
  // Where Checkout is drawn first, before any answer after the page (the page's own HTML).
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { checkoutTops: number[] }).checkoutTops = seen;
    const look = () => {
      const checkout = Array.from(document.querySelectorAll('a, button')).find(
        (element) => element.textContent?.trim() === 'Checkout',
      );
      if (checkout) seen.push(Math.round(checkout.getBoundingClientRect().top + window.scrollY));
      if (seen.length < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/basket');
  await expect(page.getByText('Total with delivery')).toBeVisible();
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  const tops = await page.evaluate(
    () => (window as unknown as { checkoutTops: number[] }).checkoutTops,
  );
  const now = await checkout.evaluate((element) =>
    Math.round(element.getBoundingClientRect().top + window.scrollY),
  );
  expect(tops.length).toBeGreaterThan(0);
  // Every frame that showed Checkout showed it where it is now.
  expect(new Set([...tops, now])).toEqual(new Set([now]));
});

test('without JavaScript the basket keeps no empty place above Checkout', async ({
  page,
  browser,
  baseURL,
}) => {
  // Without the scripts the delivery line never comes: no unseen box may stand where it would.
  await signedInWithMilk(page);
  const off = await scriptsOff(browser, page.context(), baseURL);
  const noScript = await off.newPage();
  await noScript.goto('/basket');
  await expect(noScript.getByRole('button', { name: 'Checkout' })).toBeVisible();
  const heights = await noScript
    .locator('.delivery-line')
    .evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().height));
  expect(heights.every((height) => height === 0)).toBe(true);
  await off.close();
});
