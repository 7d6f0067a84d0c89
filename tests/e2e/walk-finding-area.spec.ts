// Whether the shop delivers where the shopper is, said before a basket is filled, also when the
// browser would still ask for the device's position (a first visit: nothing is asked without a
// tap). The branch bar asks "Do we deliver to you?" on every page that has it, in one line that
// takes the same room whatever it says (no layout shift), and a tap leads to the place field.
// Where the branches near are collection-only, it says where the shopper could collect.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, graphqlRequest, shopperContext } from './support/shop';

const SANDTON = { latitude: -26.1076, longitude: 28.0567 };

test.describe('a first visit whose browser would ask for the position', () => {
  // The position is there, but not allowed: the shop must not prompt for it.
  test.use({ ...shopperContext, permissions: [], geolocation: SANDTON });

  test('the branch bar asks where the visitor is; Sandton learns at once that nothing is delivered there', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const area = page.getByRole('group', { name: 'Delivery area' });
    await expect(area).toContainText('Do we deliver to you?');
    // One line, as every answer it gives later.
    expect((await area.boundingBox())?.height).toBeLessThanOrEqual(48);
    // Nothing pops up by itself.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('area-unknown.png') });

    await area.getByRole('button', { name: 'Check your area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
    await dialog.getByRole('combobox', { name: 'Your suburb or town' }).fill('Sandton');
    await dialog.getByRole('option', { name: /^Sandton, Johannesburg/ }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(area).toContainText("We don't deliver to Sandton yet");
    await expect(
      page.getByRole('status').filter({ hasText: "We don't deliver to Sandton yet" }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add .* to basket$/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('area-sandton.png') });
  });
});

test.describe('a shopper whose device position is allowed', () => {
  test.use(shopperContext);

  test('the bar says delivery reaches them; with only collection-only branches near, where to collect', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const area = page.getByRole('group', { name: 'Delivery area' });
    await expect(area).toContainText('We deliver to you');
    const height = (await area.boundingBox())?.height;

    // Every branch near answers as a collection-only branch (as Kaap Spens does).
    await page.route(
      (url) => url.pathname === '/graphql',
      async (route) => {
        if (graphqlRequest(route.request())?.operationName !== 'BranchDelivery')
          return route.fallback();
        await route.fulfill({
          json: {
            data: {
              clientConfig: {
                __typename: 'ClientConfig',
                dispatch: [
                  {
                    __typename: 'DispatchOption',
                    method: 'COLLECT',
                    shippingProvider: 'COLLECT',
                    shippingCostInCents: 0,
                  },
                ],
              },
            },
          },
        });
      },
    );
    await page.reload();
    await expect(area).toContainText('Collection only near you');
    expect((await area.boundingBox())?.height).toBe(height);
    await expect(
      page.getByRole('status').filter({ hasText: 'None of the branches near you delivers' }),
    ).toContainText(
      'Collection only, at Mzansi Fresh Parow, Kaap Spens Goodwood or Kaap Spens Edgemead.',
    );
    await page.screenshot({ path: testInfo.outputPath('area-collection-only.png') });
  });
});

test.describe('a shopper who chose a collection-only branch', () => {
  test.use(shopperContext);

  test('the bar says the branch chosen does not deliver, not that the area is delivered to', async ({
    page,
  }) => {
    await page.goto('/');
    await chooseBranch(page, 'Kaap Spens Goodwood');
    const area = page.getByRole('group', { name: 'Delivery area' });
    await expect(area).toContainText('Collection only at Kaap Spens Goodwood');
    await expect(area).not.toContainText('We deliver');

    await chooseBranch(page, 'Mzansi Fresh Parow');
    await expect(area).toContainText('We deliver to you');
  });
});

test.describe('a shopper whose device position is allowed, arriving on a category', () => {
  test.use(shopperContext);

  test('is told at once on that page that the shop delivers there', async ({ page }) => {
    await page.goto('/category/17');
    await expect(page.getByRole('group', { name: 'Delivery area' })).toContainText(
      'We deliver to you',
    );
  });
});
