import type { RestOffer, RestOrderItem } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { buyAgain } from './buy-again.js';

const item = (sellableId: number, name: string, qty: number) =>
  ({ sellable_id: sellableId, name, qty_ordered: qty, qty }) as unknown as RestOrderItem;
const offer = (id: number, sellableId: number, outOfStockAt: string | null = null) =>
  ({ id, sellable: { id: sellableId }, out_of_stock_at: outOfStockAt }) as unknown as RestOffer;

describe('buyAgain', () => {
  it('takes the current offer for each product and names the ones gone', () => {
    expect(
      buyAgain(
        [item(1, 'Maize Meal 2.5kg', 2), item(2, 'Rooibos 80s', 1), item(3, 'Boerewors', 0.5)],
        [offer(11, 1), offer(12, 2, '2026-11-20T10:00:00+02:00')],
      ),
    ).toEqual({
      lines: [{ offerId: '11', quantity: 2 }],
      unavailable: [
        { sellableId: '2', name: 'Rooibos 80s' },
        { sellableId: '3', name: 'Boerewors' },
      ],
    });
  });
});
