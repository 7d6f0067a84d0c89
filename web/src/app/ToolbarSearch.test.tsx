import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ToolbarSearch } from './ToolbarSearch';

/** The search page's data held until `answer()`: the page asked for has not come yet. */
function shopAt(path: string) {
  let answer = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: <ToolbarSearch />,
        loader: () => new Promise<null>((resolve) => (answer = () => resolve(null))),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { 0: null } } },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, answer: () => act(async () => answer()) };
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });

describe('ToolbarSearch', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('keeps a field cleared after Enter while the search asked for is on its way', async () => {
    const { router, answer } = shopAt('/search');
    fireEvent.change(box(), { target: { value: 'maize meal' } });
    fireEvent.submit(box().form!);
    // The shopper thinks better of it and clears the field before the results page comes.
    fireEvent.change(box(), { target: { value: '' } });
    await answer();
    expect(box().value).toBe('');
    // The cleared field is searched as any typing is: the page without words.
    await waitFor(() => expect(router.state.navigation.location?.search).toBe(''));
    await answer();
    expect(router.state.location.search).toBe('');
    expect(box().value).toBe('');
  });

  it('follows the address when it changes by other means (back, a recent search)', async () => {
    const { router, answer } = shopAt('/search?q=bread');
    expect(box().value).toBe('bread');
    void router.navigate('/search?q=maize');
    await answer();
    expect(box().value).toBe('maize');
  });
});
