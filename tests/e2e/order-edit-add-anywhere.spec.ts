// Order editing ("Editing sets a proxy order id, so cart actions act on the
// order"): while an order is being edited, tapping Add anywhere in the catalogue (a home page
// card, the search results, a product reached from a category, an offer list) adds to that
// order and goes back to it; the basket stays as it was.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { addBySearch, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { cartButton, openSearch, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);
// A whole journey: an order placed, then four additions from four screens.
test.setTimeout(within(120_000));

/**
 * Taps Add on the first offer of `list` not yet added (the button says where it adds: "to order"),
 * confirms it; the offer's name.
 */
async function addFirstNew(page: Page, list: Locator, added: string[]): Promise<string> {
  await expect(list.getByRole('button', { name: /^Add .+ to order$/ }).first()).toBeVisible();
  await expect(list.getByRole('button', { name: /^Add .+ to basket$/ })).toHaveCount(0);
  const labels = await list
    .getByRole('button', { name: /^Add .+ to order$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const label = labels.find((text) => !added.some((name) => text === `Add ${name} to order`));
  expect(label, 'an offer not added yet').toBeDefined();
  const name = /^Add (.+) to order$/.exec(label!)![1]!;
  await list.getByRole('button', { name: label, exact: true }).first().click();
  const modal = page.getByRole('dialog', { name });
  // The dialog says where the addition goes: the order being edited.
  await modal.getByRole('button', { name: 'Add to order' }).click();
  await expect(modal).toBeHidden();
  added.push(name);
  return name;
}

test('Add anywhere in the catalogue while editing an order adds to the order, not the basket', async ({
  page,
}) => {
  const orderId = await orderPlaced(page);
  await openOrder(page, orderId);
  // Something in the basket besides the order, to see that it does not change.
  await addBySearch(page, 'white bread', 'Bread');
  const basket = await cartButton(page).textContent();
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Update order' }).click();
  await expect(page.getByRole('list', { name: 'Order items' })).toBeVisible();

  const added: string[] = [];
  // While the order is updated the toolbar shows that order: its 3 litres of milk are 3 items,
  // counted as the basket counts them, and each addition (one of each) one more.
  const editedOrder = page.getByRole('link', { name: /^Order being updated:/ });
  const backOnOrder = async (name: string) => {
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByRole('list', { name: 'Items to add' })).toContainText(name);
    await expect(editedOrder).toContainText(`${3 + added.length} items`);
  };

  // A home page card.
  await page.goto('/');
  await backOnOrder(
    await addFirstNew(page, page.getByRole('list', { name: 'Popular products' }), added),
  );

  // The search results.
  await openSearch(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('maize');
  await backOnOrder(
    await addFirstNew(page, page.getByRole('list', { name: 'Search results' }), added),
  );

  // A product reached from a category's list.
  await page.goto('/category/1');
  await page.getByRole('list', { name: 'Products' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await backOnOrder(await addFirstNew(page, page.getByRole('article'), added));

  // An offer list: the branch's promotions.
  await page.goto('/promotions');
  await backOnOrder(await addFirstNew(page, page.getByRole('list', { name: 'Promotions' }), added));

  const toAdd = page.getByRole('list', { name: 'Items to add' });
  for (const name of added) await expect(toAdd).toContainText(name);
  await expect(toAdd.getByRole('listitem')).toHaveCount(added.length);
  // The basket is as it was: none of it went there.
  await page.getByRole('button', { name: 'Stop updating' }).click();
  await expect(cartButton(page)).toHaveText(basket!);
});
