import { InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './type-policies';

const SEARCH = gql`
  query Search($query: String!, $page: Int) {
    offerSearch(query: $query, page: $page) {
      nextPage
      offers {
        id
        name
      }
    }
  }
`;

const page = (ids: string[], nextPage: number | null) => ({
  offerSearch: {
    __typename: 'OfferSearchResult',
    nextPage,
    offers: ids.map((id) => ({ __typename: 'Offer', id, name: `Offer ${id}` })),
  },
});

describe('offerSearch paging', () => {
  it('appends later pages and starts again on page 1', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: SEARCH,
      variables: { query: 'milk', page: 1 },
      data: page(['1', '2'], 2),
    });
    cache.writeQuery({
      query: SEARCH,
      variables: { query: 'milk', page: 2 },
      data: page(['3'], null),
    });
    const read = cache.readQuery<ReturnType<typeof page>>({
      query: SEARCH,
      variables: { query: 'milk' },
    });
    expect(read?.offerSearch.offers.map((offer) => offer.id)).toEqual(['1', '2', '3']);
    expect(read?.offerSearch.nextPage).toBeNull();

    cache.writeQuery({
      query: SEARCH,
      variables: { query: 'milk', page: 1 },
      data: page(['9'], 2),
    });
    const again = cache.readQuery<ReturnType<typeof page>>({
      query: SEARCH,
      variables: { query: 'milk' },
    });
    expect(again?.offerSearch.offers.map((offer) => offer.id)).toEqual(['9']);

    // Another query keeps its own list.
    cache.writeQuery({
      query: SEARCH,
      variables: { query: 'bread', page: 1 },
      data: page(['5'], null),
    });
    const milk = cache.readQuery<ReturnType<typeof page>>({
      query: SEARCH,
      variables: { query: 'milk' },
    });
    expect(milk?.offerSearch.offers).toHaveLength(1);
  });
});

const NEARBY = gql`
  query Nearby($query: String!, $lat: Float!, $lon: Float!, $page: Int) {
    nearbyProductSearch(query: $query, lat: $lat, lon: $lon, page: $page) {
      nextPage
      packs {
        id
        productId
      }
    }
  }
`;

const nearbyPage = (ids: string[], nextPage: number | null) => ({
  nearbyProductSearch: {
    __typename: 'NearbyProductSearchResult',
    nextPage,
    packs: ids.map((id) => ({ __typename: 'NearbyPack', id, productId: '7' })),
  },
});

describe('nearbyProductSearch paging', () => {
  it('appends later pages, keeps a pack a later page repeats once, and keys by place', () => {
    const cache = new InMemoryCache({ typePolicies });
    const here = { query: 'melk', lat: -33.9, lon: 18.57 };
    cache.writeQuery({
      query: NEARBY,
      variables: { ...here, page: 1 },
      data: nearbyPage(['1', '2'], 2),
    });
    cache.writeQuery({
      query: NEARBY,
      variables: { ...here, page: 2 },
      data: nearbyPage(['2', '3'], null),
    });
    const read = cache.readQuery<ReturnType<typeof nearbyPage>>({ query: NEARBY, variables: here });
    expect(read?.nearbyProductSearch.packs.map((pack) => pack.id)).toEqual(['1', '2', '3']);

    const elsewhere = { ...here, lat: -26.2 };
    const other = cache.readQuery<ReturnType<typeof nearbyPage>>({
      query: NEARBY,
      variables: elsewhere,
    });
    expect(other).toBeNull();
  });
});
