import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  BasketComparisonDocument,
  type BasketComparisonQuery,
  type BasketComparisonQueryVariables,
} from './BasketComparison.generated';
import { useComparison } from './use-comparison';

const at = (cartId: string): BasketComparisonQueryVariables => ({
  cartId,
  items: [{ offerId: '7', quantity: 1 }],
  location: { latitude: -33.8999547, longitude: 18.5701029 },
  dispatch: 'COLLECT',
});

const answer = (cartId: string): BasketComparisonQuery => ({
  basketComparison: {
    __typename: 'BasketComparison',
    cartId,
    dispatch: 'COLLECT',
    unitPriceThresholdPercent: 10,
    recommended: null,
    baskets: [],
  },
});

function gatewayAsked() {
  const asked: BasketComparisonQueryVariables[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = operation.variables as BasketComparisonQueryVariables;
        asked.push(variables);
        observer.next({ data: answer(variables.cartId ?? '') });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { asked, client, wrapper };
}

describe('useComparison', () => {
  it('asks once the device answers, though the answer leaves the question as it was', async () => {
    // The device refused (or is at the default point): its position is the one used while
    // waiting. Meanwhile the basket's answer changed the question (its cart id).
    const { asked, wrapper } = gatewayAsked();
    const { result, rerender } = renderHook(
      ({ variables, positionKnown }) => useComparison(variables, { asked: true, positionKnown }),
      { wrapper, initialProps: { variables: at('1'), positionKnown: false } },
    );
    rerender({ variables: at('2'), positionKnown: false });
    expect(asked).toEqual([]);
    rerender({ variables: at('2'), positionKnown: true });
    await waitFor(() => expect(result.current.data?.basketComparison.cartId).toBe('2'));
    expect(asked).toEqual([at('2')]);
  });

  it('shows the comparison already in the cache while the device has not answered, asking nothing', async () => {
    const { asked, client, wrapper } = gatewayAsked();
    client.writeQuery({ query: BasketComparisonDocument, variables: at('1'), data: answer('1') });
    const { result } = renderHook(
      () => useComparison(at('1'), { asked: true, positionKnown: false }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.basketComparison.cartId).toBe('1'));
    expect(asked).toEqual([]);
  });
});
