// The order's invoice is a South African tax invoice: opened from the order page of
// a delivered order that had a discount, delivery, bags and a card payment, it carries the
// date, the VAT number, the VAT included, and a line for each of those.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  advanceOrder,
  checkoutDeliver,
  fullBasket,
  placeAndPayWithPayGate,
} from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

/** The text lines of the simulator's one-page PDF, in order. */
function pdfLines(pdf: string): string[] {
  return [...pdf.matchAll(/\((.*)\) Tj/g)].map((match) => match[1]!.replace(/\\([\\()])/g, '$1'));
}

test('a delivered order opens a tax invoice with VAT, discount, delivery, bags and payment', async ({
  page,
}) => {
  test.slow(); // basket, address search, checkout, the provider's page and back
  await fullBasket(page);
  await checkoutDeliver(page);
  await page.getByRole('checkbox', { name: /Add plastic bags/ }).check();
  await page.getByLabel('Number of bags').fill('2');
  await page.getByRole('textbox', { name: 'Discount code' }).fill('STOKVEL5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'STOKVEL5 applied' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(/^R\s\d+\.\d\d$/); // once checked
  // As the invoice prints it: the page holds the amount together with a no-break space.
  const total = (await page.getByTestId('checkout-total').innerText()).trim().replace(/\s/g, ' ');
  const id = await placeAndPayWithPayGate(page);
  const reference = (await page.locator('#order-heading').innerText()).trim();

  // Before delivery there is no invoice yet.
  await expect(page.getByRole('link', { name: 'Invoice (PDF)' })).toHaveCount(0);
  await advanceOrder(page.request, id, 'delivered');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Review order' })).toBeVisible();

  // It opens in a tab of its own (the shop stays on the order). A shopper's browser shows it in
  // its PDF viewer; the suites' headless shell has none and saves it instead (docs/adr/0071), so
  // what is checked is the new tab's request and the answer: a PDF, to be shown, not saved.
  const invoiceUrl = new RegExp(`/media/invoices/${id}\\.pdf$`);
  const [invoice, asked] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (request) => invoiceUrl.test(request.url())),
    page.getByRole('link', { name: 'Invoice (PDF)' }).click(),
  ]);
  expect(asked.frame().page()).toBe(invoice);
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  const pdf = await page.request.get(asked.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(pdf.headers()['content-disposition'] ?? 'inline').not.toMatch(/^attachment/);
  const lines = pdfLines((await pdf.body()).toString('latin1'));
  const text = lines.join('\n');
  expect(lines[0]).toMatch(/^Tax invoice/);
  expect(text).toContain(`Invoice number ${reference}`);
  expect(text).toMatch(/Date \d{4}-\d{2}-\d{2}/);
  expect(text).toMatch(/VAT registration number 4\d{9}/);
  expect(text).toContain('Deliver to 21 Tygerberg Road, Parow, Cape Town, 7500');
  expect(text).toContain('Sunveld Low Fat Milk 1 l');
  expect(text).toMatch(/Discount \(STOKVEL5\) {2}-R 2\.85/);
  expect(text).toMatch(/Delivery {2}R\s\d+\.\d{2}/);
  expect(text).toMatch(/Bags \(2\) {2}R\s\d+\.\d{2}/);
  expect(text).toContain(`Total (VAT incl.)  ${total}`);
  expect(text).toMatch(/VAT at 15% included {2}R\s\d+\.\d{2}/);
  expect(text).toContain(`Card (PayGate)  ${total}`);
  expect(text).toContain('Paid in full');
});
