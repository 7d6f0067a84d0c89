import { expect } from '@playwright/test';
import { test } from './support/test';
import { within } from '../support/time-scale';

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
    timeout: within(15_000),
  });
  await expect(page.locator('.result-window')).toContainText('"id": "101"');
  expect(external).toEqual([]);
});

test('an example run the moment it is opened runs that example', async ({ page }) => {
  // GraphiQL reads which operation to run from its editor 100 ms after a change. The page's
  // clock is held still once the explorer is up, so that read cannot happen before ▶ is pressed:
  // what runs is what opening the example set, not the previous tab's operation name.
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-query-editor')).toContainText('NearbyBranches');
  await page.getByRole('button', { name: 'Show Examples' }).click();
  await page.getByText('suppliers (4)').click();
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Open SuppliersNear' }).click();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('SuppliersNear'),
  );
  await page.getByRole('button', { name: /Execute query/i }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({ operationName: 'SuppliersNear' });
  expect(await response.json()).toMatchObject({
    data: { suppliersNear: expect.arrayContaining([expect.objectContaining({ id: '101' })]) },
  });
});

test("a newcomer's walk: sign in, run an example, build a query, find a type", async ({
  page,
}, testInfo) => {
  // Five screens of a developer tool, each with its own answer: more than a shopper's journey.
  test.slow();
  const shot = async (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const result = page.locator('.result-window');
  const execute = page.getByRole('button', { name: /Execute query/i });
  const answerTo = (operation: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes(operation),
    );

  await page.goto('/graphiql');
  // The first pane says how to sign in and which headers a call needs.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('x-manager-authorization')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the schema (SDL)' })).toHaveAttribute(
    'href',
    '/schema.graphql',
  );
  await shot('1-start-here');

  // An example by screen, opened in a tab of its own with its variables, runs and shows data.
  await page.getByRole('button', { name: 'Show Examples' }).click();
  await page.getByText('suppliers (4)').click();
  await page.getByRole('button', { name: 'Open SuppliersNear' }).click();
  await expect(page.getByRole('tab', { name: 'SuppliersNear' })).toBeVisible();
  await expect(page.locator('.graphiql-editor-tool')).toContainText('"radiusKm": 15');
  const branches = answerTo('SuppliersNear');
  await execute.click();
  expect((await branches).status()).toBe(200);
  await expect(result).toContainText('"name": "Mzansi Fresh Parow"');
  await shot('2-example-run');

  // Signing in is an example too: the session cookie then rides along on every request.
  await page.getByText('account (9)').click();
  await page.getByRole('button', { name: 'Open SignIn' }).click();
  const signIn = answerTo('SignIn');
  await execute.click();
  expect(await (await signIn).json()).toMatchObject({ data: { signIn: { errors: [] } } });
  await expect(result).toContainText('"fullName": "Thandi Nkosi"');
  await page.getByText('core/session (1)').click();
  await page.getByRole('button', { name: 'Open AccountSession' }).click();
  const session = answerTo('AccountSession');
  await execute.click();
  await session;
  await expect(result).toContainText('"login": "0821234567"');
  await shot('3-signed-in');

  // The query builder writes a query from ticked fields.
  await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click();
  await page.getByRole('button', { name: 'New tab' }).click();
  const agencies = page.locator('.graphiql-explorer-agencies');
  await agencies.locator('[data-field-name="agencies"]').first().click();
  await agencies.locator('[data-field-name="name"]').first().click();
  await expect(page.locator('.graphiql-query-editor')).toContainText('agencies');
  const built = answerTo('agencies');
  await execute.click();
  await built;
  await expect(result).toContainText('"name": "Kaap Spens"');
  await shot('4-built-query');

  // The docs search lists the type named as searched first.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await page.locator('[data-cy="doc-explorer-input"]').fill('order');
  await expect(page.locator('[data-cy="doc-explorer-option"]').first()).toHaveText('Order');
  await shot('5-docs-search');

  // The schema file the pane links to.
  const sdl = await page.request.get('/schema.graphql');
  expect(sdl.status()).toBe(200);
  expect(await sdl.text()).toContain('collectionStartsAt: DateTime');
});
