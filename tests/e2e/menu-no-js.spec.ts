// The menu without scripts: the toolbar's button opens a panel only the scripts draw, so a browser
// without them had no way to log in, see its orders, log out or change the language from any
// page. Its toolbar now has a link to the menu as a page (/menu), whose Log out and language are
// forms the gateway answers (POST /sign_out, POST /language); with the scripts the button opens
// the panel as before, and the menu page's forms are the scripts' once they run.
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, THANDI } from './support-checkout';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

/** The toolbar's menu link, which only a browser without scripts shows (inside a <noscript>). */
const menuLink = (page: Page) => page.locator('.toolbar noscript a[href^="/menu"]');

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor logs in from the menu, comes back, sees her orders and logs out', async ({
    page,
  }) => {
    await page.goto('/category/1');
    await expect(menuLink(page)).toHaveAttribute('aria-label', 'Menu');
    await menuLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Log in' }).click();

    await page.getByLabel('Mobile number').fill(THANDI.login);
    await page.getByLabel('Password').fill(THANDI.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Back on the page the menu was opened on.
    await expect(page).toHaveURL(/\/category\/1$/);

    await menuLink(page).click();
    await expect(page.getByText(THANDI.login)).toBeVisible();
    await page.getByRole('link', { name: 'Order history' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await menuLink(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await menuLink(page).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText(THANDI.login)).toHaveCount(0);
    // Signed out for the gateway too: her orders ask for signing in again.
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/sign_in\?redirect_to=%2Forders$/);
  });

  test('the language is chosen in the menu, and the page it was opened on comes back in it', async ({
    page,
  }) => {
    await page.goto('/product/1');
    await menuLink(page).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('af');
    await page.locator('form[action="/language"] noscript button').click();
    await expect(page).toHaveURL(/\/product\/1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
    await expect(menuLink(page)).toHaveAttribute('aria-label', 'Kieslys');
    await menuLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kieslys' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('af');
  });

  test('every page the menu shows a signed-in shopper leads to works without scripts', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto('/menu');
    await expect(page.getByText(THANDI.login)).toBeVisible();
    const links = page.locator('.menu-page a[href^="/"]:visible');
    const paths = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(paths).toEqual(expect.arrayContaining(['/promotions', '/orders', '/agencies']));
    for (const path of paths) {
      const served = await page.goto(path);
      // The server's page for her, never the client page that needs the scripts.
      expect(served?.headers()['x-render'], path).toMatch(/^rendered; private/);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });

  test('sharing, which only the scripts can do, is not offered', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share this shop' })).toBeHidden();
  });
});

test('with scripts the button opens the panel, and the menu page logs out through them', async ({
  page,
}) => {
  await page.goto('/sign_in');
  await page.getByLabel('Mobile number').fill(THANDI.login);
  await page.getByLabel('Password').fill(THANDI.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menuLink(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Order history' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share this shop' })).toBeVisible();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Log in' })).toBeVisible();
  // Signed out by the scripts (the signOut mutation), not by the form's post.
  expect(posts).toContain('/graphql');
  expect(posts).not.toContain('/sign_out');
});

test('the menu’s Log in and Register read in the middle of their buttons', async ({ page }) => {
  await page.goto('/category/1');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const buttons = page.getByRole('dialog').locator('.side-panel-account .button');
  await expect(buttons).toHaveCount(2);
  // The label's room above and below it in its button, in pixels.
  const gaps = await buttons.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(link);
      const label = range.getBoundingClientRect();
      return { above: label.top - box.top, below: box.bottom - label.bottom };
    }),
  );
  for (const { above, below } of gaps) expect(Math.abs(above - below)).toBeLessThanOrEqual(2);
});
