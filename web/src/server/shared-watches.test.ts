import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { shareWatches } from './shared-watches';

const BASKET = gql`
  query Basket {
    basket {
      id
    }
  }
`;

const client = () =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => of({ data: { basket: null } })),
  });

describe('shareWatches', () => {
  it('gives identical watches one watched query while rendering, and each its own outside', async () => {
    const apollo = client();
    const watches = shareWatches(apollo);
    const before = apollo.watchQuery({ query: BASKET });
    expect(apollo.watchQuery({ query: BASKET })).not.toBe(before);
    await watches.during(async () => {
      const first = apollo.watchQuery({ query: BASKET });
      expect(first).not.toBe(before);
      expect(apollo.watchQuery({ query: BASKET })).toBe(first);
      // Other options, or options holding a function, are watches of their own.
      expect(apollo.watchQuery({ query: BASKET, fetchPolicy: 'cache-only' })).not.toBe(first);
      expect(apollo.watchQuery({ query: BASKET, nextFetchPolicy: () => 'cache-first' })).not.toBe(
        first,
      );
    });
    expect(apollo.watchQuery({ query: BASKET })).not.toBe(before);
  });
});
