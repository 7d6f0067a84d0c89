import { expect } from '@playwright/test';
import { test } from './support/test';

// The explorer is a desktop tool for frontend developers.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('the GraphiQL explorer loads with no request leaving this machine', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
      external.push(request.url());
    }
  });
  const introspection = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('IntrospectionQuery'),
  );
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  expect((await introspection).status()).toBe(200);
  await expect(page.locator('.graphiql-query-editor')).toContainText('NearbyBranches');

  const execution = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('NearbyBranches'),
  );
  await page.getByRole('button', { name: /Execute query/i }).click();
  expect(await (await execution).json()).toMatchObject({
    data: { suppliersNear: expect.arrayContaining([expect.objectContaining({ id: '101' })]) },
  });
  await expect(page.locator('.result-window')).toContainText('"suppliersNear"', {
    timeout: 15_000,
  });
  await expect(page.locator('.result-window')).toContainText('"id": "101"');
  expect(external).toEqual([]);
});
