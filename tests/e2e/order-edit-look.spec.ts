// While an order is being updated the shopper can still read it: each line shows its price and
// what it comes to after the change, the toolbar shows the order being updated (not an empty
// "R 0.00 / 0 items" basket) and links back to it, the menu stays, Remove is a quiet link as in
// the basket, and "Update order" is written as a sentence, not in capitals. The device keeps only
// which order and which changes, never a copy of the order.
import { expect } from '@playwright/test';
import { test } from './support/settled';
import { orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('an order being updated shows its prices, its figures in the toolbar and the menu', async ({
  page,
}) => {
  const id = await orderPlaced(page); // 3 litres of milk at Parow, R 56.97, EFT
  await openOrder(page, id);
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  await expect(page.locator('.order-editor')).toBeVisible();

  // Its items counted as the basket counts them: three litres of milk are 3 items.
  const toolbarOrder = page.getByRole('link', { name: /^Order being updated:/ });
  await expect(toolbarOrder).toHaveAccessibleName(
    /^Order being updated: R\s56\.97 SF-\d+ · 3 items$/,
  );
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  const milk = page
    .getByRole('list', { name: 'Order items' })
    .getByRole('listitem', { name: 'Sunveld Low Fat Milk 1 l' });
  await expect(milk).toContainText('R 18.99');
  await expect(milk.getByTestId('edited-line-total')).toHaveText('R 56.97');
  await milk.getByRole('button', { name: 'More' }).click();
  await expect(milk.getByTestId('edited-line-total')).toHaveText('R 75.96');
  await expect(toolbarOrder).toHaveAccessibleName(/R\s75\.96 SF-\d+ · 4 items$/);

  const remove = milk.getByRole('button', { name: /^Remove/ });
  const look = await remove.evaluate((button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, transform: style.textTransform };
  });
  expect(look.background, 'Remove is a link, not a filled red button').toBe('rgba(0, 0, 0, 0)');
  const update = page.getByRole('button', { name: 'Update order', exact: true });
  expect(await update.evaluate((button) => getComputedStyle(button).textTransform)).toBe('none');
  await expect(update).toHaveText('Update order');

  await remove.click();
  await expect(milk.getByTestId('edited-line-total').locator('s')).toHaveText('R 56.97');
  await expect(toolbarOrder).toHaveAccessibleName(/R\s0\.00 SF-\d+ · 0 items$/);

  // The device keeps intent only (the order's id and the changes), not a copy of the order; a
  // reload elsewhere shows the same figures, read from the shop.
  const kept = await page.evaluate(() => localStorage.getItem('orders-v1') ?? '');
  expect(kept).toContain(`"orderId":"${id}"`);
  expect(kept).not.toMatch(/SF-\d+|Mzansi/);
  await page.goto('/');
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Updating order: SF-\d+$/ }),
  ).toBeVisible();
  await expect(toolbarOrder).toHaveAccessibleName(/R\s0\.00 SF-\d+ · 0 items$/);

  // The toolbar leads back to the order being updated from anywhere.
  await toolbarOrder.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
});
