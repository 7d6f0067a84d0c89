// Delivery basics: an address found by searching the delivery area's streets and
// suburbs (no map service), edited to add the unit, complex and delivery instructions, used at
// checkout, and seen on the order (with its whole delivery slot), in what the shopper reads and
// in what the shop holds.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { cartButton, shopperContext } from './support/shop';
import { chooseFirstSlot, fullBasket, orderIdFrom, placeOrder } from './support-checkout';

test.use(shopperContext);

const STREET = '22 Fairfield Street, Parow, Cape Town, 7500';
const LEGACY_LINE =
  'Unit 7, Fairfield Court; 22 Fairfield Street, Parow, Cape Town, 7500 (Delivery instructions: Ring twice at the gate)';

async function gateway<T>(request: APIRequestContext, query: string, variables = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('add an address by search, edit it, deliver there and see it on the order', async ({
  page,
}) => {
  test.slow(); // a whole journey: address book, checkout, payment and the order
  await fullBasket(page);
  await page.goto('/address_management');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('dialog', { name: 'Add an address' });

  // Nothing we deliver to: said so.
  const search = form.getByRole('searchbox', { name: 'Find your street or suburb' });
  await search.fill('Sandton');
  await expect(form).toContainText('No street or suburb we deliver to matches “Sandton”');

  // A street, found by part of its name; the house number is still to add.
  await search.fill('fairfield');
  await form.getByRole('button', { name: 'Fairfield Street, Parow, Cape Town, 7500' }).click();
  const street = form.getByLabel('Address', { exact: true });
  await expect(street).toHaveValue('Fairfield Street, Parow, Cape Town, 7500');
  await expect(street).toBeFocused();
  await expect(form.getByLabel('Near the centre of Parow (from the search)')).toBeChecked();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Add the house number, e.g. 12 Main Road')).toBeVisible();
  await expect(street).toBeFocused();
  await street.fill(STREET);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  const list = page.getByRole('list', { name: 'Saved addresses' });
  await expect(list.getByRole('listitem', { name: STREET })).toContainText(
    'Served by Mzansi Fresh Parow',
  );

  // Edit: the unit, complex and what the driver should know.
  await list.getByRole('button', { name: `Edit ${STREET}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the address' });
  await expect(edit.getByLabel('Address', { exact: true })).toHaveValue(STREET);
  await expect(edit.getByLabel(/^Where it is saved now/)).toBeChecked();
  await edit.getByLabel('Unit or flat number').fill('7');
  await edit.getByLabel('Complex or building').fill('Fairfield Court');
  await edit.getByLabel('Delivery instructions').fill('Ring twice at the gate');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  const edited = list.getByRole('listitem', { name: `Unit 7, Fairfield Court, ${STREET}` });
  await expect(edited).toContainText('Unit 7, Fairfield Court');
  await expect(edited).toContainText('Delivery instructions: Ring twice at the gate');
  await page.reload();
  await expect(edited).toBeVisible();

  // What the shop holds: the one line the legacy API keeps, read back into its parts.
  const held = await gateway<{
    viewer: { addresses: Array<{ formatted: string; unit: string; complex: string }> };
  }>(page.request, '{ viewer { addresses { formatted unit complex deliveryInstructions } } }');
  expect(held.viewer.addresses).toContainEqual({
    formatted: LEGACY_LINE,
    unit: '7',
    complex: 'Fairfield Court',
    deliveryInstructions: 'Ring twice at the gate',
  });
  expect(
    held.viewer.addresses.filter((address) => address.formatted.includes(STREET)),
  ).toHaveLength(1);

  // Checkout: deliver to it.
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery to your door' }).check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  const choice = page.getByRole('radio', { name: /Unit 7, Fairfield Court/ });
  await expect(page.getByRole('group', { name: 'Your addresses' })).toContainText(
    'Delivery instructions: Ring twice at the gate',
  );
  await choice.click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  const chosen = page.getByTestId('delivery-address');
  await expect(chosen).toContainText('Unit 7, Fairfield Court');
  await expect(chosen).toContainText(STREET);
  await expect(chosen).toContainText('Delivery instructions: Ring twice at the gate');
  await chooseFirstSlot(page, 'Delivery time slot');
  const slotDay = await page
    .locator('.timeslot-day:has(input:checked) .timeslot-day-name')
    .textContent();
  const slotHours = await page.locator('.timeslot:has(input:checked)').textContent();
  expect(slotHours).toMatch(/^\d\d:\d\d\u2060?–\u2060?\d\d:\d\d$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await placeOrder(page, 'PayGate (card)');
  await page.getByRole('button', { name: /^Pay R .* with PayGate \(card\)$/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

  // The order shows it, and the order the shop holds carries the whole line to the driver.
  const shown = page.getByTestId('order-address');
  await expect(shown).toContainText('Unit 7, Fairfield Court');
  await expect(shown).toContainText(STREET);
  await expect(shown).toContainText('Delivery instructions: Ring twice at the gate');
  // The whole slot, start and end, as it was chosen: its day with month and year.
  const slotText = await page.getByTestId('order-slot').textContent();
  expect(slotText).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d\u2060?–\u2060?\d\d:\d\d$/);
  expect(slotText).toContain(`, ${slotHours}`);
  // The grid's day name ("Tomorrow", "Thu 26 Nov") is that day: its date is in the line.
  expect(slotDay).toBeTruthy();
  const order = await gateway<{
    viewer: { order: { shippingAddress: { formatted: string; deliveryInstructions: string } } };
  }>(
    page.request,
    'query ($id: ID!) { viewer { order(id: $id) { shippingAddress { formatted deliveryInstructions } } } }',
    { id: orderIdFrom(page.url()) },
  );
  expect(order.viewer.order.shippingAddress).toEqual({
    formatted: LEGACY_LINE,
    deliveryInstructions: 'Ring twice at the gate',
  });
});

test('the address form says what is wrong, and the search finds suburbs too', async ({ page }) => {
  await fullBasket(page);
  await page.goto('/address_management');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('dialog', { name: 'Add an address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(
    form.getByText('Enter the street address, or search for your street above'),
  ).toBeVisible();
  await expect(form.getByText('Choose where the address is')).toBeVisible();
  await expect(form.getByLabel('Address', { exact: true })).toBeFocused();

  await form.getByRole('searchbox', { name: 'Find your street or suburb' }).fill('rondebosch');
  const suggestions = form.getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(suggestions.first()).toHaveText('Rondebosch, Cape Town, 7700');
  await expect(suggestions).toContainText(['Main Road, Rondebosch, Cape Town, 7700']);
  // Enter takes the first suggestion.
  await form.getByRole('searchbox', { name: 'Find your street or suburb' }).press('Enter');
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue(
    'Rondebosch, Cape Town, 7700',
  );
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Add the house number, e.g. 12 Main Road')).toBeVisible();
});
