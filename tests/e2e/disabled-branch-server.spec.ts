// A branch the shopper chose that is not taking orders now (disabled in the legacy API) is still
// her choice (its cookie stays, docs/adr/0075): with scripts the shop says so in a dialog and
// offers another. The server rendered such a page for no branch ("Price comparison") while the
// scripts showed her branch: they drew the first page afresh, and without scripts she was never
// told. The server's page is now for her branch, says it takes no orders with a way to choose
// another, and the scripts hydrate it.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

/** Boland Bulk Kraaifontein, disabled in the seed. */
const DISABLED = { id: '203', name: 'Boland Bulk Kraaifontein' };

async function choseDisabledBranch(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([
    {
      name: 'sf_branch',
      value: encodeURIComponent(JSON.stringify({ id: DISABLED.id })),
      url: baseURL ?? 'http://localhost',
    },
  ]);
}

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is her branch’s, says it takes no orders, and leads to another', async ({
    page,
    baseURL,
  }) => {
    await choseDisabledBranch(page, baseURL);
    await page.goto('/category/1');
    await expect(page.locator('.supplier-bar-name')).toHaveText(DISABLED.name);
    // Playwright's text locators skip a <noscript>'s content: its element is read.
    const note = page.locator('noscript .branch-unavailable');
    await expect(note).toBeVisible();
    await expect(note).toContainText(`${DISABLED.name} is not taking orders at the moment.`);
    await note.locator('a[href="/agencies"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  });

  test('the list of branches says why hers is unavailable, not that it is open', async ({
    page,
  }) => {
    await page.goto('/agencies');
    const card = page.getByRole('listitem', { name: DISABLED.name });
    await expect(card.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
    await expect(card).toContainText('This branch is not taking orders at the moment.');
    await expect(card).not.toContainText('Open now');
  });
});

test('with scripts the server’s page is hydrated, not drawn again, and the dialog says so', async ({
  page,
  baseURL,
}) => {
  await choseDisabledBranch(page, baseURL);
  await page.addInitScript(() => {
    // A page drawn afresh shows the boot frame first.
    new MutationObserver(() => {
      if (document.querySelector('.boot-shell'))
        (window as unknown as { drawnAfresh: boolean }).drawnAfresh = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/category/1');
  await expect(page.getByRole('dialog', { name: 'Branch not available' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(
    `${DISABLED.name} is not taking orders at the moment.`,
  );
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(
    await page.evaluate(() => (window as unknown as { drawnAfresh?: boolean }).drawnAfresh),
  ).toBeFalsy();
  await expect(page.locator('.supplier-bar-name')).toHaveText(DISABLED.name);
});
