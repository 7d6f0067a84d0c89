// Look and feel as a shopper on a 390 × 844 phone sees it: dense result cards with one
// whole line of labels, picture slots that keep their size and show a neutral placeholder while
// the picture loads, "Share this shop" confirming the copy (then hiding after 5 s), leaflets in
// the shop's own viewer, the API's English words in the shopper's language, and a store-group
// list that fails raising the offline alert.
import { expect, type Locator } from '@playwright/test';
import { ROUNDING_PX } from './support/layout';
import { test } from './support/test';
import { chooseBranch, clientRenderedPages, graphqlRequest, shopperContext } from './support/shop';
import { speaks } from './support/seed';

test.use({ ...shopperContext, viewport: { width: 390, height: 844 } });

/** How many of the cards are wholly inside the window. */
async function fullyShown(cards: Locator): Promise<number> {
  return cards.evaluateAll(
    (items) =>
      items.filter((item) => {
        const box = item.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

test('Price comparison search: five products a screen or more, labels shown whole on one line', async ({
  page,
}) => {
  await page.goto('/search?q=maize');
  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(cards.nth(6)).toBeVisible();
  await expect(cards.first().locator('.offer-supplier')).not.toBeEmpty();
  // Five whole cards at least: a branch name is shown whole (branches of one group must be told
  // apart), so a long one takes the line under it with its "Cheapest of 9".
  expect(await fullyShown(cards)).toBeGreaterThanOrEqual(5);

  // Every label line is one line, and each label in it is either wholly shown or not at all.
  const clipped = await page.locator('.offer-labels').evaluateAll((lines) =>
    lines.flatMap((line) => {
      const box = line.getBoundingClientRect();
      return Array.from(line.children)
        .map((label) => label.getBoundingClientRect())
        .filter(
          (label) =>
            label.top < box.bottom &&
            (label.bottom > box.bottom + 0.5 || label.right > box.right + 0.5),
        )
        .map((label) => `${label.left},${label.top}`);
    }),
  );
  expect(clipped).toEqual([]);
});

test('Price comparison cards: "Cheapest of 9" beside the branch is never cut off', async ({
  page,
}) => {
  await page.goto('/search?q=maize');
  const lines = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .locator('.offer-where');
  await expect(lines.first()).toContainText(/Cheapest of \d+/);
  // The line holds all it has to show: a long branch name gives way (ellipsis), never the note.
  const cut = await lines.evaluateAll(
    (items, slack) =>
      items
        .filter((line) => {
          const note = line.querySelector('.offer-note');
          const noteBox = note?.getBoundingClientRect();
          return (
            line.scrollWidth > line.clientWidth + slack ||
            (note && noteBox && noteBox.right > line.getBoundingClientRect().right + 0.5)
          );
        })
        .map((line) => line.textContent),
    ROUNDING_PX,
  );
  expect(cut).toEqual([]);
});

test('promotions in Price comparison mode: five offers a screen or more', async ({ page }) => {
  await page.goto('/promotions');
  const cards = page.getByRole('list', { name: 'Promotions', exact: true }).getByRole('listitem');
  await expect(cards.nth(6)).toBeVisible();
  // As in search: whole branch names, so five whole cards at least.
  expect(await fullyShown(cards)).toBeGreaterThanOrEqual(5);
});

test('a picture that has not arrived keeps its slot, on a neutral placeholder', async ({
  page,
}) => {
  // Pictures never answer: the card must not collapse or jump when they would arrive.
  await page.route('**/media/**', () => undefined);
  await page.goto('/search?q=maize');
  const picture = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .first()
    .locator('img');
  await expect(picture).toBeVisible();
  const slot = await picture.evaluate((img) => {
    const box = img.getBoundingClientRect();
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      background: getComputedStyle(img).backgroundColor,
      complete: (img as HTMLImageElement).naturalWidth > 0,
    };
  });
  expect(slot.complete).toBe(false);
  expect(slot.width).toBeGreaterThanOrEqual(48);
  expect(slot.height).toBe(slot.width);
  expect(slot.background).not.toBe('rgba(0, 0, 0, 0)');
});

test('"Share this shop" says the link was copied, and the note hides after 5 seconds', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/');
  // Chromium on Linux has no share sheet: the link goes to the clipboard.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Share this shop' }).click();
  const origin = new URL(baseURL!).origin;
  await expect(menu.getByRole('status')).toHaveText(`Link copied: ${origin}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(origin);

  await page.clock.runFor(5_000);
  await expect(menu.getByText(/^Link copied/)).toHaveCount(0);
});

test('leaflets: nearest branch first, each with a cover, opening in the shop’s own viewer', async ({
  page,
  context,
}) => {
  await page.goto('/leaflets');
  const cards = page.getByRole('list', { name: 'Leaflets' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const distances = (await cards.allTextContents()).map((text) =>
    Number(/(\d+[.,]\d) km/.exec(text)?.[1]?.replace(',', '.') ?? 'NaN'),
  );
  expect(distances.every((km) => !Number.isNaN(km))).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(await cards.locator('.leaflet-cover').count()).toBe(await cards.count());

  // A picture leaflet and a PDF both open inside the shop: no new tab, the shell stays.
  await cards.filter({ hasText: 'Month-end savings' }).first().getByRole('link').click();
  const viewer = page.getByRole('dialog', { name: 'Month-end savings' });
  await expect(viewer.getByRole('img', { name: /^Leaflet: Month-end savings/ })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await cards.filter({ hasText: 'This week only' }).first().getByRole('link').click();
  await expect(
    page.getByRole('dialog', { name: 'This week only' }).getByRole('img', { name: /^Leaflet:/ }),
  ).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  await expect(page).toHaveURL(/\/leaflets$/);
});

test('a PDF leaflet shows its first page drawn in the viewer on a phone, with no CSP violation', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/leaflets');
  const cards = page.getByRole('list', { name: 'Leaflets' }).getByRole('listitem');
  await cards.filter({ hasText: 'This week only' }).first().getByRole('link').click();
  const viewer = page.getByRole('dialog', { name: 'This week only' });
  // Android Chrome shows no PDF in a frame: the page is drawn by the shop itself.
  await expect(viewer.locator('iframe')).toHaveCount(0);
  const firstPage = viewer.getByRole('img', { name: /^Leaflet: This week only, page 1 of \d+$/ });
  await expect(firstPage).toBeVisible();
  await expect(firstPage).not.toHaveAttribute('aria-busy');
  // Drawn: the canvas fills the viewer's width and holds the leaflet's dark text on white.
  const drawn = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 100 && pixels[i + 3]! > 0) dark++;
    return { width: canvas.getBoundingClientRect().width, dark };
  });
  expect(drawn.width).toBeGreaterThan(250);
  expect(drawn.dark).toBeGreaterThan(500);
  await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('in French, the API’s "(per kg)" and "Per kg" are French too', async ({ page }) => {
  await speaks(page, 'fr');
  await page.goto('/search?q=boerewors');
  const results = page.getByRole('list', { name: 'Résultats de recherche' });
  await expect(results.getByRole('heading').first()).toBeVisible();
  await expect(results.getByRole('heading', { name: /\(au kilo\)$/ }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('per kg');

  await results
    .getByRole('heading', { name: /\(au kilo\)$/ })
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('main').locator('.product-details')).toContainText('Au kilo');
  await expect(page.getByRole('main')).not.toContainText('Per kg');
});

test('a store-group list that cannot load raises the offline alert', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/graphql',
    (route) =>
      graphqlRequest(route.request())?.operationName === 'Agencies'
        ? route.abort('connectionfailed')
        : route.fallback(),
  );
  // Opened from the menu, so the browser asks for the list (the server renders it into a page
  // loaded at /agencies itself).
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Stores' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Internet connection lost' }),
  ).toBeVisible();
  await page.unroute((url) => url.pathname === '/graphql');
});

test('the shop’s ads popups are each shown once (/api/v2/ads), never again after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const popup = page.getByRole('complementary', { name: 'Announcement' });
  const title = 'Welcome! Orders from R10, delivered to your door';
  // The title once: the ad's picture carries it (named by it), no text repeats it beside it.
  await expect(popup.getByRole('img', { name: title })).toBeVisible();
  await expect(popup.getByText(title)).toHaveCount(0);
  await popup.getByRole('button', { name: 'Dismiss' }).click();
  await expect(popup).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  // The next popup, if any, but never the one already shown.
  await expect(page.getByText('Welcome! Orders from R10, delivered to your door')).toHaveCount(0);
});

for (const path of [
  '/',
  '/category/1',
  '/product/1',
  '/search?q=maize',
  '/promotions',
  '/stokvel',
  '/combos',
  '/leaflets',
  '/agencies',
]) {
  test(`${path} shows a skeleton in the shell while its data loads`, async ({ page }) => {
    // The client's own render (a signed-in shopper's; a signed-out one comes from the server
    // with its data, server-render.spec.ts).
    await clientRenderedPages(page);
    // Every answer but the shop's configuration waits until the skeleton has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/graphql',
      async (route) => {
        if (graphqlRequest(route.request())?.operationName !== 'ShopConfig') await held;
        await route.fallback();
      },
    );
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeVisible();
    release();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toBeEmpty();
  });
}

test('the chosen branch is fetched again on every navigation; one disabled meanwhile is noticed', async ({
  page,
}) => {
  let disabled = false;
  let asked = 0;
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (graphqlRequest(route.request())?.operationName !== 'SelectedSupplier') {
        return route.fallback();
      }
      asked += 1;
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { supplier?: { disabled: boolean } } };
      if (disabled && body.data?.supplier) body.data.supplier.disabled = true;
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/');
  await chooseBranch(page, 'Kaap Spens Goodwood');
  await expect.poll(() => asked).toBeGreaterThan(0);

  const before = asked;
  await page
    .getByRole('navigation', { name: 'Offers' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect.poll(() => asked).toBeGreaterThan(before);

  // The branch is disabled while the shopper browses: the next screen notices.
  disabled = true;
  await page.goBack();
  const notice = page.getByRole('dialog', { name: 'Branch not available' });
  await expect(notice).toContainText('Kaap Spens Goodwood is not taking orders at the moment.');
  await notice.getByRole('button', { name: 'Choose another branch' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a branch' })).toBeVisible();
});

test('a screen whose code has not arrived after 120 s shows the screen error inside the shell', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  // The leaflets screen's code never arrives (a stalled connection).
  await page.route(/\/assets\/LeafletsPage-[^/]*\.js$/, () => undefined);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Leaflets' }).click();
  await page.clock.runFor(120_000);
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(page.getByRole('banner')).toBeVisible();
});
