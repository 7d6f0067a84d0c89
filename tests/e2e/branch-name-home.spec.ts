// The chosen branch's name has one home, the gateway's answers: the device keeps the branch's id
// (in the branch cookie, ADR 0075), never its name. Before, both kept the name beside the
// id: a branch renamed since the shopper chose it showed its name as the shop has it in the
// server's page, then the old one once the scripts ran, until another branch was chosen.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('suppliers-v1') ?? 'null') as unknown);

const branchCookie = async (page: Page) =>
  decodeURIComponent(
    (await page.context().cookies()).find((cookie) => cookie.name === 'sf_branch')?.value ?? '',
  );

test('the device keeps the chosen branch’s id; its name is the shop’s, also when it was kept', async ({
  page,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await expect
    .poll(async () => JSON.parse((await branchCookie(page)) || 'null'))
    .toEqual({
      id: '101',
    });
  expect((await stored(page)) ?? {}).not.toHaveProperty('selected');

  // What a choice made before the branch was renamed left on the device: the old name.
  await page.evaluate(() =>
    localStorage.setItem(
      'suppliers-v1',
      JSON.stringify({ selected: { id: '101', name: 'Mzansi Fresh Parow Old Road' } }),
    ),
  );
  await page.reload();
  const bar = page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' });
  await expect(bar).toHaveAttribute('aria-haspopup', 'dialog'); // hydrated
  await expect(page.locator('.supplier-bar-name')).toHaveText('Mzansi Fresh Parow');
  await expect(page.getByText('Old Road')).toHaveCount(0);
});
