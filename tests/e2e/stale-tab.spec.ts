// A tab left open across a deploy (persisted operations): its bundle sends operations
// the new gateway may no longer know. The gateway answers as it does for any unknown hash
// (PersistedQueryNotFound, then a refusal of the full text: OPERATION_NOT_SAFELISTED, 403), and
// the tab must not stay broken until the shopper happens to navigate: it checks the version and
// reloads into the new build, once.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, graphqlRequest, isGraphql, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use({ ...shopperContext, viewport: { width: 390, height: 844 } });

const field = (page: Page) =>
  page.getByRole('search', { name: 'Search the shop' }).getByRole('searchbox');

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8';

/** The gateway of the new build: it knows neither the hash nor the text of this tab's search. */
async function deployWithoutTheSearch(page: Page) {
  await page.route('**/version.txt*', (route) =>
    route.fulfill({ contentType: 'text/plain', body: 'build-after-deploy\n' }),
  );
  await page.route(isGraphql, (route) => {
    const operation = graphqlRequest(route.request());
    if (!operation || !/Search$/.test(operation.operationName)) return route.fallback();
    // The hash alone is unknown; the link then sends the text (as GET for a query), refused.
    const url = new URL(route.request().url());
    if (route.request().method() === 'GET' && !url.searchParams.has('query')) {
      return route.fulfill({
        contentType: GRAPHQL_RESPONSE,
        body: JSON.stringify({
          errors: [
            {
              message: 'PersistedQueryNotFound',
              extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
            },
          ],
        }),
      });
    }
    return route.fulfill({
      status: 403,
      contentType: GRAPHQL_RESPONSE,
      body: JSON.stringify({
        errors: [
          {
            message: 'This operation is not on the safelist of the web client’s operations.',
            extensions: { code: 'FORBIDDEN', reason: 'OPERATION_NOT_SAFELISTED' },
          },
        ],
      }),
    });
  });
}

test('a tab open across a deploy reloads into the new build when its search is refused', async ({
  page,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page.goto('/search?q=milk');
  await expect(results(page)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }));
  await deployWithoutTheSearch(page);

  // A new word on the search page searches again on the same page (the version is checked when
  // the path changes, not here).
  await field(page).fill('bread');
  await expect
    .poll(
      // While the page reloads there is no window to ask: ask again.
      () => page.evaluate(() => 'openedBeforeDeploy' in window).catch(() => 'reloading'),
      { timeout: within(15_000) },
    )
    .toBe(false);
  await expect(results(page).or(page.getByRole('alert'))).toBeVisible();

  // The new build's page works, and its own version check does not reload it again.
  await page.unroute(isGraphql);
  await page.evaluate(() => Object.assign(window, { afterReload: true }));
  await field(page).fill('maize');
  await expect(page).toHaveURL(/\/search\?q=maize$/);
  await expect(results(page)).toContainText(/maize/i);
  const versionChecked = page.waitForResponse(/\/version\.txt/);
  await results(page).getByRole('link').first().click(); // a new path: the version is checked
  await versionChecked;
  await expect(page).not.toHaveURL(/\/search/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
});
