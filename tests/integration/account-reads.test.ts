/**
 * Reads are reads: showing the signed-in shopper's account never calls the legacy account
 * update (a PATCH, a write verb) with an empty body. The gateway keeps the account from sign in
 * and refreshes it only from the shopper's own saves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { THANDI, signedIn } from '../support/shoppers';

const VIEWER = '{ viewer { id account { firstName fullName creditInCents } debtorCards { id } } }';
const PATCH = 'PATCH /api/v1/account/{scope}/{id}/update';

describe('reading the account', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  const patches = async () => (await stack.calls()).calls[PATCH] ?? 0;

  it('shows the account after sign in without any account update call', async () => {
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    await stack.resetCalls();
    for (let read = 0; read < 3; read++) {
      const result = await shopper.request<{
        viewer: { id: string; account: { firstName: string } };
      }>(VIEWER);
      expect(result.errors).toBeUndefined();
      expect(result.data?.viewer.id).toBe(THANDI.id);
      expect(result.data?.viewer.account.firstName).toBeTruthy();
    }
    expect(await patches()).toBe(0);
  });

  it('refreshes the account from a profile save, and shows the saved values after it', async () => {
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    const before = await shopper.request<{ viewer: { account: { firstName: string } } }>(VIEWER);
    const original = before.data?.viewer.account.firstName ?? '';
    await stack.resetCalls();
    const saved = await shopper.request<{
      updateProfile: { account: { firstName: string }; errors: unknown[] };
    }>(
      `mutation ($input: UpdateProfileInput!) {
        updateProfile(input: $input) { account { firstName } errors { message } } }`,
      { input: { firstName: 'Thandeka' } },
    );
    expect(saved.data?.updateProfile).toEqual({ account: { firstName: 'Thandeka' }, errors: [] });
    expect(await patches()).toBe(1);

    // This session shows the save at once, with no more PATCH.
    const after = await shopper.request<{ viewer: { account: { firstName: string } } }>(VIEWER);
    expect(after.data?.viewer.account.firstName).toBe('Thandeka');
    expect(await patches()).toBe(1);

    await shopper.request(
      `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { errors { message } } }`,
      { input: { firstName: original } },
    );
  });
});
