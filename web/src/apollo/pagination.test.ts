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

const CATEGORY = gql`
  query Category($id: ID!, $supplierId: ID, $page: Int!, $perPage: Int!) {
    category(id: $id, supplierId: $supplierId) {
      id
      name
      productPage(page: $page, perPage: $perPage) {
        nextPage
        products {
          id
          name
        }
      }
    }
  }
`;
// The category page's "Show more" asks only for the next page (CategoryMoreProducts.graphql).
const MORE = gql`
  query More($id: ID!, $supplierId: ID, $page: Int!, $perPage: Int!) {
    category(id: $id, supplierId: $supplierId) {
      id
      productPage(page: $page, perPage: $perPage) {
        nextPage
        products {
          id
          name
        }
      }
    }
  }
`;

const categoryAnswer = (ids: string[], nextPage: number | null, name?: string) => ({
  category: {
    __typename: 'Category',
    id: '1',
    ...(name === undefined ? {} : { name }),
    productPage: {
      __typename: 'CategoryProductPage',
      nextPage,
      products: ids.map((id) => ({ __typename: 'ProductSummary', id, name: `Product ${id}` })),
    },
  },
});

describe('a category’s products, a page at a time', () => {
  const at = (supplierId: string, page: number, perPage = 2) => ({
    id: '1',
    supplierId,
    page,
    perPage,
  });
  const ids = (cache: InMemoryCache, supplierId: string, perPage = 2) =>
    cache
      .readQuery<ReturnType<typeof categoryAnswer>>({
        query: CATEGORY,
        variables: at(supplierId, 1, perPage),
      })
      ?.category.productPage.products.map((product) => product.id);

  it('adds the next page to the page’s own category, which keeps its other fields', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: CATEGORY,
      variables: at('101', 1),
      data: categoryAnswer(['1', '2'], 2, 'Pantry Staples'),
    });
    cache.writeQuery({ query: MORE, variables: at('101', 2), data: categoryAnswer(['3', '4'], 3) });

    expect(ids(cache, '101')).toEqual(['1', '2', '3', '4']);
    const read = cache.readQuery<ReturnType<typeof categoryAnswer>>({
      query: CATEGORY,
      variables: at('101', 1),
    });
    expect(read?.category).toMatchObject({ name: 'Pantry Staples', productPage: { nextPage: 3 } });
  });

  it('keeps each branch’s category and each page size apart, and starts again on page 1', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: CATEGORY,
      variables: at('101', 1),
      data: categoryAnswer(['1', '2'], 2, 'Pantry Staples'),
    });
    cache.writeQuery({
      query: CATEGORY,
      variables: at('102', 1),
      data: categoryAnswer(['7'], null, 'Pantry Staples'),
    });
    cache.writeQuery({
      query: CATEGORY,
      variables: at('101', 1, 4),
      data: categoryAnswer(['1', '2', '3', '4'], 2, 'Pantry Staples'),
    });
    cache.writeQuery({ query: MORE, variables: at('101', 2), data: categoryAnswer(['3'], null) });

    expect(ids(cache, '101')).toEqual(['1', '2', '3']);
    expect(ids(cache, '102')).toEqual(['7']);
    expect(ids(cache, '101', 4)).toEqual(['1', '2', '3', '4']);

    cache.writeQuery({
      query: CATEGORY,
      variables: at('101', 1),
      data: categoryAnswer(['9', '8'], 2, 'Pantry Staples'),
    });
    expect(ids(cache, '101')).toEqual(['9', '8']);
  });
});
