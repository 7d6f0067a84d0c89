// A forgotten password without scripts: the sign-in page's "Forgot your password?" led to a page
// only the scripts draw ("This page needs JavaScript"), so a shopper without them who forgot it
// was locked out. Both steps are now server pages whose forms the gateway answers
// (POST /forgot_password, POST /reset_password): the code is texted, checked, the new password
// set, and she is signed in and back where she was going.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';
import { newShopper, registerThroughApi, simulatorUrl } from './support-account';

test.use({ ...shopperContext, javaScriptEnabled: false });

/** The last reset code the simulator texted to `login`. */
async function textedCode(request: APIRequestContext, login: string): Promise<string> {
  const outbox = (await (
    await request.get(`${await simulatorUrl(request)}/sim/outbox`)
  ).json()) as {
    messages: { to: string; token_code?: string }[];
  };
  return outbox.messages.filter((message) => message.to === login).at(-1)?.token_code ?? '';
}

test('a shopper without scripts resets a forgotten password and is signed in where she was going', async ({
  page,
}) => {
  const shopper = newShopper('Nomsa', 'Dlamini');
  await registerThroughApi(page, shopper);
  await page.request.post('/graphql', { data: { query: 'mutation { signOut { signedOut } }' } });

  await page.goto('/sign_in?return_to=%2Forders');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('A mobile phone number is required')).toBeVisible();
  await page.getByLabel('Mobile number').fill(shopper.login);
  await page.getByRole('button', { name: 'Send reset code' }).click();

  await expect(page).toHaveURL(/\/reset_password\?/);
  await expect(page.getByLabel('Mobile number')).toHaveValue(shopper.login);
  await page.getByLabel('Reset code').fill('000000x');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired');

  await page.getByLabel('Reset code').fill(await textedCode(page.request, shopper.login));
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('Code accepted. Choose a new password.')).toBeVisible();
  await page.getByLabel('New password').fill('newsecret9');
  await page.getByLabel('Confirm password').fill('newsecret8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('New password').fill('newsecret9');
  await page.getByLabel('Confirm password').fill('newsecret9');
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Signed in, on the page she was going to.
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  // The new password is hers: signed out, it signs her in again.
  await page.request.post('/graphql', { data: { query: 'mutation { signOut { signedOut } }' } });
  await page.goto('/sign_in');
  await page.getByLabel('Mobile number').fill(shopper.login);
  await page.getByLabel('Password').fill('newsecret9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
