/**
 * Time slots carry what a day-by-day grid needs: the day, the start and the end, and whether
 * the slot can be chosen; the slot's value still goes back at checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { THANDI, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

interface Slot {
  value: string;
  text: string;
  day: string;
  startsAt: string;
  endsAt: string;
  available: boolean;
}

describe('timeslots', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  it('gives each slot its day, start and end in Johannesburg time', async () => {
    const result = await thandi.request<{ timeslots: Slot[] }>(
      `{ timeslots(supplierId: "101", dispatch: COLLECT) {
        value text day startsAt endsAt available } }`,
    );
    expect(result.errors).toBeUndefined();
    const slots = result.data?.timeslots ?? [];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.available).toBe(true);
      expect(slot.day).toBe(slot.value.slice(0, 10));
      expect(Date.parse(slot.startsAt)).toBe(Date.parse(slot.value));
      // Collection windows at branch 101 are two hours long, e.g. `Mon 23 Nov, 09:00 - 11:00`.
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(2 * 60 * 60 * 1000);
      expect(slot.text).toContain(`- ${slot.endsAt.slice(11, 16)}`);
    }
  });
});
