// The simulator's pack shots, drawn in Chromium: every seeded product's brand is written inside its
// pack, never past its edge onto the white background (a bottle read "Dairy Koe" and wider names
// lost letters on both sides) nor under the white window that holds the icon.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

/** Seeded sellables are numbered from 1001 (legacy-sim/src/data/catalogue.ts). */
const FIRST_SELLABLE = 1001;
const SELLABLES = 566;

test('every pack shot writes its whole brand inside the pack', async ({ page, request }) => {
  await page.goto('/search?q=milk');
  const picture = page.getByRole('list', { name: 'Search results' }).locator('img').first();
  await expect(picture).toBeVisible();
  // Where the shop's pictures come from (the simulator's public address).
  const origin = new URL((await picture.getAttribute('src'))!, page.url()).origin;

  const pictures: Array<{ id: number; svg: string }> = [];
  for (let id = FIRST_SELLABLE; id < FIRST_SELLABLE + SELLABLES; id += 1) {
    const response = await request.get(`${origin}/media/products/${id}.svg`);
    if (response.ok()) pictures.push({ id, svg: await response.text() });
  }
  expect(pictures.length).toBeGreaterThan(500);

  // Measured in a page of their own: the shop's content policy keeps inline SVG out.
  await page.goto('about:blank');
  const outside = await page.evaluate((pictures) => {
    const found: string[] = [];
    const holder = document.createElement('div');
    document.body.append(holder);
    for (const { id, svg: text } of pictures) {
      holder.innerHTML = text;
      const svg = holder.querySelector('svg');
      const brand = svg?.querySelector<SVGTextElement>('[data-part="brand"]');
      const shape = svg?.querySelector<SVGGeometryElement>('[data-part="shape"]');
      if (!svg || !brand) continue;
      if (!shape) {
        found.push(`${id}: no pack shape`);
        continue;
      }
      const window = svg.querySelector<SVGGeometryElement>('[data-part="window"]');
      const box = brand.getBBox();
      const bottom = box.y + box.height;
      const under = [box.x, box.x + box.width / 2, box.x + box.width].map(
        (x) => new DOMPoint(x, bottom),
      );
      if (window && under.some((point) => window.isPointInFill(point)))
        found.push(`${id}: ${brand.textContent} under the window`);
      const middle = box.y + box.height / 2;
      const ends = [new DOMPoint(box.x, middle), new DOMPoint(box.x + box.width, middle)];
      if (!ends.every((point) => shape.isPointInFill(point)))
        found.push(`${id}: ${brand.textContent} (${svg.getAttribute('aria-label')})`);
    }
    return found;
  }, pictures);
  expect(outside).toEqual([]);
});
