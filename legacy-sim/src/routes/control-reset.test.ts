import { afterEach, describe, expect, it } from 'vitest';
import { lookup } from '../state/lookup.js';
import { createHarness, type Harness } from '../test-support/harness.js';

const MILK = 100165;

describe('POST /sim/reset', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('calls onReset once the shop is the seed again, and answers only after it has finished', async () => {
    const seen: number[] = [];
    let finished = false;
    h = await createHarness({
      onReset: async () => {
        // The staged price is already gone when the hook runs.
        seen.push(lookup(h!.ctx.state).offers.get(MILK)!.priceInCents);
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
      },
    });
    const seeded = lookup(h.ctx.state).offers.get(MILK)!.priceInCents;
    await h.call('PATCH', `/sim/offers/${MILK}`, { body: { price_in_cents: 99_999 } });

    const reset = await h.call('POST', '/sim/reset');

    expect(reset.status).toBe(200);
    expect(finished).toBe(true);
    expect(seen).toEqual([seeded]);
    expect(seeded).not.toBe(99_999);
  });

  it('answers as before with no onReset', async () => {
    h = await createHarness();
    expect((await h.call('POST', '/sim/reset')).status).toBe(200);
  });
});
