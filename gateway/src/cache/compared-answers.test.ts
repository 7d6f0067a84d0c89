import type { RestCartSyncRequest } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { ComparedAnswers } from './compared-answers.js';

const HERE = { latitude: -33.9, longitude: 18.57 };
const milk: RestCartSyncRequest = { items: [{ offer_id: 100001, qty: 1 }], location: HERE };

function answer(cartId: number): string {
  return JSON.stringify({
    status: 'ok',
    cart: { id: cartId, items: [], proxy_order_id: null, location: HERE },
    unit_price_threshold_percent: 10,
    comparisons: [],
  });
}

/** An `ask` that counts its calls. */
function asker(cartId = 7) {
  const asks = { count: 0 };
  const ask = async () => {
    asks.count++;
    return answer(cartId);
  };
  return { asks, ask };
}

describe('kept comparisons', () => {
  it('asks once for the same shopper and basket, also while the first ask is under way', async () => {
    const kept = new ComparedAnswers();
    const { asks, ask } = asker();
    const [one, two] = await Promise.all([
      kept.compare('token-a', milk, HERE.latitude, HERE.longitude, ask),
      kept.compare('token-a', milk, HERE.latitude, HERE.longitude, ask),
    ]);
    expect(one).toEqual(two);
    expect(one.cart.id).toBe(7);
    // The new basket's id is named from now on: the same answer.
    await kept.compare('token-a', { ...milk, id: 7 }, HERE.latitude, HERE.longitude, ask);
    expect(asks.count).toBe(1);
  });

  it('asks again for other lines, another place or another shopper', async () => {
    const kept = new ComparedAnswers();
    const { asks, ask } = asker();
    await kept.compare('token-a', milk, HERE.latitude, HERE.longitude, ask);
    await kept.compare(
      'token-a',
      { ...milk, items: [{ offer_id: 100001, qty: 2 }] },
      HERE.latitude,
      HERE.longitude,
      ask,
    );
    await kept.compare('token-a', milk, -34, HERE.longitude, ask);
    await kept.compare('token-b', milk, HERE.latitude, HERE.longitude, ask);
    expect(asks.count).toBe(4);
  });

  it('keeps the shopper’s latest basket only', async () => {
    const kept = new ComparedAnswers();
    const { asks, ask } = asker();
    const other = { ...milk, items: [{ offer_id: 100002, qty: 1 }] };
    await kept.compare('token-a', milk, HERE.latitude, HERE.longitude, ask);
    await kept.compare('token-b', milk, HERE.latitude, HERE.longitude, ask);
    await kept.compare('token-a', other, HERE.latitude, HERE.longitude, ask);
    await kept.compare('token-a', milk, HERE.latitude, HERE.longitude, ask); // asked again
    await kept.compare('token-b', milk, HERE.latitude, HERE.longitude, ask); // still kept
    expect(asks.count).toBe(4);
  });

  it('keeps no failure', async () => {
    const kept = new ComparedAnswers();
    await expect(
      kept.compare('token-a', milk, HERE.latitude, HERE.longitude, () =>
        Promise.reject(new Error('down')),
      ),
    ).rejects.toThrow('down');
    const { asks, ask } = asker();
    await kept.compare('token-a', milk, HERE.latitude, HERE.longitude, ask);
    expect(asks.count).toBe(1);
  });

  it('forgets the shopper’s comparison of other lines once a basket is saved', async () => {
    const kept = new ComparedAnswers();
    const { asks, ask } = asker();
    const saved = { ...milk, id: 7 };
    const other = { ...saved, items: [{ offer_id: 100002, qty: 1 }] };
    await kept.compare('token-a', saved, HERE.latitude, HERE.longitude, ask);
    kept.forget('token-a', saved);
    await kept.compare('token-a', saved, HERE.latitude, HERE.longitude, ask); // same lines: kept
    await kept.compare('token-b', saved, HERE.latitude, HERE.longitude, ask);
    kept.forget('token-a', other);
    await kept.compare('token-a', saved, HERE.latitude, HERE.longitude, ask); // asked again
    await kept.compare('token-b', saved, HERE.latitude, HERE.longitude, ask); // another shopper
    expect(asks.count).toBe(3);
  });
});
