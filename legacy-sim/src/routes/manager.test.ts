import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANAGER_AUTH_HEADER } from '@shopfront/legacy-api';
import { createHarness, type Harness } from '../test-support/harness.js';

const csvForm = (fields: Record<string, string>, csv: string) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([csv], { type: 'text/csv' }), 'offers.csv');
  return data;
};

describe('manager calls', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  it('need the manager header: 401 without it, 403 with a wrong value', async () => {
    const body = { note: 'x' };
    expect((await h.call('POST', '/api/v1/supplier_order_pack/1/issue', { body })).status).toBe(
      401,
    );
    const wrong = await h.call('POST', '/manager/api/v1/leaflets', {
      headers: { [MANAGER_AUTH_HEADER]: 'guess' },
      body: {},
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.status).toBe('forbidden');
  });

  it('an offers import reprices and restocks the branch shelf', async () => {
    const [offer] = h.plainOffers(101);
    const barcode = h.ctx.state.sellables.find((s) => s.id === offer?.sellableId)?.barcode;
    const result = await h.call('POST', '/manager/api/v1/imports', {
      headers: h.manager,
      form: csvForm(
        { import_type: 'offers', supplier_id: '101' },
        `barcode,price_in_cents,stock\n${barcode},1234,0\n`,
      ),
    });
    expect(result.status).toBe(201);
    expect(result.body.import).toMatchObject({
      status: 'imported',
      row_count: 1,
      supplier_name: 'Mzansi Fresh Parow',
    });
    const offers = await h.call(
      'GET',
      `/catalog/v1/sellables/${offer?.sellableId}/offers?supplier_id=101`,
    );
    expect(offers.body.resources[0]).toMatchObject({ price_in_cents: 1234, price: 'R 12.34' });
    expect(offers.body.resources[0].out_of_stock_at).toEqual(expect.any(String));
    const updated = await h.call('PUT', `/manager/api/v1/imports/${result.body.import.id}`, {
      headers: h.manager,
      body: { import: { status: 'failed' } },
    });
    expect(updated.body.import.status).toBe('failed');
  });

  it('posts a leaflet per branch, served as a real PDF', async () => {
    const now = Date.now();
    const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
    const created = await h.call('POST', '/manager/api/v1/leaflets', {
      headers: h.manager,
      body: {
        leaflet: {
          name: 'Month-end mega deals',
          path: 'month-end.pdf',
          supplier_ids: [201, 202],
          start_at: iso(-1),
          end_at: iso(6),
          visible_at: iso(-1),
          published: true,
        },
      },
    });
    expect(created.body.leaflets).toHaveLength(2);
    const listed = await h.call('GET', '/catalog/v1/suppliers/202/leaflets');
    expect(listed.body.resources.map((l: { name: string }) => l.name)).toContain(
      'Month-end mega deals',
    );
    const pdf = await h.call('GET', new URL(created.body.leaflets[0].url).pathname);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.text).toContain('%%EOF');
  });

  it('packing short makes the order stock short; issues land on the timeline', async () => {
    const token = await h.signIn();
    const order = await h.placeOrder(token, { provider: 'debtorcard' });
    const item = order.order_items[0];
    const packed = await h.call('POST', `/api/v1/supplier_order_pack/${order.id}/complete`, {
      headers: h.manager,
      body: { packed: [{ order_item_id: item?.id, qty: 1 }] },
    });
    expect(packed.body.order.status).toBe('stock_short');
    const issue = await h.call('POST', `/api/v1/supplier_order_process/${order.id}/issue`, {
      headers: h.manager,
      body: { note: 'Till offline' },
    });
    expect(issue.body.order.order_events.at(-1)).toMatchObject({
      name: 'process_issue',
      message: 'Till offline',
    });
  });
});

describe('media', () => {
  it('serves every image it links to, locally', async () => {
    const h = await createHarness();
    try {
      const product = await h.call('GET', '/catalog/v1/products/5');
      const sellable = product.body.product.sellables[0];
      for (const url of [
        sellable.image_url,
        sellable.image_lg_url,
        sellable.brand?.image_url,
        product.body.product.image_url,
      ]) {
        if (!url) continue;
        expect(url).toMatch(/^http:\/\/sim\.test\/media\//);
        const image = await h.call('GET', new URL(url).pathname);
        expect(image.status).toBe(200);
        expect(image.headers['content-type']).toContain('image/svg+xml');
      }
      const large = await h.call('GET', new URL(sellable.image_lg_url).pathname);
      expect(large.text).toContain('width="640"');
      const banners = await h.call('GET', '/api/v2/ads');
      const banner = await h.call('GET', new URL(banners.body.ads.banners[0].image_url).pathname);
      expect(banner.status).toBe(200);
      const all = JSON.stringify((await h.call('GET', '/catalog/v1/products/sample')).body);
      expect(all.match(/https?:\/\/[^"/]+/g)?.every((origin) => origin === 'http://sim.test')).toBe(
        true,
      );
    } finally {
      await h.close();
    }
  });
});
