import { describe, expect, it } from 'vitest';
import {
  checkoutCookieValue,
  choiceFromCookie,
  choiceFromCookieHeader,
  discountCodeFrom,
} from './checkout-cookie';

/** The cookie as the browser holds it (the gateway's forms read and write it with these too). */
const EXAMPLE =
  '%7B%22s%22%3A%22101%22%2C%22d%22%3A%22COLLECT%22%2C%22p%22%3A%22COLLECT%22%2C%22t%22%3A%222026-11-30T09%3A00%3A00%2B02%3A00%22%7D';
const CHOICE = {
  supplierId: '101',
  dispatch: 'COLLECT',
  shippingProvider: 'COLLECT',
  timeslot: '2026-11-30T09:00:00+02:00',
  addressId: null,
  bags: 0,
  discountCode: '',
  useCredit: null,
} as const;
/** A delivery to saved address 7. */
const DELIVERY_EXAMPLE =
  '%7B%22s%22%3A%22101%22%2C%22d%22%3A%22DELIVER%22%2C%22p%22%3A%22PICUP%22%2C%22t%22%3Anull%2C%22a%22%3A%227%22%7D';
const DELIVERY = {
  supplierId: '101',
  dispatch: 'DELIVER',
  shippingProvider: 'PICUP',
  timeslot: null,
  addressId: '7',
  bags: 0,
  discountCode: '',
  useCredit: null,
} as const;

describe('the checkout choice cookie', () => {
  it('is written and read in one format', () => {
    expect(checkoutCookieValue(CHOICE)).toBe(EXAMPLE);
    expect(choiceFromCookie(EXAMPLE)).toEqual(CHOICE);
    // As the gateway's Fastify hands it over (decoded once).
    expect(choiceFromCookie(decodeURIComponent(EXAMPLE))).toEqual(CHOICE);
    expect(choiceFromCookieHeader(`sf_session=abc; sf_checkout=${EXAMPLE}; sf_locale=af`)).toEqual(
      CHOICE,
    );
    expect(checkoutCookieValue(DELIVERY)).toBe(DELIVERY_EXAMPLE);
    expect(choiceFromCookie(DELIVERY_EXAMPLE)).toEqual(DELIVERY);
  });

  it('keeps the confirmation’s bags, discount code and wallet credit once chosen', () => {
    const chosen = { ...CHOICE, bags: 3, discountCode: 'Stokvel5', useCredit: false };
    expect(choiceFromCookie(checkoutCookieValue(chosen))).toEqual(chosen);
    // Not chosen: not written (a cookie as written before these were kept reads the same).
    expect(checkoutCookieValue({ ...CHOICE, useCredit: true })).toBe(
      EXAMPLE.replace('%7D', '%2C%22w%22%3Atrue%7D'),
    );
  });

  it('takes a malformed bag count, code or credit as not chosen, the rest of the choice kept', () => {
    const forged = (patch: Record<string, unknown>) =>
      encodeURIComponent(JSON.stringify({ ...JSON.parse(decodeURIComponent(EXAMPLE)), ...patch }));
    for (const patch of [
      { b: -1, c: '<script>', w: 'yes' },
      { b: 1.5, c: 'A'.repeat(33), w: 1 },
      { b: '3', c: 7, w: null },
    ])
      expect(choiceFromCookie(forged(patch))).toEqual(CHOICE);
    // More bags than an order takes: the most it takes.
    expect(choiceFromCookie(forged({ b: 5000 }))?.bags).toBe(50);
    // And it is all the writer keeps, whoever asked for more (the form, the app).
    const written = checkoutCookieValue({ ...CHOICE, bags: 999 });
    expect(JSON.parse(decodeURIComponent(written)).b).toBe(50);
  });

  it('takes a malformed address id as no address, the rest of the choice kept', () => {
    const forged = (a: unknown) =>
      encodeURIComponent(
        JSON.stringify({ ...JSON.parse(decodeURIComponent(DELIVERY_EXAMPLE)), a }),
      );
    for (const a of ['1 OR 1', '../3', 7, '', '1'.repeat(13)])
      expect(choiceFromCookie(forged(a))).toEqual({ ...DELIVERY, addressId: null });
  });

  it('takes anything else as no choice', () => {
    const forged = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    for (const value of [
      undefined,
      '',
      'nonsense',
      '%E0%A4%A',
      forged({ s: '101', d: 'TELEPORT', p: 'COLLECT', t: null }),
      forged({ s: '101', d: 'COLLECT', p: 'PICUP', t: null }),
      forged({ s: '../1', d: 'COLLECT', p: 'COLLECT', t: null }),
      forged({ s: '101', d: 'COLLECT', p: 'COLLECT', t: '<script>' }),
      'x'.repeat(500),
    ])
      expect(choiceFromCookie(value)).toBeNull();
    expect(choiceFromCookieHeader('sf_checkoutx=1; other=2')).toBeNull();
  });
});

describe('a discount code as typed', () => {
  it('is kept without the spaces typed or pasted around and inside it', () => {
    expect(discountCodeFrom(' stokvel 5 ')).toBe('stokvel5');
    expect(discountCodeFrom('BRAAI\t50\n')).toBe('BRAAI50');
    expect(discountCodeFrom('   ')).toBe('');
  });

  it('is null when what is left cannot be a code, as the cookie would not keep it', () => {
    expect(discountCodeFrom('STOKVEL 5!')).toBeNull();
    expect(discountCodeFrom('A'.repeat(33))).toBeNull();
    const kept = choiceFromCookie(checkoutCookieValue({ ...CHOICE, discountCode: 'A'.repeat(32) }));
    expect(kept?.discountCode).toBe(discountCodeFrom('A'.repeat(32)));
  });
});
