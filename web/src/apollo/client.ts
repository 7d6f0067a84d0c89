/** The Apollo Client: one HTTP link to the gateway and a normalised cache keyed by entity ids. */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { typePolicies } from './type-policies';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache({ typePolicies }),
  });
}
