// The shop and the explorer run under the gateway's Content Security Policy:
// no violation on the main screens, pictures from the legacy API show, GraphiQL runs a query.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) violations.push(text);
  });
  return violations;
}

test('the shop screens run with no CSP violation and show their pictures', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await page.goto('/product/1');
  const picture = page.locator('main img').first();
  await expect(picture).toBeVisible();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto('/search?q=maize');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('explorer', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('GraphiQL loads and runs a query under the same policy', async ({ page }) => {
    const violations = cspViolations(page);
    await page.goto('/graphiql');
    await expect(page.locator('.graphiql-container')).toBeVisible();
    await expect(page.locator('.graphiql-query-editor')).toContainText('NearbyBranches');
    await page.getByRole('button', { name: /Execute query/i }).click();
    await expect(page.locator('.result-window')).toContainText('"suppliersNear"', {
      timeout: within(15_000),
    });
    expect(violations).toEqual([]);
  });
});
