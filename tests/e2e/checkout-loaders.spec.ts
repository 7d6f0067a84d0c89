// The checkout screens start their data in their route loaders: the request leaves while the
// screen's code is still on its way (held here until the request is seen), and the screen then
// reads that answer instead of asking again. The screens rendered on the server bring their data
// with the page.
import { expect, type Locator } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { atConfirmationCollecting, fullBasket } from './support-checkout';
import { graphqlRequest, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

test('each checkout screen asks for its data before its code arrives, and once', async ({
  page,
}) => {
  test.setTimeout(within(90_000));
  await fullBasket(page);
  await atConfirmationCollecting(page);
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation) asked.set(operation, (asked.get(operation) ?? 0) + 1);
  });

  const screens: Array<[path: string, chunk: string, operations: string[], shown: Locator]> = [
    [
      '/checkout/dispatch',
      'DispatchPage',
      ['CheckoutSetup', 'CheckoutTimeslots'],
      page.getByRole('radiogroup', { name: /^Collect time slot, / }),
    ],
    [
      '/checkout/confirmation',
      'ConfirmationPage',
      ['CheckoutSetup', 'CheckoutViewer'],
      page.getByRole('button', { name: 'Place order' }),
    ],
    [
      '/checkout/shipping_address',
      'ShippingAddressPage',
      ['AddressBook'],
      page.getByRole('button', { name: 'Add a new address' }),
    ],
  ];
  // The dispatch step, the delivery address and the confirmation are rendered on the server for
  // a signed-in shopper (docs/adr/0057, 0062): their data comes with the page, asked at most once
  // more (none when the page carried it), and their code is not held back (the page hydrates
  // with it).
  const rendered = new Set([
    '/checkout/dispatch',
    '/checkout/shipping_address',
    '/checkout/confirmation',
  ]);
  for (const [path, chunk, operations, shown] of screens) {
    asked.clear();
    if (rendered.has(path)) {
      const served = await page.goto(path);
      expect(served?.headers()['x-render'], path).toBe('rendered; private');
      await expect(shown.first()).toBeVisible();
      await graphqlSettled(page);
      for (const operation of operations)
        expect(asked.get(operation) ?? 0, operation).toBeLessThanOrEqual(1);
      continue;
    }
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const pattern = new RegExp(`/assets/${chunk}-[^/]+\\.js$`);
    await page.route(pattern, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(path);
    // The screen's code is held back, yet its data has been asked for.
    for (const operation of operations)
      await expect.poll(() => asked.get(operation) ?? 0, `${operation} on ${path}`).toBe(1);
    release();
    await expect(shown.first()).toBeVisible();
    await graphqlSettled(page);
    for (const operation of operations) expect(asked.get(operation), operation).toBe(1);
    await page.unroute(pattern);
  }
});
