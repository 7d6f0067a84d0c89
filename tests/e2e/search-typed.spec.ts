// A search as shoppers type it, on a phone and on a desktop: a size written any way and in any
// order ("2l milk") finds the 2 l milks, and a misspelt word shows the corrected word's results at
// once ("Showing results for chicken"), with one tap to search exactly what was typed.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, graphqlRequest, shopperContext } from './support/shop';
import { speaks } from './support/seed';

test.use(shopperContext);

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 915 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
] as const;

async function search(page: Page, words: string): Promise<void> {
  const toolbarSearch = page.getByRole('search', { name: 'Search the shop' });
  await toolbarSearch.getByRole('searchbox').fill(words);
  await toolbarSearch.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
}

const results = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('"2l milk" finds the 2 l milks, as "milk 2 l" does', async ({ page }) => {
      await page.goto('/');
      await chooseBranch(page, 'Mzansi Fresh Parow');
      await search(page, 'milk 2 l');
      await expect(results(page).first()).toBeVisible();
      const written = (await results(page).getByRole('heading').allTextContents()).sort();
      expect(written.length).toBeGreaterThan(5);
      for (const typed of ['2l milk', 'milk 2 litre']) {
        // The last search's list (the same milks) stays until the new answer is in: read the
        // list once that answer has come, and again until it is drawn (it read [] once, between).
        const answered = page.waitForResponse(
          (response) => graphqlRequest(response.request())?.variables.query === typed,
        );
        await search(page, typed);
        await answered;
        await expect(async () => {
          expect((await results(page).getByRole('heading').allTextContents()).sort()).toEqual(
            written,
          );
        }).toPass();
      }
      await expect(page.getByText(/did not return any results/)).toHaveCount(0);
      await page.screenshot({ path: `test-results/search-2l-milk-${name}.png` });
    });

    test('a misspelt word shows the corrected results, one tap searches what was typed', async ({
      page,
    }) => {
      await page.goto('/');
      await search(page, 'chiken');
      await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toHaveText(
        /Showing results for chicken\s*Search instead for chiken/,
      );
      await expect(results(page).first()).toContainText(/chicken/i);
      await expect(page.getByText(/did not return any results/)).toHaveCount(0);
      await page.screenshot({ path: `test-results/search-showing-results-for-${name}.png` });

      await page.getByRole('link', { name: 'chiken' }).click();
      await expect(page).toHaveURL(/\/search\?q=chiken&exact=1$/);
      await expect(page.getByRole('status')).toContainText('"chiken" did not return any results');
      await page.getByRole('button', { name: 'chicken' }).click();
      await expect(page).toHaveURL(/\/search\?q=chicken$/);
      await expect(results(page).first()).toContainText(/chicken/i);
      await expect(page.getByText('Showing results for')).toHaveCount(0);
    });
  });
}

test('in Afrikaans the correction says so in Afrikaans', async ({ page }) => {
  await speaks(page, 'af');
  await page.goto('/search?q=chiken');
  await expect(page.getByText('Wys resultate vir')).toBeVisible();
  await expect(page.getByText('Soek eerder vir')).toBeVisible();
});
