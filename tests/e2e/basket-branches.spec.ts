// A Price comparison basket spanning several branches: lines grouped by
// branch, a clear way forward instead of "invalid config for market" at checkout, and an item
// count in units (twelve tins are twelve items; a per-kg line is one).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { addAtBranch, basketAtParowAndBellville } from './support/add-at-branch';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

test('a basket from two branches is grouped, and the shopper keeps one branch to check out', async ({
  page,
}) => {
  await basketAtParowAndBellville(page);
  await cartButton(page).click();

  const notice = page.getByRole('region', { name: 'Your basket holds items from 2 branches' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Compare and choose a branch' })).toHaveAttribute(
    'href',
    '/basket/compare',
  );
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Items from Mzansi Fresh Parow' })).toBeVisible();
  const bellville = page.getByRole('region', { name: 'Boland Bulk Bellville' });
  await expect(bellville).toContainText('1 item');

  await bellville.getByRole('button', { name: 'Keep only these' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep these items' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('list', { name: 'Basket items' })).toContainText(
    'Ubuntu Mills Super Maize Meal 2.5 kg',
  );
  await expect(cartButton(page)).toContainText('1 item');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Branch: Boland Bulk Bellville. Change branch' }),
  ).toBeVisible();
});

test("a double tap on the question's button taps nothing that lay under it", async ({ page }) => {
  await basketAtParowAndBellville(page);
  await cartButton(page).click();
  await expect(cartButton(page)).toContainText('2 items');
  const keep = page
    .getByRole('region', { name: 'Boland Bulk Bellville' })
    .getByRole('button', { name: 'Keep only these' });
  // Opened without moving the page (a tap would scroll the button into view first).
  const ask = async () => {
    await keep.dispatchEvent('click');
    return page.getByRole('dialog').getByRole('button', { name: 'Cancel' });
  };
  const cancel = await ask();
  const box = (await cancel.boundingBox())!;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page scrolled so that a control of the basket (a link, a stepper, Remove, the other
  // branch's "Keep only these") lies under a spot of Cancel: what an impatient second tap there
  // would land on.
  const spot = await page.evaluate(
    ([left, right, y]) => {
      const controls = Array.from(
        document.querySelectorAll<HTMLElement>('main a[href], main button:enabled'),
      );
      const room = document.documentElement.scrollHeight - innerHeight;
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        const [from, to] = [Math.max(left!, rect.left), Math.min(right!, rect.right)];
        const top = scrollY + rect.top + rect.height / 2 - y!;
        if (to - from < 4 || top < 0 || top > room) continue;
        scrollTo({ top, behavior: 'instant' });
        const x = (from + to) / 2;
        if (document.elementFromPoint(x, y!)?.closest('a, button') === control)
          return { x, y: y!, control: control.textContent };
      }
      return null;
    },
    [box.x + 2, box.x + box.width - 2, box.y + box.height / 2],
  );
  expect(spot, 'a control of the basket under Cancel').not.toBeNull();
  const { x, y } = spot!;

  // Two taps on that spot, the second as soon as the question has gone (a double tap's second
  // tap comes 100 to 300 ms after the first; the page answers the first within a frame).
  await ask();
  await page.touchscreen.tap(x, y);
  await page.waitForFunction(() => !document.querySelector('dialog'), undefined, {
    polling: 'raf',
  });
  await page.touchscreen.tap(x, y);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/basket$/);
  await expect(cartButton(page)).toContainText('2 items');
  await expect(page.getByRole('region', { name: 'Boland Bulk Bellville' })).toBeVisible();
});

test('the item count counts units, and a per-kg line once', async ({ page }) => {
  await page.goto('/');
  await addAtBranch(page, {
    query: 'super maize meal',
    product: /Ubuntu Mills Super Maize Meal/,
    offerName: 'Ubuntu Mills Super Maize Meal 2.5 kg',
    branch: 'Mzansi Fresh Parow',
  });
  await page
    .getByRole('button', { name: /^Change Ubuntu Mills Super Maize Meal 2.5 kg/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ubuntu Mills Super Maize Meal 2.5 kg' });
  await dialog.getByRole('button', { name: 'More' }).click();
  await dialog.getByRole('button', { name: 'More' }).click();
  await dialog.getByRole('button', { name: 'Update basket' }).click();
  await expect(cartButton(page)).toContainText('3 items');
  await addAtBranch(page, {
    query: 'beef mince',
    product: /Beef Mince/,
    offerName: 'Slaghuis Oupa Beef Mince (per kg)',
    branch: 'Mzansi Fresh Parow',
  });
  await expect(cartButton(page)).toContainText('4 items');
});
