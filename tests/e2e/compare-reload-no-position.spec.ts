// A comparison opened straight from the address bar (a reload, a bookmark) where the phone's
// position is the shop's default point, as when location is refused. Until the phone answers the
// screen shows the server's comparison if it can; here it cannot (the basket's answer changes the
// question: a basket emptied elsewhere and filled again has a new cart id). The phone's answer
// then left the question as it was, and Apollo does not ask again for a change of fetch policy
// alone: the screen stayed "Loading…" for good (3 of 3 runs before use-comparison.ts).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';
import { signInAs, THANDI } from './support-account';
import { MILK } from './support-checkout';
import { PAROW, seedBasket } from './support/seed';

test.use(shopperContext);

test('a comparison loaded by address shows once the phone says where it is', async ({ page }) => {
  // The journeys' fixture has emptied Thandi's basket from another session (fresh-baskets.ts).
  await signInAs(page, THANDI.login, THANDI.password);
  await seedBasket(page, PAROW, [MILK]);
  await page.goto('/basket/compare');
  await expect(page.getByRole('radio', { name: 'Collect' })).toBeChecked();
  await expect(page.getByRole('region', { name: /^Cheapest basket/ })).toContainText(
    'Collected at the branch',
  );
  await expect(
    page.getByRole('table', { name: 'Your basket at each branch' }).locator('tbody tr').first(),
  ).toContainText('Cheapest');
});
