// A 1366 × 768 desktop shows what a desktop shop shows: a category bar under the toolbar, the
// product's picture beside its offers, the basket's and the confirmation's summary beside the
// lines (and the basket beside the dispatch choices), the order's timeline beside its lines, the
// order history across the width, and nothing wider than the window. A 412 px phone
// keeps its one column, with the home page's category tiles instead of the bar.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { graphqlSettled, test } from './support/settled';
import { atConfirmationCollecting, fullBasket, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { graphqlRequest, shopperContext } from './support/shop';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/**
 * `right` is wholly to the right of `left` (a second column, not under it), and starts on the
 * first screen, where the shopper sees it without scrolling.
 */
async function expectSideBySide(left: Locator, right: Locator): Promise<void> {
  const a = await boxOf(left);
  const b = await boxOf(right);
  expect(b.x, 'starts right of the other').toBeGreaterThanOrEqual(a.x + a.width);
  expect(b.y, 'starts on the first screen').toBeLessThan(left.page().viewportSize()!.height);
}

/** `lower` starts under `upper`'s bottom (one column). */
async function expectStacked(upper: Locator, lower: Locator): Promise<void> {
  const a = await boxOf(upper);
  const b = await boxOf(lower);
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
}

/** Nothing is wider than the window: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'page width').toBeLessThanOrEqual(widths.client);
}

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const productPicture = (page: Page) => page.getByRole('main').getByRole('img', { name: /Maize/ });
// The offers come in one list per pack size; the first (smallest pack) stands for them all.
const productOffers = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list', { name: /^Offers for / })
    .first();
const basketLines = (page: Page) => page.getByRole('list', { name: 'Basket items' });
const basketTotal = (page: Page) => page.getByTestId('basket-total');
const confirmationLines = (page: Page) => page.getByRole('list', { name: 'Items to order' });
const confirmationTotals = (page: Page) => page.getByTestId('checkout-total');
const orderLines = (page: Page) => page.getByRole('list', { name: 'Order items' });
const orderTimeline = (page: Page) => page.getByRole('list', { name: 'Timeline' });

/** No serious or critical axe violation on the page as it is now (the desktop's own layout). */
async function expectAccessible(page: Page): Promise<void> {
  await graphqlSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  expect.soft(serious, page.url()).toEqual([]);
}

/** Places an EFT order of 3 litres of milk (through the API) and opens it. */
async function openPlacedOrder(page: Page): Promise<void> {
  await openOrder(page, await orderPlaced(page));
  await expect(orderTimeline(page)).toBeVisible();
}

test.describe('desktop 1366 × 768', () => {
  test.use({ ...shopperContext, viewport: { width: 1366, height: 768 }, isMobile: false });

  test('a category bar under the toolbar lists the categories; its links open them, by keyboard too', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = categoryBar(page);
    await expect(bar).toBeInViewport();
    // The same categories as the home page's tiles, in the same order.
    const tiles = page.getByRole('list', { name: 'Categories' }).getByRole('link');
    await expect(tiles.first()).toBeVisible();
    const names = await tiles.allInnerTexts();
    await expect(bar.getByRole('link')).toHaveText(names.map((name) => name.trim()));
    // Above the page's title: the bar belongs to the shell, right under the toolbar.
    const barBox = await boxOf(bar);
    const bannerBox = await boxOf(page.getByRole('banner'));
    expect(barBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    expect(barBox.y).toBeLessThan(bannerBox.y + bannerBox.height + 8);

    await bar.getByRole('link', { name: 'Bakery' }).click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
    // The bar stays on every screen, the category page's own included, and shows where one is.
    await expect(bar.getByRole('link', { name: 'Bakery' })).toHaveAttribute('aria-current', 'page');

    // A keyboard shopper reaches a category with Tab and opens it with Enter.
    const dairy = bar.getByRole('link', { name: 'Dairy & Eggs' });
    await dairy.focus();
    await expect(dairy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dairy & Eggs' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a bar whose categories could not load keeps its place and fills in when back online', async ({
    page,
  }) => {
    const failing = (url: URL) => url.pathname === '/graphql';
    await page.route(failing, (route) =>
      graphqlRequest(route.request())?.operationName === 'RootCategories'
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    // A screen only the scripts draw: a server page carries the bar's categories with it.
    await page.goto('/basket/compare_debug');
    const bar = categoryBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-busy');
    await expect(bar.getByRole('link')).toHaveCount(0);

    await page.unroute(failing);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(bar.getByRole('link', { name: 'Bakery' })).toBeVisible();
  });

  test('the desktop layouts pass axe: home with the bar, product, basket, confirmation', async ({
    page,
  }) => {
    test.slow(); // four pages, each checked by axe
    await page.goto('/');
    await expect(categoryBar(page).getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/product/1');
    await expect(productOffers(page)).toBeVisible();
    await expectAccessible(page);
    await fullBasket(page);
    await page.goto('/basket');
    await expect(basketTotal(page)).toBeVisible();
    await expectAccessible(page);
    await atConfirmationCollecting(page);
    await expect(confirmationTotals(page)).toContainText('R ');
    await expectAccessible(page);
  });

  test('the product page shows the picture beside the offers', async ({ page }) => {
    await page.goto('/product/1');
    await expectSideBySide(productPicture(page), productOffers(page));
    await expectNoSidewaysScroll(page);
  });

  test('the basket and the confirmation show the summary beside the lines', async ({ page }) => {
    await fullBasket(page);
    await page.goto('/basket');
    await expectSideBySide(basketLines(page), basketTotal(page));
    await expectSideBySide(basketLines(page), page.getByRole('button', { name: 'Checkout' }));
    await expectNoSidewaysScroll(page);

    // The dispatch step: the choices with the basket beside them.
    await page.goto('/checkout/dispatch');
    await expectSideBySide(
      page.getByRole('radiogroup').first(),
      page.getByRole('complementary', { name: 'Your basket' }),
    );
    await expect(page.getByRole('complementary', { name: 'Your basket' })).toContainText('R 56.97');
    await expectNoSidewaysScroll(page);

    await atConfirmationCollecting(page);
    await expect(confirmationTotals(page)).toContainText('R ');
    await expectSideBySide(confirmationLines(page), confirmationTotals(page));
    await expectSideBySide(
      confirmationLines(page),
      page.getByRole('button', { name: 'Place order' }),
    );
    await expectNoSidewaysScroll(page);
  });

  test('the order page shows the timeline beside the lines; the history uses the width', async ({
    page,
  }) => {
    await openPlacedOrder(page);
    await expectSideBySide(orderLines(page), orderTimeline(page));
    await expectNoSidewaysScroll(page);

    await page.goto('/orders');
    const history = await boxOf(page.getByRole('list', { name: 'Orders' }));
    expect(history.width, 'wider than the phone column of 720 px').toBeGreaterThan(1000);
    await expectNoSidewaysScroll(page);
  });

  test('the comparison uses the width: each branch on one row', async ({ page }) => {
    await fullBasket(page);
    await page.goto('/basket/compare');
    const table = page.getByRole('table', { name: 'Your basket at each branch' });
    await expect(table.locator('tbody tr').first()).toContainText('Cheapest');
    expect((await boxOf(table)).width, 'wider than the phone column of 720 px').toBeGreaterThan(
      1000,
    );
    await expectNoSidewaysScroll(page);
  });
});

test.describe('phone 412 × 915', () => {
  test.use({ ...shopperContext, viewport: { width: 412, height: 915 } });

  test('no category bar: the home page’s tiles serve', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('list', { name: 'Categories' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(categoryBar(page)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('product, basket, confirmation and order keep one column', async ({ page }) => {
    await page.goto('/product/1');
    await expectStacked(productPicture(page), productOffers(page));
    await expectNoSidewaysScroll(page);

    await fullBasket(page);
    await page.goto('/basket');
    await expectStacked(basketLines(page), basketTotal(page));
    await expectNoSidewaysScroll(page);

    await atConfirmationCollecting(page);
    await expect(confirmationTotals(page)).toContainText('R ');
    await expectStacked(confirmationLines(page), confirmationTotals(page));
    await expectNoSidewaysScroll(page);

    await openPlacedOrder(page);
    await expectStacked(orderLines(page), orderTimeline(page));
    await expectNoSidewaysScroll(page);
  });
});
