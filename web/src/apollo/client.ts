/** The Apollo Client: one HTTP link to the gateway and a normalised cache keyed by entity ids. */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        Supplier: { keyFields: ['id'] },
        Category: { keyFields: ['id'] },
        // Value objects without identity are stored inside their parent.
        GeoPoint: { keyFields: false },
        OpeningHours: { keyFields: false },
      },
    }),
  });
}
