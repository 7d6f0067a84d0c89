import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/harness.js';
import { vatIncluded, vatNumber } from './invoice.js';

/** The text lines of the simulator's one-page PDF, in order. */
function pdfLines(pdf: string): string[] {
  return [...pdf.matchAll(/\((.*)\) Tj/g)].map((match) => match[1]!.replace(/\\([\\()])/g, '$1'));
}

const rand = (cents: number) =>
  `R ${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${String(cents % 100).padStart(2, '0')}`;

describe('tax invoice', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  it('works out VAT included at 15% and a SARS-shaped VAT number', () => {
    expect(vatIncluded(11_500)).toBe(1_500);
    expect(vatIncluded(4_499)).toBe(587);
    expect(vatNumber(1)).toMatch(/^4\d{9}$/);
    expect(vatNumber(1)).not.toBe(vatNumber(2));
  });

  it('is a South African tax invoice: supplier and VAT number, buyer, lines, VAT, payments', async () => {
    const token = await h.signIn();
    const order = await h.placeOrder(token, { provider: 'debtorcard' });
    await h.call('POST', `/sim/orders/${order.id}/advance`, { body: { status: 'collected' } });
    const collected = await h.call<{ order: { pdf_invoice_url: string } }>(
      'GET',
      `/api/v1/orders/${order.id}`,
      { token },
    );
    const path = new URL(collected.body.order.pdf_invoice_url, 'http://sim.local').pathname;
    expect(path).toBe(`/media/invoices/${order.id}.pdf`);
    const pdf = await h.call('GET', path);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const lines = pdfLines(pdf.text);

    expect(lines[0]).toBe(`Tax invoice ${order.reference}`);
    expect(lines).toContain(`VAT registration number ${vatNumber(1)}`);
    expect(
      lines.some((line) => line.startsWith(`Invoice number ${order.reference}    Date 20`)),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith('Customer Thandi'))).toBe(true);
    for (const item of order.order_items)
      expect(lines.some((line) => line.startsWith(`${item.qty}  `))).toBe(true);
    expect(lines).toContain(`Total (VAT incl.)  ${rand(order.total_in_cents)}`);
    expect(lines).toContain(`VAT at 15% included  ${rand(vatIncluded(order.total_in_cents))}`);
    if (order.bag_total_in_cents > 0)
      expect(lines).toContain(`Bags (${order.bag_qty})  ${rand(order.bag_total_in_cents)}`);
    expect(lines).toContain('Payments');
    expect(lines.at(-1)).toMatch(/^(Amount due R [\d ]+\.\d\d|Paid in full)$/);
  });
});
