// A browser without scripts whose session has ended (signed out elsewhere, expired, revoked):
// its next page is the client page, whose own session check would drop the cookie; without
// scripts that page said "This page needs JavaScript" on pages that work without it once signed
// in. It says the shopper was signed out, and its "Log in" leads back to the sign-in page.
import { expect } from '@playwright/test';
import { signInThroughApi } from './support-checkout';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use({ ...shopperContext, javaScriptEnabled: false });

test('a page for a session that ended says so without scripts, and "Log in" signs in again', async ({
  page,
  context,
}) => {
  await signInThroughApi(page.request);
  const session = await context.cookies(); // as copied before the sign-out
  const out = await page.request.post('/graphql', {
    data: { query: 'mutation { signOut { signedOut } }' },
  });
  expect(out.ok()).toBe(true);
  await context.addCookies(session);

  const served = await page.goto('/orders');
  expect(served?.headers()['x-render']).toMatch(/the session names nobody/);
  // Playwright's text and role locators skip a <noscript>'s content: its element is read.
  const note = page.locator('noscript .noscript-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('You have been signed out.');
  await expect(note).not.toContainText('This page needs JavaScript');
  await note.locator('a', { hasText: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a page for a session that ended lets her go on shopping without an account', async ({
  page,
  context,
}) => {
  await signInThroughApi(page.request);
  const session = await context.cookies();
  await page.request.post('/graphql', { data: { query: 'mutation { signOut { signedOut } }' } });
  await context.addCookies(session);

  await page.goto('/product/1');
  const note = page.locator('noscript .noscript-note');
  await expect(note).toContainText('You have been signed out.');
  // Its own address again: the cookie went with the note, so the page is a visitor's.
  const next = page.waitForResponse((response) => response.url().endsWith('/product/1'));
  await note.locator('a', { hasText: 'Go on shopping without an account' }).click();
  expect((await next).headers()['x-render']).toMatch(/^(rendered|cached)$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Maize Meal' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add/ }).first()).toBeVisible();
});
