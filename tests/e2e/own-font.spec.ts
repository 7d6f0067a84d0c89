// The shop ships its own font (web/src/app/font.css): every page, server-rendered or not, preloads
// it, downloads it once (the preload is the request the stylesheet uses) and lays its text out in
// it, whatever fonts the machine has.
import { expect } from '@playwright/test';
import { test } from './support/test';

const FONT_FILE = /\/assets\/noto-sans-latin-wght-normal-[\w-]+\.woff2$/;

for (const path of ['/', '/category/1']) {
  test(`${path} preloads the shop's font, fetches it once and shows its text in it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const preload = html.match(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/,
    );
    expect(preload?.[1]).toMatch(FONT_FILE);

    const fontRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.woff2')) fontRequests.push(sent.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Noto Sans Variable') loaded.push(face.status);
      });
      return { family: getComputedStyle(document.querySelector('h1')!).fontFamily, loaded };
    });
    expect(used.family).toMatch(/^"?Noto Sans Variable"?,/);
    expect(used.loaded).toEqual(['loaded']);
    expect(fontRequests).toHaveLength(1);
    expect(fontRequests[0]).toMatch(FONT_FILE);
  });
}
