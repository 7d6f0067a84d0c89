/**
 * A page that reads its loader's query shows the new answer after a Retry or a poll (a refetch,
 * inside a transition or not), without waiting for anything else to render it.
 */
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import type { QueryRef } from '@apollo/client/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { Suspense, startTransition } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePreloadedQuery } from './use-preloaded-query';

interface OrderData {
  order: { __typename: 'Order'; id: string; status: string };
}
const ORDER: TypedDocumentNode<OrderData, Record<string, never>> = gql`
  query Order {
    order {
      id
      status
    }
  }
`;

/** A gateway whose order moves on at every request: PENDING, then PREPARING, then READY. */
function movingOrder() {
  const statuses = ['PENDING', 'PREPARING', 'READY'];
  let asked = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const status = statuses[Math.min(asked++, statuses.length - 1)]!;
        setTimeout(() => {
          observer.next({ data: { order: { __typename: 'Order', id: '1', status } } });
          observer.complete();
        }, 5);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, queryRef: createQueryPreloader(client)(ORDER) };
}

function OrderStatus({
  queryRef,
  inTransition,
}: {
  queryRef: QueryRef<OrderData>;
  inTransition: boolean;
}) {
  const { data, refetch } = usePreloadedQuery(queryRef);
  const again = () => {
    if (inTransition) startTransition(() => void refetch());
    else void refetch();
  };
  return (
    <>
      <p>Status: {data?.order.status}</p>
      <button type="button" onClick={again}>
        Again
      </button>
    </>
  );
}

describe('usePreloadedQuery', () => {
  afterEach(cleanup);

  for (const inTransition of [true, false]) {
    it(`shows each new answer after a refetch${inTransition ? ' in a transition' : ''}`, async () => {
      const { client, queryRef } = movingOrder();
      await act(async () =>
        render(
          <ApolloProvider client={client}>
            <Suspense fallback={<p>Loading</p>}>
              <OrderStatus queryRef={queryRef} inTransition={inTransition} />
            </Suspense>
          </ApolloProvider>,
        ),
      );
      expect(await screen.findByText('Status: PENDING')).toBeTruthy();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Again' })));
      expect(await screen.findByText('Status: PREPARING')).toBeTruthy();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Again' })));
      expect(await screen.findByText('Status: READY')).toBeTruthy();
    });
  }
});
