/**
 * A search as shoppers type it, against the real simulator: sizes written any way (`2l`,
 * `2 litre`, `500g`, `0.5kg`) find what the catalogue writes as `2 l` or `500 g`, in any word
 * order, and a confident correction of a misspelt word is answered with its results and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const HERE = { lat: -33.8999547, lon: 18.5701029 };
const PAROW = '101';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ CACHE_TTL_SECONDS: '60' });
});
afterAll(async () => {
  await stack.close();
});

interface BranchPage {
  offers: Array<{ id: string; name: string }>;
  nextPage: number | null;
  didYouMean: string | null;
  showingResultsFor: string | null;
}

async function atParow(query: string, extra = ''): Promise<BranchPage> {
  const result = await stack.graphql<{ offerSearch: BranchPage }>(
    `query ($query: String!) {
      offerSearch(query: $query, supplierId: "${PAROW}", perPage: 100${extra}) {
        offers { id name } nextPage didYouMean showingResultsFor
      }
    }`,
    { query },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.offerSearch;
}

const ids = (page: BranchPage) => page.offers.map((offer) => offer.id).sort();

describe('sizes written any way', () => {
  it('finds the 2 l milks for "milk 2l", "2l milk", "milk 2 litre" and "2 liter milk"', async () => {
    const written = await atParow('milk 2 l');
    expect(written.offers.length).toBeGreaterThan(5);
    for (const offer of written.offers) expect(offer.name).toMatch(/ 2 l$/);
    for (const typed of ['milk 2l', '2l milk', 'milk 2 litre', '2 liter milk', 'Milk 2L']) {
      const page = await atParow(typed);
      expect({ typed, ids: ids(page) }).toEqual({ typed, ids: ids(written) });
      expect(page.showingResultsFor).toBeNull();
    }
  });

  it('reads grams and kilograms whichever way they are written', async () => {
    const written = await atParow('rice 1 kg');
    expect(written.offers.length).toBeGreaterThan(0);
    for (const typed of ['rice 1kg', '1 kilogram rice', 'rice 1000g']) {
      expect({ typed, ids: ids(await atParow(typed)) }).toEqual({ typed, ids: ids(written) });
    }
    const grams = await atParow('500 g');
    expect(grams.offers.length).toBeGreaterThan(0);
    for (const typed of ['500g', '0.5kg', '0,5 kg', '500 grams']) {
      expect({ typed, ids: ids(await atParow(typed)) }).toEqual({ typed, ids: ids(grams) });
    }
  });

  it('reads millilitres', async () => {
    const written = await atParow('500 ml');
    expect(written.offers.length).toBeGreaterThan(0);
    for (const typed of ['500ml', '0.5 l', '500 millilitres']) {
      expect({ typed, ids: ids(await atParow(typed)) }).toEqual({ typed, ids: ids(written) });
    }
  });

  it('across branches too: "2l milk" finds what "milk 2 l" finds', async () => {
    const search = async (query: string) => {
      const result = await stack.graphql<{
        nearbyProductSearch: { products: Array<{ id: string }> };
      }>(
        `query ($query: String!, $lat: Float!, $lon: Float!) {
          nearbyProductSearch(query: $query, lat: $lat, lon: $lon) { products { id } }
        }`,
        { query, ...HERE },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.nearbyProductSearch.products.map((p) => p.id).sort();
    };
    const written = await search('milk 2 l');
    expect(written.length).toBeGreaterThan(5);
    expect(await search('2l milk')).toEqual(written);
  });
});

describe('a confident correction is answered with its results', () => {
  it('searching exactly what was typed finds nothing and keeps "did you mean"', async () => {
    await stack.resetCalls();
    const typo = await atParow('chiken', ', exactly: true');
    expect(typo).toMatchObject({ offers: [], showingResultsFor: null, didYouMean: 'chicken' });
    // One legacy search, for the words typed: no guess is searched (first here, so uncached).
    expect((await stack.calls()).calls['GET /catalog/v1/offers/search']).toBe(1);
  });

  it('at a branch: "chiken" shows the chicken results and says so, with no "did you mean"', async () => {
    const chicken = await atParow('chicken');
    expect(chicken.offers.length).toBeGreaterThan(0);
    const typo = await atParow('chiken');
    expect(typo.showingResultsFor).toBe('chicken');
    expect(typo.didYouMean).toBeNull();
    expect(ids(typo)).toEqual(ids(chicken));
  });

  it('the next page of a corrected search continues the corrected results', async () => {
    const first = await stack.graphql<{ offerSearch: BranchPage }>(
      `{ offerSearch(query: "chiken", supplierId: "${PAROW}", perPage: 2) {
          offers { id name } nextPage didYouMean showingResultsFor } }`,
    );
    const page1 = first.data!.offerSearch;
    expect(page1.showingResultsFor).toBe('chicken');
    expect(page1.nextPage).toBe(2);
    const second = await stack.graphql<{ offerSearch: BranchPage }>(
      `{ offerSearch(query: "chiken", supplierId: "${PAROW}", perPage: 2, page: 2) {
          offers { id name } nextPage didYouMean showingResultsFor } }`,
    );
    const page2 = second.data!.offerSearch;
    expect(page2.showingResultsFor).toBe('chicken');
    expect(page2.offers.length).toBeGreaterThan(0);
    expect(page2.offers.map((o) => o.id)).not.toContain(page1.offers[0]!.id);
  });

  it('a typo with a size: "basmatti rice 1kg" is read as "basmati rice 1 kg"', async () => {
    const typo = await atParow('basmatti rice 1kg');
    expect(typo.showingResultsFor).toBe('basmati rice 1 kg');
    expect(typo.offers.length).toBeGreaterThan(0);
    expect(ids(typo)).toEqual(ids(await atParow('basmati rice 1 kg')));
  });

  it('across branches: "chiken" shows the chicken products and says so', async () => {
    const search = async (query: string) => {
      const result = await stack.graphql<{
        nearbyProductSearch: {
          products: Array<{ id: string }>;
          didYouMean: string | null;
          showingResultsFor: string | null;
        };
      }>(
        `query ($query: String!, $lat: Float!, $lon: Float!) {
          nearbyProductSearch(query: $query, lat: $lat, lon: $lon) {
            products { id } didYouMean showingResultsFor
          }
        }`,
        { query, ...HERE },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.nearbyProductSearch;
    };
    const chicken = await search('chicken');
    const typo = await search('chiken');
    expect(typo.showingResultsFor).toBe('chicken');
    expect(typo.didYouMean).toBeNull();
    expect(typo.products.map((p) => p.id).sort()).toEqual(chicken.products.map((p) => p.id).sort());
  });

  it('a search that finds things as typed is never replaced', async () => {
    const page = await atParow('chicken');
    expect(page.showingResultsFor).toBeNull();
  });
});
