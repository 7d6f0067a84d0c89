/**
 * The schema's call declarations (`@upstream`, schema/cost.graphql) agree with the resolvers' own
 * bounds, so the upstream-call estimate counts what these fields may really ask.
 */
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LISTING_MAX_PAGES } from '../../loaders/listing.js';
import { fieldCalls } from '../../pipeline/query-limits.js';
import { loadTypeDefs } from '../../schema.js';
import { MAX_BASKET_OFFERS } from './basket-offers.js';
import { NEARBY_MAX_BRANCHES, NEARBY_SEARCH_CALLS } from './nearby.js';
import { OFFER_SEARCH_CALLS } from './search-one-per-item.js';

const schema = buildSchema(
  loadTypeDefs(fileURLToPath(new URL('../../../../schema', import.meta.url))).join('\n'),
);
const declared = (field: string) =>
  (fieldCalls(schema).get(field)?.upstream ?? []).reduce((sum, entry) => sum + entry.calls, 0);

describe('declared legacy calls', () => {
  it('count a nearby field as its branch list and every branch it may ask', () => {
    expect(declared('Query.nearbyOffers')).toBe(1 + NEARBY_MAX_BRANCHES);
  });

  it('count a nearby product search as the call budget it spends (products read with what is left)', () => {
    expect(declared('Query.nearbyProductSearch')).toBe(NEARBY_SEARCH_CALLS);
  });

  it('count an offer search as the one budget it and its result spend (elsewhere included)', () => {
    const own = fieldCalls(schema)
      .get('Query.offerSearch')
      ?.upstream.filter((e) => !e.once);
    expect(own?.reduce((sum, entry) => sum + entry.calls, 0)).toBe(OFFER_SEARCH_CALLS);
    expect(declared('OfferSearchResult.elsewhere')).toBe(0);
  });

  it('count a basket re-check per item, as many items as one request may ask', () => {
    const basket = fieldCalls(schema).get('Query.basketOffers');
    expect(basket?.upstream.find((entry) => entry.perItem)?.calls).toBe(2);
    expect(basket?.listSize?.assumedSize).toBe(MAX_BASKET_OFFERS);
  });

  it("count a category list's product offers as the search pages one list reads at most", () => {
    expect(declared('ProductSummary.cheapestOffer')).toBe(LISTING_MAX_PAGES);
    expect(fieldCalls(schema).get('ProductSummary.cheapestOffer')?.upstream[0]?.perList).toBe(true);
  });
});
