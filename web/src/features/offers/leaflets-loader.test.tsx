/**
 * The leaflets route starts its data in its loader: the request is under way before the page
 * renders, and the page shows its answer without asking the shop a second time.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEEN_WITHIN } from '../../test-support/seen-within';

const { requests } = vi.hoisted(() => ({
  requests: [] as Array<{ operationName: string; variables: Record<string, unknown> }>,
}));

// The shop's one Apollo client, with a link that answers LeafletsNear and counts the requests.
vi.mock('../../apollo/client', async () => {
  const { ApolloClient, ApolloLink, InMemoryCache } = await import('@apollo/client');
  const { Observable } = await import('rxjs');
  const leaflet = {
    __typename: 'Leaflet',
    id: '71',
    name: 'Kaap Spens weekly',
    title: 'Kaap Spens: this week',
    url: 'https://example.test/leaflet-71.jpg',
    startAt: '2026-11-23T00:00:00Z',
    endAt: '2026-11-29T00:00:00Z',
    supplier: {
      __typename: 'Supplier',
      id: '101',
      name: 'Kaap Spens Milnerton',
      imageUrl: 'https://example.test/kaap-spens.png',
      distanceKm: 2.4,
    },
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
        });
        observer.next({ data: { leafletsNear: [leaflet] } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { apolloClient: client };
});

const { apolloClient } = await import('../../apollo/client');
const { createQueryPreloader } = await import('@apollo/client/react');
const { routerContextFor } = await import('../../core/request-context');
const { pageStores } = await import('../../core/client-state');
const { choosePlace } = await import('../../core/position');
const { leafletsLoader } = await import('./loaders');
const { LeafletsPage } = await import('./LeafletsPage');

describe('the leaflets route', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('asks for the leaflets near the chosen place in its loader, and the page shows that answer', async () => {
    choosePlace({ name: 'Milnerton', lat: -33.87, lon: 18.5 });

    leafletsLoader({
      context: routerContextFor({
        where: 'browser',
        client: apolloClient,
        preloadQuery: createQueryPreloader(apolloClient),
        branch: () => null,
        locale: () => 'en',
        storeStates: {},
        stores: pageStores(),
        notFound: false,
      }),
    });
    // Under way before any component rendered: the page's first radius, at the chosen place.
    await vi.waitFor(
      () =>
        expect(requests).toEqual([
          { operationName: 'LeafletsNear', variables: { lat: -33.87, lon: 18.5, radiusKm: 15 } },
        ]),
      SEEN_WITHIN,
    );

    render(
      <ApolloProvider client={apolloClient}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <LeafletsPage />
          </MemoryRouter>
        </I18nProvider>
      </ApolloProvider>,
    );

    expect(await screen.findByText('Kaap Spens: this week')).toBeTruthy();
    expect(screen.getByRole('combobox')).toHaveProperty('value', '15');
    // The page read the loader's answer: the shop was asked once.
    expect(requests).toHaveLength(1);
  });
});
