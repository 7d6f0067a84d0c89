import { ApolloClient, ApolloLink, InMemoryCache, type FragmentType } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BannerStrip } from './BannerStrip';
import { BannerStrip_BannerFragmentDoc } from './BannerStrip_banner.generated';

type BannerRef = FragmentType<typeof BannerStrip_BannerFragmentDoc>;

/** A cache holding the banners, as the home query leaves them, and the refs the page passes. */
function bannersInCache(...banners: Array<[id: string, title: string]>) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.empty(),
    dataMasking: true,
  });
  const refs = banners.map(([id, title]) => {
    client.cache.writeFragment({
      fragment: BannerStrip_BannerFragmentDoc,
      data: {
        __typename: 'Banner',
        id,
        title,
        imageUrl: `https://example.test/${id}.png`,
        targetId: null,
        targetType: null,
      },
    });
    // What a masked query result holds for the banner: its identity, no fields.
    return { __typename: 'Banner', id } as unknown as BannerRef;
  });
  return { client, refs };
}

describe('BannerStrip', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('fetches the first banner (the largest picture on screen) at once and first, the rest when scrolled to', () => {
    const { client, refs } = bannersInCache(['1', 'Braai week'], ['2', 'Back to school']);
    render(
      <ApolloProvider client={client}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <BannerStrip banners={refs} />
          </MemoryRouter>
        </I18nProvider>
      </ApolloProvider>,
    );
    const first = screen.getByRole('img', { name: 'Braai week' });
    const second = screen.getByRole('img', { name: 'Back to school' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['720', '240']);
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).not.toBe('high');
  });
});
