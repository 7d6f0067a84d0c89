/**
 * The chosen slot's words come from the slots the branch offers (their home), and until those are
 * read from the slot's own time: never from words kept on the device when it was chosen. Those
 * were a copy: "Today, 10:00–12:00" chosen yesterday still said "Today" the next morning, and in
 * the language of the day it was chosen, until the slots came.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCheckoutCookie } from '../../core/checkout-cookie';
import { renderModel, scriptedGateway } from '../../test-support/render-model';
import { useChosenSlotText } from './ChosenSlotCheck';

const SLOT = '2026-11-29T10:00:00+02:00';

/** A collection slot chosen at Parow yesterday, as a browser keeps it (cookie and storage). */
function chosenYesterday(words: string): void {
  writeCheckoutCookie({
    supplierId: '101',
    dispatch: 'COLLECT',
    shippingProvider: 'COLLECT',
    timeslot: SLOT,
    addressId: null,
    bags: 0,
    discountCode: '',
    useCredit: null,
  });
  localStorage.setItem(
    'checkout-v1',
    JSON.stringify({ timeslotText: words, timeslotTextFor: SLOT }),
  );
  // As another tab's write: the store takes the stored state up again.
  window.dispatchEvent(new StorageEvent('storage', { key: 'checkout-v1' }));
}

afterEach(() => {
  writeCheckoutCookie(null);
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
});

describe('the chosen slot in words', () => {
  it('is the slot’s time until the slots offered are read, never words kept from before', async () => {
    chosenYesterday('Today, 10:00–12:00');
    // The slots are not read (the gateway cannot be reached).
    const { result } = renderModel(() => useChosenSlotText(false), {
      client: scriptedGateway({}).client,
    });
    await waitFor(() => expect(result.current).toContain('10:00'));
    expect(result.current).not.toContain('Today');
    expect(result.current).toContain('29');
  });

  it('is the grid’s words once the slots offered are read', async () => {
    chosenYesterday('Today, 10:00–12:00');
    const { client } = scriptedGateway({
      CheckoutTimeslots: () => ({
        timeslots: [
          {
            __typename: 'Timeslot',
            value: SLOT,
            text: '10:00 - 12:00',
            day: '2026-11-29',
            startsAt: SLOT,
            endsAt: '2026-11-29T12:00:00+02:00',
            available: true,
          },
        ],
      }),
    });
    const { result } = renderModel(() => useChosenSlotText(false), { client });
    await waitFor(() => expect(result.current).toMatch(/^Sun, 29 Nov, 10:00\W+12:00$/));
  });
});
