// The first screen from the server (docs/adr/0029): readable with JavaScript off, a product URL
// that previews with its picture and price, hydration that neither errs nor asks again for the
// data in the page, and signed-in pages that never come from the HTML cache (more in
// server-render-signed-in.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { newShopper, register } from './support-account';
import { serverRendered } from './support/server-rendered';
import { PAROW, shopsAt } from './support/seed';
import { graphqlRequest, hydrated, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

/** The queries whose answers a server-rendered catalogue page carries. */
const IN_THE_PAGE = [
  'ShopConfig',
  'RootCategories',
  'HomePage',
  'AdPopups',
  'CategoryPage',
  'ProductPage',
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a category and a product are pages with real links, products and prices', async ({
    page,
  }) => {
    // Each page is the server's (not the client page a missed data deadline sends, which shows
    // nothing without JavaScript): asked before it is opened (support/server-rendered.ts).
    const request = page.request;
    await serverRendered(request, '/');
    await page.goto('/');
    await expect(
      page.getByText(
        /Without JavaScript you can browse, fill and compare your basket, register, sign in or reset your password, pick a language in the menu, and order for collection or delivery/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    // The announcement reads, and its link leads on; its Dismiss is the scripts' and not there.
    const announcement = page.getByRole('complementary', { name: 'Announcement' });
    await expect(announcement).toBeVisible();
    await expect(announcement.getByRole('button', { name: 'Dismiss' })).toBeHidden();
    const category = page.locator('main .category-grid a[href^="/category/"]').first();
    await serverRendered(request, (await category.getAttribute('href'))!);
    await category.click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
    const product = page.locator('main a[href^="/product/"]').first();
    await expect(product).toBeVisible();
    await expect(page.locator('main')).toContainText(/R\s\d+\.\d\d/);
    await serverRendered(request, (await product.getAttribute('href'))!);
    await product.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Prices at every branch' })).toBeVisible();
    await expect(page.locator('main .price-now').first()).toHaveText(/^R\s\d+\.\d\d$/);
    // The picture is shown; enlarging it is the scripts'.
    await expect(page.getByRole('button', { name: 'Enlarge image' })).toBeHidden();
  });

  test('the toolbar search finds products at the branch chosen before: Enter opens the results', async ({
    page,
  }) => {
    // Chosen on an earlier visit with JavaScript on: the web keeps it in this cookie for the
    // server. With no branch, search looks at the branches near the shopper, which needs the
    // device's position and so JavaScript (the search page says so).
    await shopsAt(page, PAROW);
    await page.goto('/');
    const field = page.getByRole('search', { name: 'Search the shop' }).getByRole('searchbox');
    await field.fill('maize meal');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=maize\+meal$/);
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText(/maize meal/i);
    await expect(field).toHaveValue('maize meal');

    // The first page of a long list, and a way to the rest (search-pages-no-js.spec.ts).
    await page.goto('/search?q=milk');
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText(/milk/i);
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
  });

  test('choosing a branch works: its name on every page after, its search and offers readable', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Change branch/ }).click();
    await expect(page).toHaveURL(/\/agencies\??$/);
    await page
      .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
      .getByRole('button', { name: 'Shop here' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' }),
    ).toBeVisible();
    const field = page.getByRole('search', { name: 'Search the shop' }).getByRole('searchbox');
    await field.fill('maize meal');
    await field.press('Enter');
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText(/maize meal/i);
    await page.goto('/promotions');
    await expect(page.locator('main')).toContainText(/R\s\d+\.\d\d/);
    await expect(
      page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' }),
    ).toBeVisible();

    // And back to every branch's prices, as a form too.
    await page.getByRole('button', { name: 'Compare all branches' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: 'Branch: Price comparison. Change branch' }),
    ).toBeVisible();
  });

  test('a search with no branch chosen says it needs JavaScript, and goes on with the branch chosen', async ({
    page,
  }) => {
    await page.goto('/search?q=maize+meal');
    await expect(
      page.getByText(/^To search the branches near you, switch JavaScript on/),
    ).toBeVisible();
    // Not a skeleton that never fills, and a way on: choosing a branch.
    await expect(page.locator('main [aria-busy="true"]')).toBeHidden();
    await page.getByRole('link', { name: 'choose a branch' }).click();
    await expect(page).toHaveURL(/\/agencies\?return_to=/);
    await page
      .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
      .getByRole('button', { name: 'Shop here' })
      .click();
    // Back to the search asked, now answered at that branch.
    await expect(page).toHaveURL(/\/search\?q=maize\+meal$/);
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText(/maize meal/i);
    await expect(
      page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' }),
    ).toBeVisible();
  });
});

