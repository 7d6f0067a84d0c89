// A search across branches (Price comparison) on a phone and on a desktop: every pack is a card
// of its own (the 10 kg maize meal beside the 2.5 kg), each saying how many branches sell that very
// pack, "Show more" adds cards, and no branch line ends in a dangling "·".
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 915 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
] as const;

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

/**
 * Each part of each card's branch line: whether it starts a visual line, and whether the dot drawn
 * before it is out of sight. A dot is seen only between two parts on one line.
 */
async function branchLineParts(page: Page) {
  return page.locator('.offer-where-line').evaluateAll((lines) =>
    lines.flatMap((line) => {
      const box = line.parentElement!.getBoundingClientRect();
      const parts = Array.from(line.children);
      return parts.map((part, index) => {
        const top = part.getBoundingClientRect().top;
        const previous = parts[index - 1]?.getBoundingClientRect();
        return {
          text: part.textContent,
          startsLine: !previous || top >= previous.bottom - 2,
          dotHidden: part.getBoundingClientRect().left < box.left - 0.5,
        };
      });
    }),
  );
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('every pack is a card, counted honestly, and "Show more" adds some', async ({ page }) => {
      await page.goto('/search?q=maize+meal');
      await expect(cards(page).first()).toBeVisible();
      const texts = await cards(page).allTextContents();
      expect(texts.some((text) => /10 kg/.test(text))).toBe(true);
      expect(texts.some((text) => /2\.5 kg/.test(text))).toBe(true);
      for (const text of texts) expect(text).toMatch(/Cheapest of \d+|Only here/);
      // A dot only between two parts on one line: none ends or starts a line.
      for (const part of await branchLineParts(page)) {
        expect({ ...part, dotHidden: part.startsLine }).toEqual(part);
      }
      await page.screenshot({ path: `test-results/search-packs-${name}.png` });

      const before = await cards(page).count();
      const showMore = page.getByRole('button', { name: 'Show more' });
      // Scrolled into view, "Show more" loads the next page by itself (ui/LoadMore.tsx): the tap's
      // own scrolling can load a page before the tap lands, and each page loaded so moves the
      // button on, so the tap is tried again until more cards are there (in ci88 the pages
      // loaded this way to the last, which takes the button away, and the tap waited for good).
      await expect(async () => {
        if (await showMore.isVisible()) await showMore.click({ timeout: 1_000 });
        expect(await cards(page).count()).toBeGreaterThan(before);
      }).toPass();
    });
  });
}
