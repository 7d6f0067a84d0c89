// Afrikaans and French screens with no English left: every sentence of the English
// catalog whose translation differs must not appear on the shop's main screens in af or fr.
// Catalogue data (product, brand and branch names) is not in the catalog and may stay as written.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { drawEveryCard, shopperContext } from './support/shop';
import { within } from '../support/time-scale';
import { speaks } from './support/seed';

test.use(shopperContext);

/** msgid → msgstr of a catalog, single-line entries only. */
function catalog(locale: string): Map<string, string> {
  const path = fileURLToPath(
    new URL(`../../web/src/locales/${locale}/messages.po`, import.meta.url),
  );
  const entries = new Map<string, string>();
  const pattern = /^msgid "(.+)"\nmsgstr "(.*)"$/gm;
  for (const [, id, text] of readFileSync(path, 'utf8').matchAll(pattern)) {
    entries.set(id!.replace(/\\"/g, '"'), text!.replace(/\\"/g, '"'));
  }
  return entries;
}

/**
 * English fragments that would show an untranslated text: the longest literal part (between
 * placeholders) of each sentence, when it has at least two words and its translation differs.
 */
function englishFragments(locale: string): string[] {
  const fragments = new Set<string>();
  for (const [id, text] of catalog(locale)) {
    if (!text || text === id) continue;
    const literal = id
      .split(/\{[^}]*\}|<\d+>|<\/\d+>/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    if (literal && /\w+\s+\w+/.test(literal) && !text.includes(literal)) fragments.add(literal);
  }
  return [...fragments];
}

const screens = [
  '/',
  '/category/1',
  '/product/1',
  '/search?q=maize',
  '/promotions',
  '/stokvel',
  '/leaflets',
  '/basket',
];

for (const locale of ['af', 'fr']) {
  test(`${locale}: the main screens show no English sentence`, async ({ page }) => {
    test.setTimeout(within(120_000));
    const english = englishFragments(locale);
    expect(english.length).toBeGreaterThan(100);
    await speaks(page, locale);
    for (const path of screens) {
      await page.goto(path);
      await graphqlSettled(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await drawEveryCard(page);
      const shown = await page.locator('body').innerText();
      const left = english.filter((fragment) => shown.includes(fragment));
      expect(left, `${locale} ${path}`).toEqual([]);
    }
  });
}