test('with the scripts, a branch chosen on a branches page that names where it came from goes back there', async ({
  page,
}) => {
  await page.goto(`/agencies?return_to=${encodeURIComponent('/search?q=maize meal')}`);
  await hydrated(page);
  await page
    .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
    .getByRole('button', { name: 'Shop here' })
    .click();
  await expect(page).toHaveURL(/\/search\?q=maize(\+|%20)meal$/);
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(/maize meal/i);
  // Another site is never where it goes.
  await page.goto(`/agencies?return_to=${encodeURIComponent('//evil.example/x')}`);
  await hydrated(page);
  await page
    .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
    .getByRole('button', { name: 'Stay here' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("the branch named on a page is the branch's own name, never the cookie's: a forged one is neither shown nor kept for others", async ({
  request,
}) => {
  const cookie = (name: string) =>
    `sf_branch=${encodeURIComponent(JSON.stringify({ id: '101', name }))}`;
  const forged = 'Call 0800 000 000 to claim your prize';
  const page = (name: string) =>
    request.get('/product/2', { headers: { accept: 'text/html', cookie: cookie(name) } });

  const first = await page(forged);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).not.toContain('0800 000 000');
  expect(html).toContain('Branch: Mzansi Fresh Parow. Change branch');
  // Another visitor at the same branch gets the page from the HTML cache: still the real name.
  const second = await page('Mzansi Fresh Parow');
  expect(second.headers()['x-render']).toBe('cached');
  expect(await second.text()).not.toContain('0800 000 000');
});

test("a visitor's page says nobody is signed in, as the browser's own session check will find", async ({
  request,
}) => {
  // Only a visitor's page is rendered on the server. Were it silent, the browser's check (whose
  // answer is "nobody") would change the cache after hydration and re-render the whole page.
  const html = await (await serverRendered(request, '/category/5')).text();
  const data = /<script type="application\/json" id="sf-render-data">(.*?)<\/script>/s.exec(html);
  const rendered = JSON.parse(data![1]!) as { cache: { ROOT_QUERY: Record<string, unknown> } };
  expect(rendered.cache.ROOT_QUERY.viewer).toBeNull();
});

test("a product URL's HTML carries its name, price, picture, Open Graph tags and JSON-LD", async ({
  request,
}) => {
  const response = await serverRendered(request, '/product/1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Its one inline script (which starts the page's scripts after its first paint) is allowed by
  // its hash alone: no other inline script would run.
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '');
  expect(scriptSrc?.[1]).toMatch(/^'self' 'sha256-[\w+/]+=*'$/);
  // Its styles are in it: the first paint does not wait for a stylesheet's round trip.
  // (named once more on a disabled link, never fetched, for the loader of the lazy screens)
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  expect(html).toMatch(/<style data-href="\/assets\/shop-[\w-]+\.css">/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/shop-[\w-]+\.css" disabled \/>/);
  expect(html).toContain('<title>Super Maize Meal · Shopfront</title>');
  expect(html).toContain('<meta property="og:title" content="Super Maize Meal · Shopfront" />');
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/1001-lg\.svg" \/>/);
  expect(html).toMatch(
    /<meta property="og:description" content="Super Maize Meal: R\s\d+\.\d\d at [^"]+\." \/>/,
  );
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/product\/1" \/>/);
  const jsonLd = JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { '@type': string; name: string; offers: { price: string; priceCurrency: string }[] };
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Super Maize Meal' });
  expect(jsonLd.offers.length).toBeGreaterThan(0);
  expect(jsonLd.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'ZAR' });
  // The name, a price and the picture are in the page itself, not only in its head.
  const main = html.slice(html.indexOf('<main'));
  expect(main).toContain('Super Maize Meal');
  expect(main).toMatch(/R\s\d+\.\d\d/);
  expect(main).toMatch(/<img src="[^"]+\/1001\.svg"/);
});

/** The `<img>` tags of a page's `<main>` as the server renders it. */
async function picturesServed(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await serverRendered(request, path)).text();
  return html.slice(html.indexOf('<main')).match(/<img [^>]*>/g) ?? [];
}

