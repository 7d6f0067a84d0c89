// A weighed item with JavaScript off. Add puts in the least the offer sells (250 g of tomatoes),
// and the basket's stepper moved it by 50 g a page load: 35 loads to reach 2 kg. The basket line
// of an item sold by the kg now offers the weights the add dialog offers (250 g, 500 g, 1 kg,
// 2 kg), each a form setting that weight; the hydrated line keeps its own stepper and entry.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { PAROW, seedBasket } from './support/seed';
import { shopperContext } from './support/shop';

test.use({ ...shopperContext, javaScriptEnabled: false });

const TOMATOES = { query: 'tomatoes', name: 'Tomatoes (per kg)', quantity: 0.25 };

test('a weighed line takes 2 kg in one tap, and says the weight chosen', async ({ page }) => {
  await seedBasket(page, PAROW, [TOMATOES]);
  await page.goto('/basket');
  const line = page.getByRole('listitem').filter({ hasText: TOMATOES.name });
  await expect(line.getByRole('group', { name: `Quantity of ${TOMATOES.name}` })).toContainText(
    '0.25 kg',
  );
  await line.getByRole('button', { name: '2 kg' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(line.getByRole('group', { name: `Quantity of ${TOMATOES.name}` })).toContainText(
    '2 kg',
  );
  await expect(line.getByRole('button', { name: '2 kg' })).toHaveAttribute('aria-pressed', 'true');
  await expect(line.getByRole('button', { name: '500 g' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
