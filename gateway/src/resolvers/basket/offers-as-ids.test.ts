import { describe, expect, it } from 'vitest';
import { parseWithOfferIds } from './offers-as-ids.js';

const offer = (id: number) => ({
  id,
  name: 'Clover "Fresh" {Milk} 2 l \\ "offer":{',
  price_in_cents: 3299,
  sellable: { id: 9, brand: { id: 4, name: 'Clover' }, tags: ['a', '}', '{'] },
  supplier: { id: 101, name: 'Mzansi Fresh Parow' },
});

describe('parseWithOfferIds', () => {
  it('keeps every offer as its id and the rest of the answer as it is', () => {
    const answer = {
      status: 'ok',
      cart: { id: 7, items: [{ offer: offer(1), qty: 2 }] },
      comparisons: [
        {
          supplier: { id: 101, name: 'Parow {north}' },
          items: [
            { sellable_id: 9, qty: 2, offer: offer(11), price_in_cents: 3299 },
            { sellable_id: 10, qty: 1, offer: null, price_in_cents: 0 },
          ],
          total_in_cents: 6598,
        },
      ],
    };
    const expected = structuredClone(answer) as unknown as {
      cart: { items: Array<{ offer: unknown }> };
      comparisons: Array<{ items: Array<{ offer: unknown }> }>;
    };
    expected.cart.items[0]!.offer = { id: 1 };
    expected.comparisons[0]!.items[0]!.offer = { id: 11 };
    expect(parseWithOfferIds(Buffer.from(JSON.stringify(answer)))).toEqual(expected);
  });

  it('takes the offer’s own id, wherever it comes in the object and whatever its type', () => {
    const text = '{"offer":{"sellable":{"id":3},"name":"x","id":"o-5"},"offer2":{"id":1}}';
    expect(parseWithOfferIds(Buffer.from(text))).toEqual({
      offer: { id: 'o-5' },
      offer2: { id: 1 },
    });
  });

  it('keeps text in any script around the offers, and reads strings ending in a backslash', () => {
    const answer = {
      supplier: { name: 'Kaap Spens Café – Crème ✓ 🥛' },
      items: [
        { offer: { name: 'Rooibos “Gold” \\', id: 12, brand: { name: 'ends with \\' } }, qty: 1 },
        { offer: { id: 13, name: 'Ñandú {' }, qty: 2 },
      ],
    };
    expect(parseWithOfferIds(Buffer.from(JSON.stringify(answer)))).toEqual({
      supplier: { name: 'Kaap Spens Café – Crème ✓ 🥛' },
      items: [
        { offer: { id: 12 }, qty: 1 },
        { offer: { id: 13 }, qty: 2 },
      ],
    });
  });

  it('reads an id written with spaces around its colon', () => {
    expect(parseWithOfferIds(Buffer.from('{"offer":{"name":"x","id": 7 ,"n":1}}'))).toEqual({
      offer: { id: 7 },
    });
  });

  it('parses an answer with no offers, and refuses a broken one', () => {
    expect(parseWithOfferIds(Buffer.from('{"a":[1,2]}'))).toEqual({ a: [1, 2] });
    expect(() => parseWithOfferIds(Buffer.from('{"offer":{"id":1,"name":"x}'))).toThrow(
      SyntaxError,
    );
  });
});
