// The shop's welcome popup is a card its picture and buttons fill, on a desktop (1366 x 768) as
// on a phone (412 x 915): never a small picture in a wide empty box.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

const TITLE = 'Welcome! Orders from R10, delivered to your door';

async function popupBoxes(page: Page) {
  const popup = page.getByRole('complementary', { name: 'Announcement' });
  const picture = popup.getByRole('img', { name: TITLE });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  const actions = popup.getByRole('button', { name: 'Dismiss' });
  return {
    popup,
    box: (await popup.boundingBox())!,
    picture: (await picture.boundingBox())!,
    dismiss: (await actions.boundingBox())!,
  };
}

for (const [name, viewport, isMobile] of [
  ['desktop', { width: 1366, height: 768 }, false],
  ['phone', { width: 412, height: 915 }, true],
] as const) {
  test.describe(name, () => {
    test.use({ ...shopperContext, viewport, isMobile });

    test(`the welcome popup is a card its picture and buttons fill (${name})`, async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      const { popup, box, picture, dismiss } = await popupBoxes(page);
      await popup.screenshot({ path: testInfo.outputPath(`welcome-popup-${name}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`welcome-home-${name}.png`) });
      // The picture is shown large enough to read: most of the card's width.
      expect(picture.width / box.width).toBeGreaterThan(0.6);
      // No wide empty band in the card: right of the buttons, below the picture and buttons.
      const contentRight = Math.max(picture.x + picture.width, dismiss.x + dismiss.width);
      expect(box.x + box.width - contentRight).toBeLessThan(24);
      const contentBottom = Math.max(picture.y + picture.height, dismiss.y + dismiss.height);
      expect(box.y + box.height - contentBottom).toBeLessThan(24);
      // On a desktop it never takes the first screen: the categories start on it.
      await expect(page.getByRole('heading', { name: 'Categories' })).toBeInViewport();
    });
  });
}