test("the first screen's largest picture is asked for first (fetchpriority high)", async ({
  request,
}) => {
  // The product's own picture, the first on its page.
  const [product] = await picturesServed(request, '/product/1');
  expect(product).toMatch(/src="[^"]+\/1001\.svg"/);
  expect(product).toMatch(/fetchpriority="high"/i);
  // Home: the first banner, at the top; a category with banners: its first banner.
  for (const path of ['/', '/category/5']) {
    const first = (await picturesServed(request, path)).find((tag) => tag.includes('/banners/'));
    expect(first, path).toMatch(/fetchpriority="high"/i);
  }
  // A category without banners: its first tile's picture, asked for at once (not lazily).
  const [tile, next] = await picturesServed(request, '/category/1');
  expect(tile).toMatch(/\/categories\/\d+\.svg"/);
  expect(tile).toMatch(/fetchpriority="high"/i);
  expect(tile).not.toMatch(/loading="lazy"/);
  expect(next).not.toMatch(/fetchpriority="high"/i);
});

/** Console errors (hydration mismatches are reported there) and the GraphQL operations asked. */
function watch(page: Page) {
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation) asked.push(operation);
  });
  return { errors, asked };
}

/** Hydrated: the menu button, a React handler, opens the menu. */
async function openMenuOnceHydrated(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({
      timeout: within(1_000),
    });
  }).toPass();
}

for (const path of ['/', '/category/5', '/product/1']) {
  test(`${path} hydrates with no console error and no request for the data in the page`, async ({
    page,
  }) => {
    const { errors, asked } = watch(page);
    await serverRendered(page.request, path);
    const response = await page.goto(path);
    expect(response?.headers()['x-render']).toMatch(/^(rendered|cached)$/);
    await openMenuOnceHydrated(page);
    expect(asked.filter((operation) => IN_THE_PAGE.includes(operation))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

for (const [path, says] of [
  ['/product/999999', 'This product was not found.'],
  ['/category/999999', 'This category was not found.'],
  // An address the shop has no page for at all (with JavaScript off it was "This page needs
  // JavaScript", answered 200).
  ['/no-such-page', /We could not find the page you were looking for\./],
] as const) {
  test(`${path}, which does not exist, answers 404 with a readable page that hydrates`, async ({
    page,
  }) => {
    const { errors } = watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-render']).toBe('rendered');
    await expect(page.locator('main')).toHaveText(says);
    await openMenuOnceHydrated(page);
    await expect(page.locator('main')).toHaveText(says);
    // Chromium reports the page's own 404 as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
}

test('a signed-in shopper never gets a page from the HTML cache: their own, private', async ({
  page,
}) => {
  // Cached for visitors first.
  await serverRendered(page.request, '/category/5');
  await register(page, newShopper());
  const response = await page.goto('/category/5');
  expect(response?.headers()['x-render']).toBe('rendered; private');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
});
