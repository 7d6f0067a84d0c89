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
import { NEARBY_MAX_BRANCHES } from './nearby.js';

const schema = buildSchema(
  loadTypeDefs(fileURLToPath(new URL('../../../../schema', import.meta.url))).join('\n'),
);
const declared = (field: string) =>
  (fieldCalls(schema).get(field)?.upstream ?? []).reduce((sum, entry) => sum + entry.calls, 0);

describe('declared legacy calls', () => {
  it('count a nearby field as its branch list and every branch it may ask', () => {
    expect(declared('Query.nearbyProductSearch')).toBe(1 + NEARBY_MAX_BRANCHES);
    expect(declared('Query.nearbyOffers')).toBe(1 + NEARBY_MAX_BRANCHES);
    expect(declared('OfferSearchResult.elsewhere')).toBe(1 + NEARBY_MAX_BRANCHES);
  });

  it("count a category list's product offers as the search pages one list reads at most", () => {
    expect(declared('ProductSummary.cheapestOffer')).toBe(LISTING_MAX_PAGES);
    expect(fieldCalls(schema).get('ProductSummary.cheapestOffer')?.upstream[0]?.perList).toBe(true);
  });
});
