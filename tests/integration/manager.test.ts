/** Manager and supplier calls through the gateway: the streamed import upload and mutations. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const MANAGER = { 'x-manager-authorization': 'sim-manager-dev-token' };

function importForm(rows: number): FormData {
  const form = new FormData();
  form.set('import_type', 'products');
  form.set('supplier_id', '101');
  const csv = ['barcode,name', ...Array.from({ length: rows }, (_, i) => `600${i},Item ${i}`)];
  form.set('file', new Blob([csv.join('\n')], { type: 'text/csv' }), 'products.csv');
  return form;
}

describe('manager', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('streams an import upload to the legacy API and answers the import', async () => {
    const response = await fetch(`${stack.gatewayUrl}/manager/imports`, {
      method: 'POST',
      headers: MANAGER,
      body: importForm(3),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { import: Record<string, unknown> };
    expect(body.import).toMatchObject({
      importType: 'products',
      supplierId: '101',
      rowCount: 3,
      contentType: 'text/csv',
    });
    expect((await stack.calls()).calls).toEqual({ 'POST /manager/api/v1/imports': 1 });
  });

  it('refuses an upload without the manager header, or too large, without calling upstream', async () => {
    const unauthorised = await fetch(`${stack.gatewayUrl}/manager/imports`, {
      method: 'POST',
      body: importForm(1),
    });
    expect(unauthorised.status).toBe(401);
    const small = await startStackLimited();
    try {
      const tooLarge = await fetch(`${small.gatewayUrl}/manager/imports`, {
        method: 'POST',
        headers: MANAGER,
        body: importForm(500),
      });
      expect(tooLarge.status).toBe(413);
      expect((await small.calls()).total).toBe(0);
    } finally {
      await small.close();
    }
    expect((await stack.calls()).total).toBe(0);
  });

  it('updates an import and creates leaflets with the header, never without it', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    const upload = await fetch(`${stack.gatewayUrl}/manager/imports`, {
      method: 'POST',
      headers: MANAGER,
      body: importForm(2),
    });
    const { import: created } = (await upload.json()) as { import: { id: string } };
    const UPDATE = `mutation ($id: ID!) { updateImport(input: { importId: $id, status: PROCESSING }) {
      import { id status } errors { message } } }`;

    const without = await client.request(UPDATE, { id: created.id });
    expect(without.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const wrong = await client.request(
      UPDATE,
      { id: created.id },
      {
        'x-manager-authorization': 'guess',
      },
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const updated = await client.request<{ updateImport: { import: { status: string } } }>(
      UPDATE,
      { id: created.id },
      MANAGER,
    );
    expect(updated.data?.updateImport.import).toEqual({ id: created.id, status: 'PROCESSING' });

    const leaflet = await client.request<{
      createLeaflet: { leaflets: Array<{ name: string }>; errors: unknown[] };
    }>(
      `mutation { createLeaflet(input: {
        name: "Month-end specials", path: "/leaflets/month-end.pdf", supplierIds: ["101", "102"],
        startAt: "2026-11-25T00:00:00+02:00", endAt: "2026-11-30T23:59:00+02:00",
        visibleAt: "2026-11-24T00:00:00+02:00", published: true
      }) { leaflets { name } errors { message } } }`,
      undefined,
      MANAGER,
    );
    expect(leaflet.data?.createLeaflet.errors).toEqual([]);
    expect(leaflet.data?.createLeaflet.leaflets).toHaveLength(2);
  });

  it('reports a supplier order issue with the manager header', async () => {
    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    const order = await placeOrder(thandi, stack.sim.url, `manager-${Date.now()}`);
    const client = new GraphqlClient(stack.gatewayUrl);
    const result = await client.request<{
      reportSupplierOrderPackIssue: { order: { id: string } | null; errors: unknown[] };
    }>(
      `mutation ($id: ID!) { reportSupplierOrderPackIssue(input: { orderId: $id, note: "Crate damaged" }) {
        order { id } errors { message } } }`,
      { id: order.id },
      MANAGER,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.reportSupplierOrderPackIssue).toEqual({
      order: { id: order.id },
      errors: [],
    });
  });
});

async function startStackLimited() {
  return startStack({ UPLOAD_LIMIT_BYTES: '1024' });
}
