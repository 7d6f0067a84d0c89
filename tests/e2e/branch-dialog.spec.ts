// The branch dialog: no card runs past the dialog's edge on a phone, each day's hours
// sit on one line, and each branch says whether it is open now (from its hours, Johannesburg time).
import { expect } from '@playwright/test';
import { ROUNDING_PX } from './support/layout';
import { test } from './support/test';
import { openBranchDialog, shopperContext } from './support/shop';

test.use(shopperContext);

test('on a phone each branch fits, its hours on one line, with open now or when it opens', async ({
  page,
}) => {
  // Tuesday 24 November 2026, 10:00 in Johannesburg.
  await page.clock.setFixedTime(new Date('2026-11-24T08:00:00Z'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await openBranchDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  const parow = dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' });
  await expect(parow).toContainText('Open now · closes 19:00');
  // A branch closed for stocktake says so instead.
  await expect(dialog.getByRole('listitem', { name: 'Kaap Spens Milnerton' })).toContainText(
    'Closed for stocktake',
  );

  await parow.getByText('Opening hours').click();
  const rows = parow.locator('.supplier-hours dd');
  await expect(rows).toHaveCount(7);
  const lines = await rows.evaluateAll((cells) =>
    cells.map((cell) => {
      const style = getComputedStyle(cell);
      return cell.getBoundingClientRect().height <= parseFloat(style.lineHeight) * 1.2;
    }),
  );
  expect(lines).toEqual(Array(7).fill(true));

  const overflow = await dialog.evaluate((element, slack) => {
    const body = element.querySelector('.dialog-body')!;
    const edge = body.getBoundingClientRect().right;
    const cards = Array.from(body.querySelectorAll('.supplier-card'));
    return {
      sideways: Math.max(0, body.scrollWidth - body.clientWidth - slack),
      pastEdge: cards.filter((card) => card.getBoundingClientRect().right > edge + 0.5).length,
    };
  }, ROUNDING_PX);
  expect(overflow).toEqual({ sideways: 0, pastEdge: 0 });
});

test('after hours a branch says when it opens next', async ({ page }) => {
  // Tuesday 24 November 2026, 20:00 in Johannesburg: Parow opens again on Wednesday at 07:30.
  await page.clock.setFixedTime(new Date('2026-11-24T18:00:00Z'));
  await page.goto('/');
  await openBranchDialog(page);
  await expect(
    page
      .getByRole('dialog', { name: 'Choose a branch' })
      .getByRole('listitem', { name: 'Mzansi Fresh Parow' }),
  ).toContainText('Closed · opens tomorrow 07:30');
});
