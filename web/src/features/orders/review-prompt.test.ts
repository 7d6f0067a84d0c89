import { describe, expect, it } from 'vitest';
import { orderToReview } from './review-prompt';

const delivered = { id: '7', needsReview: true };
const reviewed = { id: '8', needsReview: false };

describe('the review prompt', () => {
  it('asks about an order not yet reviewed or dismissed, on the shop pages', () => {
    const where = { dismissed: [], pathname: '/', editing: null, dialogOpen: false };
    expect(orderToReview([reviewed, delivered], where)).toBe(delivered);
    expect(orderToReview([delivered], { ...where, dismissed: ['7'] })).toBeUndefined();
  });

  it('never over the order pages', () => {
    expect(
      orderToReview([delivered], {
        dismissed: [],
        pathname: '/orders/9',
        editing: null,
        dialogOpen: false,
      }),
    ).toBeUndefined();
  });

  it('never while the shopper browses: only on the home page, where a visit starts', () => {
    for (const pathname of ['/search', '/categories/12', '/offers/100001', '/basket', '/combos'])
      expect(
        orderToReview([delivered], { dismissed: [], pathname, editing: null, dialogOpen: false }),
      ).toBeUndefined();
  });

  it('never over another dialog (adding to the basket)', () => {
    expect(
      orderToReview([delivered], { dismissed: [], pathname: '/', editing: null, dialogOpen: true }),
    ).toBeUndefined();
  });

  it('never while an order is being updated ("Add items" goes to the shop)', () => {
    const editing = { orderId: '9', proxy: true };
    expect(
      orderToReview([delivered], { dismissed: [], pathname: '/', editing, dialogOpen: false }),
    ).toBeUndefined();
  });
});
