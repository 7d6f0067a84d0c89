/**
 * Reads are reads: showing the signed-in shopper's account never calls the legacy account
 * update (a PATCH, a write verb) with an empty body. The gateway keeps the account from sign in
 * and refreshes it only from the shopper's own saves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { PIETER, THANDI, placeOrder, signedIn } from '../support/shoppers';

const VIEWER = '{ viewer { id account { firstName fullName creditInCents } } }';
const CARDS = '{ viewer { debtorCards { id supplierName status } } }';
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

  it('reads debtor cards live only while one is pending (the branch decides outside the shop)', async () => {
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    type Cards = {
      viewer: { debtorCards: Array<{ id: string; supplierName: string; status: string }> };
    };
    await stack.resetCalls();
    const pending = await shopper.request<Cards>(CARDS);
    const card = pending.data?.viewer.debtorCards.find((c) => c.status === 'PENDING');
    expect(card).toBeDefined();
    expect(await patches()).toBe(1);

    const decided = await fetch(`${stack.sim.url}/sim/debtor_cards/${card?.id}/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'accepted', balance_in_cents: 100_000 }),
    });
    expect(decided.ok).toBe(true);
    const after = await shopper.request<Cards>(CARDS);
    expect(after.data?.viewer.debtorCards.find((c) => c.id === card?.id)?.status).toBe('ACCEPTED');
    expect(await patches()).toBe(2);

    // Nothing pending any more: the snapshot answers.
    await shopper.request<Cards>(CARDS);
    expect(await patches()).toBe(2);
  });

  it('reads the account afresh once after an order, whose payment may have used credit', async () => {
    const shopper = await signedIn(stack.gatewayUrl, PIETER);
    await shopper.request(VIEWER);
    await placeOrder(shopper, stack.sim.url, `reads-${Date.now()}`);
    await stack.resetCalls();
    const after = await shopper.request<{ viewer: { account: { creditInCents: number } } }>(VIEWER);
    expect(after.data?.viewer.account.creditInCents).toBeGreaterThanOrEqual(0);
    expect(await patches()).toBe(1);
    await shopper.request(VIEWER);
    expect(await patches()).toBe(1);
  });
});
