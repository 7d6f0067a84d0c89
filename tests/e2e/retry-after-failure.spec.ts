// A page whose data could not load offers "Try again", and the answer shows as soon as it comes
// (before the fix, "Try again" asked again but the page kept its error until something else rendered).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { graphqlRequest, shopperContext } from './support/shop';

test.use(shopperContext);

/** The first request for `operationName` gets a 503 from the shop; later ones go through. */
async function failOnce(page: Page, operationName: string) {
  let failed = false;
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (!failed && graphqlRequest(route.request())?.operationName === operationName) {
        failed = true;
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' });
        return;
      }
      await route.fallback();
    },
  );
}

test('Try again on a category that failed to load shows the category', async ({ page }) => {
  await failOnce(page, 'CategoryPage');
  // The home page comes rendered from the server; the category is asked for by the browser when
  // the shopper opens it, and that request fails once.
  await page.goto('/');
  await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByText('Something went wrong, try again')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('list', { name: 'Products' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong, try again')).toHaveCount(0);
});
