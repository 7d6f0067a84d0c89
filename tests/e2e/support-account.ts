// Shared steps of the account journeys: fresh shoppers, signing in through the form, the side
// panel, and the simulator's control routes (outbox, debtor card decisions, faults).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { graphqlRequest } from './support/shop';

/** A shopper's phone in Cape Town's northern suburbs (the shop's default map position). */
export const shopperContext = {
  geolocation: { latitude: -33.8999547, longitude: 18.5701029 },
  permissions: ['geolocation'],
  locale: 'en-ZA',
  timezoneId: 'Africa/Johannesburg',
};

/** Seeded shoppers of the simulator (legacy-sim/src/data/accounts.ts). */
export const THANDI = { login: '0821234567', password: 'lekker123', name: 'Thandi Nkosi' };
export const PIETER = { login: '0831234567', password: 'lekker123', name: 'Pieter van der Merwe' };

/** A mobile number no other test uses: 07x plus the clock and a random tail. */
export function freshMobile(): string {
  const tail = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 10)}`.padStart(7, '0');
  return `07${Math.floor(Math.random() * 3) + 2}${tail.slice(-7)}`;
}

export interface Shopper {
  login: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newShopper(firstName = 'Lerato', lastName = 'Mokoena'): Shopper {
  return { login: freshMobile(), password: 'sunshine7', firstName, lastName };
}

/** The simulator's own address: the gateway hands out its media URLs (the logo). */
export async function simulatorUrl(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql', {
    data: { query: '{ shopConfig { logoUrl } }' },
  });
  const json = (await response.json()) as { data: { shopConfig: { logoUrl: string } } };
  return new URL(json.data.shopConfig.logoUrl).origin;
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Registers through the form (both tabs) and waits until the shopper is signed in. */
export async function register(page: Page, shopper: Shopper, path = '/register'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Mobile number').fill(shopper.login);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).not.toHaveURL(/\/register/);
}

/**
 * Registers `shopper` through the API (the `signUp` mutation the register form sends), signed in
 * in the page's context too. For journeys that need a fresh shopper but are not about the form.
 */
export async function registerThroughApi(page: Page, shopper: Shopper): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { errors { message } } }`,
      variables: {
        input: {
          login: shopper.login,
          password: shopper.password,
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          acceptTerms: true,
        },
      },
    },
  });
  expect(response.ok()).toBe(true);
  const json = (await response.json()) as { data: { signUp: { errors: unknown[] } } };
  expect(json.data.signUp.errors).toEqual([]);
}

export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in from /sign_in and waits until the form has gone. */
export async function signInAs(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/sign_in');
  await signIn(page, login, password);
  await expect(page).not.toHaveURL(/\/sign_in/);
}

export async function signOut(page: Page): Promise<void> {
  const menu = await openMenu(page);
  await logOutFrom(menu, page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
}

/**
 * Taps the menu's Log out and waits for the gateway's answer: the menu closes at once, but a
 * page load started before the sign-out has left would find the session still there.
 */
export async function logOutFrom(menu: Locator, page: Page): Promise<void> {
  const signedOut = page.waitForResponse(
    (response) => graphqlRequest(response.request())?.operationName === 'SignOut',
  );
  await menu.getByRole('button', { name: 'Log out' }).click();
  await signedOut;
}
