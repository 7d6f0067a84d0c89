/**
 * Leaflet specials (`promotions`) list promotions that have not started yet, next to running ones;
 * `startAt` tells the client which is which, so it can show "From 27 Nov" instead of an Add button.
 * Against the real simulator and its seed over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const PAROW = '101';

interface ListedOffer {
  id: string;
  promo: boolean;
  startAt: string | null;
  endAt: string | null;
}

describe('upcoming promotions in the leaflet specials', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('gives every promotion its start date: upcoming ones start later, active ones have started', async () => {
    const result = await stack.graphql<{
      promotions: ListedOffer[];
      activePromotions: ListedOffer[];
    }>(
      `query ($supplierId: ID!) {
        promotions(supplierId: $supplierId) { id promo startAt endAt }
        activePromotions(supplierId: $supplierId) { id promo startAt endAt }
      }`,
      { supplierId: PAROW },
    );

    expect(result.errors).toBeUndefined();
    const now = Date.now();
    const promotions = result.data?.promotions ?? [];
    const upcoming = promotions.filter(
      (offer) => offer.startAt !== null && Date.parse(offer.startAt) > now,
    );
    // The seed has promotions starting in a few days at this branch.
    expect(upcoming.length).toBeGreaterThan(0);
    for (const offer of upcoming) {
      expect(offer.promo).toBe(true);
      expect(offer.startAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(Date.parse(offer.endAt ?? '')).toBeGreaterThan(Date.parse(offer.startAt ?? ''));
    }
    // None of them is among the running promotions, and every running one has started.
    const active = result.data?.activePromotions ?? [];
    const activeIds = new Set(active.map((offer) => offer.id));
    expect(upcoming.filter((offer) => activeIds.has(offer.id))).toEqual([]);
    expect(
      active.every((offer) => offer.startAt === null || Date.parse(offer.startAt) <= now),
    ).toBe(true);
  });
});
