import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { createHarness, type Harness } from '../test-support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('catalogue pictures served by the simulator', () => {
  it('a pack shot per sellable: valid SVG with the icon, brand and pack size, thumbnail and large', async () => {
    const sellable = h.ctx.state.sellables.find((s) => s.name.includes('Super Maize Meal'))!;
    const brand = h.ctx.state.brands.find((b) => b.id === sellable.brandId)!.name;
    const thumb = await h.call('GET', `/media/products/${sellable.id}.svg`);
    const large = await h.call('GET', `/media/products/${sellable.id}-lg.svg`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(thumb.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(XMLValidator.validate(thumb.text)).toBe(true);
    expect(thumb.text).toMatch(/^<svg[^>]* width="160" height="160"/);
    expect(large.text).toMatch(/^<svg[^>]* width="640" height="640"/);
    expect(thumb.text).toContain(brand);
    expect(thumb.text).toContain(sellable.pack);
    expect(thumb.text).toContain('<path'); // the icon's drawing, not initials
  });

  it('no per-kg item falls back to initials', async () => {
    const perKg = h.ctx.state.sellables.filter((s) => s.perKg).slice(0, 5);
    expect(perKg.length).toBeGreaterThan(0);
    for (const sellable of perKg) {
      const response = await h.call('GET', `/media/products/${sellable.id}.svg`);
      expect(response.text).not.toMatch(/>[A-Z]{1,2}\(</);
      expect(response.text).not.toMatch(/font-size="52"/);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await h.call('GET', '/media/categories/19.svg');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await h.call('GET', '/media/categories/19.svg', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('a picture per category and a logo per store group for branches', async () => {
    const category = await h.call('GET', '/media/categories/19.svg');
    expect(XMLValidator.validate(category.text)).toBe(true);
    expect(category.text).toContain('aria-label="Milk"');
    const supplier = h.ctx.state.suppliers[0]!;
    const group = h.ctx.state.agencies.find((a) => a.id === supplier.agencyId)!;
    const logo = await h.call('GET', `/media/suppliers/${supplier.id}.svg`);
    expect(XMLValidator.validate(logo.text)).toBe(true);
    expect(logo.text).toContain(`aria-label="${group.name.replace(/&/g, '&amp;')}"`);
  });

  it('keeps every product thumbnail small for data-free mode', async () => {
    let biggest = 0;
    for (const sellable of h.ctx.state.sellables) {
      const response = await h.call('GET', `/media/products/${sellable.id}.svg`);
      expect(response.status).toBe(200);
      biggest = Math.max(biggest, Buffer.byteLength(response.text));
    }
    expect(biggest).toBeLessThan(12_000);
  });
});
