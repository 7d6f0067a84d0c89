// What a search finds, on a phone and on a desktop (a misspelt word: search-typed.spec.ts): a
// result's facts (price, branch, how many branches) match its product page with the
// branch named in full, and a product the chosen branch does not sell is shown at the branch that
// does, with its distance and one tap to shop there.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

async function search(page: Page, words: string): Promise<void> {
  const toolbarSearch = page.getByRole('search', { name: 'Search the shop' });
  await toolbarSearch.getByRole('searchbox').fill(words);
  await toolbarSearch.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${words.replace(/ /g, '\\+')}$`));
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a result tells the facts of its product page, with the whole branch name', async ({
      page,
    }) => {
      await page.goto('/');
      await search(page, 'buttermilk');
      const result = page
        .getByRole('list', { name: 'Search results' })
        .getByRole('listitem')
        .first();
      await expect(result).toBeVisible();
      const branch = (await result.locator('.offer-supplier').textContent())!.replace(/\s*·$/, '');
      const price = (await result.locator('.price-now').textContent())!.trim();
      const note = (await result.locator('.offer-note').textContent())!.trim();
      // The branch name is shown whole: nothing of it is hidden.
      const cut = await result
        .locator('.offer-supplier')
        .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut).toBe(false);
      await page.screenshot({ path: `test-results/search-facts-${name}.png` });

      const heading = (await result.getByRole('heading').textContent())!.trim();
      await result.getByRole('link', { name: heading }).click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
      const rows = page.getByRole('list', { name: /^Offers for / }).getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      const branches = new Set(
        (await rows.locator('.branch-price-branch').allTextContents()).map((b) => b.trim()),
      );
      expect(note).toBe(branches.size > 1 ? `Cheapest of ${branches.size}` : 'Only here');
      // The page marks the cheapest of each pack ("Cheapest 1 l", or "Cheapest" for one pack):
      // the result's price and branch are one of them.
      const cheapest = rows.filter({
        has: page.locator('.label', { hasText: /^Cheapest(?! per)/ }),
      });
      if (branches.size > 1 || (await rows.count()) > 1) {
        await expect(
          cheapest
            .filter({ has: page.locator('.branch-price-branch', { hasText: branch }) })
            .filter({ has: page.locator('.price-now', { hasText: price }) }),
        ).toHaveCount(1);
      }
    });

    test('a product sold only at another branch says where and how far, one tap to go', async ({
      page,
    }) => {
      await page.goto('/');
      await chooseBranch(page, 'Mzansi Fresh Parow');
      await search(page, 'sonskyn rice');
      await expect(page.getByRole('status')).toContainText('did not return any results');
      const elsewhere = page.getByRole('region', { name: /Not sold at Mzansi Fresh Parow/ });
      const hit = elsewhere.getByRole('listitem').filter({ hasText: 'Sonskyn Parboiled Rice' });
      await expect(hit.locator('.offer-supplier')).toHaveText(/^Boland Bulk Bellville\b/);
      await expect(hit.locator('.offer-note')).toHaveText(/^4[.,]\d km away$/);
      await page.screenshot({ path: `test-results/search-elsewhere-${name}.png` });
      await elsewhere.getByRole('button', { name: 'Shop at Boland Bulk Bellville' }).click();
      await expect(
        page.getByRole('button', { name: 'Branch: Boland Bulk Bellville. Change branch' }),
      ).toBeVisible();
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
      await expect(results.filter({ hasText: 'Sonskyn Parboiled Rice' })).toHaveCount(1);
    });
  });
}
