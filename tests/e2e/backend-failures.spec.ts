// Failures worded as what they are: a failing shop says the order was not placed and
// to try again, never "Internet connection lost" while the browser is online; offline says so.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { atConfirmationCollecting, fullBasket } from './support-checkout';
import { graphqlRequest, isGraphql, shopperContext } from './support/shop';

test.use(shopperContext);

test('Place order while the shop fails says so, and offline says the connection is lost', async ({
  page,
  context,
}) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await page.getByRole('radio', { name: 'EFT (bank transfer)' }).check();

  await page.route(isGraphql, async (route) => {
    if (graphqlRequest(route.request())?.operationName !== 'CheckoutPlaceOrder')
      return route.continue();
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  const problems = page.getByRole('alert', { name: 'Problems' });
  await expect(problems).toHaveText('The shop is busy; your order was not placed. Try again.');
  await expect(page.getByText('Internet connection lost')).toHaveCount(0);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(problems).toContainText('Internet connection lost, try again');
  await context.setOffline(false);

  // Back online with the shop answering: the same press places the order once.
  await page.unroute(isGraphql);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.goto('/orders');
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('link')).toHaveCount(1);
});
