import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { BasketDocument } from '../basket/Basket.generated';
import { basketOffer } from '../basket/test-offers';
import { forgetViewerData } from './session';

const basket = (lines: number) => ({
  __typename: 'Basket' as const,
  id: 'b',
  cartId: lines ? '9' : null,
  lines: Array.from({ length: lines }, () => ({
    __typename: 'BasketLine' as const,
    quantity: 2,
    agreedPriceInCents: 1000,
    offer: basketOffer('1'),
  })),
});

describe('forgetting the shopper who signed out', () => {
  it('forgets their basket too: what shows it asks the gateway again and shows the visitor’s', async () => {
    const asked: string[] = [];
    const client = new ApolloClient({
      // After the sign-out the gateway answers the visitor's (empty) basket.
      link: new ApolloLink((operation) => {
        asked.push(operation.operationName ?? '');
        return of({ data: { basket: basket(0) } });
      }),
      cache: new InMemoryCache({ typePolicies }),
    });
    client.cache.writeQuery({ query: BasketDocument, data: { basket: basket(1) } });
    // On screen: the toolbar's basket.
    const shown: number[] = [];
    const watched = client.watchQuery({ query: BasketDocument }).subscribe(({ data }) => {
      const lines = data?.basket?.lines;
      if (lines) shown.push(lines.length);
    });
    await expect.poll(() => shown).toEqual([1]);

    forgetViewerData(client);

    await expect.poll(() => shown.at(-1)).toBe(0);
    expect(asked).toEqual(['Basket']);
    watched.unsubscribe();
  });
});
