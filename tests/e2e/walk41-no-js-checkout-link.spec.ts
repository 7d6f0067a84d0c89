// With JavaScript off, the basket's "Checkout" leads to the checkout: it was a button only the
// scripts served, so a shopper who had filled the basket without JavaScript could not go on from
// it (the checkout's steps themselves work without scripts); a visitor goes to sign in first and
// comes back to the checkout.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { signedInWithMilk, scriptsOff } from './support/no-js-checkout';
import { PAROW, seedBasket } from './support/seed';
import { MILK } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('signed in, the basket without JavaScript goes on to the checkout', async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInWithMilk(page);
  await page.goto('/basket');
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/basket');
    await tab.getByRole('button', { name: 'Checkout' }).click();
    await expect(tab).toHaveURL(/\/checkout\/dispatch$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Collect or deliver');
  } finally {
    await off.close();
  }
});

test("a visitor's basket without JavaScript goes to sign in, then to the checkout", async ({
  page,
  browser,
  baseURL,
}) => {
  await seedBasket(page, PAROW, [MILK]);
  await page.goto('/basket');
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/basket');
    await tab.getByRole('button', { name: 'Checkout' }).click();
    await expect(tab).toHaveURL(/\/sign_in\?redirect_to=%2Fcheckout%2Fdispatch$/);
  } finally {
    await off.close();
  }
});
